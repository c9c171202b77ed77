extension ModuleSet {
    /// The module the message search screen builds from.
    public static var messageSearchModule: MessageSearchModule.Type = MessageSearchModule.self
}
