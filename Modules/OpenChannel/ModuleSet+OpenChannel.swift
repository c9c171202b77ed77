extension ModuleSet {
    /// The module the open channel screen builds from.
    public static var openChannelModule: OpenChannelModule.Type = OpenChannelModule.self
}
