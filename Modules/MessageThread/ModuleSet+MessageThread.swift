extension ModuleSet {
    /// The module the message thread screen builds from.
    public static var messageThreadModule: MessageThreadModule.Type = MessageThreadModule.self
}
