extension ModuleSet {
    /// The module the group channel moderation screen builds from.
    public static var groupModerationsModule: ModerationsModule.Type = ModerationsModule.self
    /// The module the open channel moderation screen builds from; the same class as the
    /// group's unless you assign another.
    public static var openModerationsModule: ModerationsModule.Type = ModerationsModule.self
}
