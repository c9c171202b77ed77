extension ModuleSet {
    /// The module the open channel settings screen builds from.
    public static var openChannelSettingsModule: OpenChannelSettingsModule.Type = OpenChannelSettingsModule.self
}
