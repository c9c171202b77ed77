extension ModuleSet {
    /// The module the group channel moderation screen builds from.
    public static var groupModerationsModule: GroupModerationsModule.Type = GroupModerationsModule.self
}
