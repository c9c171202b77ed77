extension ModuleSet {
    /// The module the notification settings screen builds from.
    public static var groupChannelPushSettingsModule: GroupChannelPushSettingsModule.Type = GroupChannelPushSettingsModule.self
}
