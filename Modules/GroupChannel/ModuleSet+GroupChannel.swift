extension ModuleSet {
    /// The module the group channel screen builds from.
    public static var groupChannelModule: GroupChannelModule.Type = GroupChannelModule.self
}
