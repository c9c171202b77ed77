extension ModuleSet {
    /// The module the reactions screen builds from.
    public static var reactionsModule: ReactionsModule.Type = ReactionsModule.self
}
