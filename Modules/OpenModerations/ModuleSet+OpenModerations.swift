extension ModuleSet {
    /// The module the open channel moderation screen builds from.
    public static var openModerationsModule: OpenModerationsModule.Type = OpenModerationsModule.self
}
