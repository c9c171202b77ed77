extension ModuleSet {
    /// The module the open channel list screen builds from.
    public static var openChannelListModule: OpenChannelListModule.Type = OpenChannelListModule.self
}
