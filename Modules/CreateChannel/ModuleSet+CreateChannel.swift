extension ModuleSet {
    /// The module the "new channel" screen builds from.
    public static var createGroupChannelModule: CreateChannelModule.Type = CreateChannelModule.self
}
