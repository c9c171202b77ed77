extension ModuleSet {
    /// The module the "new open channel" screen builds from.
    public static var createOpenChannelModule: CreateOpenChannelModule.Type = CreateOpenChannelModule.self
}
