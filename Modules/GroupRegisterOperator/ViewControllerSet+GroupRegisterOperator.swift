extension ViewControllerSet {
    /// The screen that makes a group channel's members operators; the operators list's
    /// "Add" opens it.
    public static var groupChannelRegisterOperatorViewController: GroupRegisterOperatorViewController.Type = GroupRegisterOperatorViewController.self
}
