extension ModuleSet {
    /// The module the screen that makes a group channel's members operators builds from.
    public static var groupRegisterOperatorModule: GroupRegisterOperatorModule.Type = GroupRegisterOperatorModule.self
}
