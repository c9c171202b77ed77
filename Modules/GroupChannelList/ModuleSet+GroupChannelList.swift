extension ModuleSet {
    /// The module the group channel list screen builds from.
    public static var groupChannelListModule: GroupChannelListModule.Type = GroupChannelListModule.self
}
