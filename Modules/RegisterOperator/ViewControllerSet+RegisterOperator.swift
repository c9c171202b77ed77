extension ViewControllerSet {
    /// The screen that makes a group channel's members operators; the operators list's
    /// "Add" opens it.
    public static var groupChannelRegisterOperatorViewController: RegisterOperatorViewController.Type = RegisterOperatorViewController.self
    /// The screen that makes an open channel's participants operators; the open operators
    /// list's "Add" opens it. The same class as the group's unless you assign another.
    public static var openChannelRegisterOperatorViewController: RegisterOperatorViewController.Type = RegisterOperatorViewController.self
}
