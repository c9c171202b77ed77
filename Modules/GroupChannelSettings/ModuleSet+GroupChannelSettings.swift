extension ModuleSet {
    /// The module the group channel settings screen builds from.
    public static var groupChannelSettingsModule: GroupChannelSettingsModule.Type = GroupChannelSettingsModule.self
}
