extension ModuleSet {
    /// The module the screen that makes an open channel's participants operators builds from.
    public static var openRegisterOperatorModule: OpenRegisterOperatorModule.Type = OpenRegisterOperatorModule.self
}
