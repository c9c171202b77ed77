extension ModuleSet {
    /// The module the screen that makes a group channel's members operators builds from.
    public static var groupRegisterOperatorModule: RegisterOperatorModule.Type = RegisterOperatorModule.self
    /// The module the screen that makes an open channel's participants operators builds
    /// from; the same class as the group's unless you assign another.
    public static var openRegisterOperatorModule: RegisterOperatorModule.Type = RegisterOperatorModule.self
}
