extension ViewControllerSet {
    /// The screen that makes an open channel's participants operators; the open operators
    /// list's "Add" opens it.
    public static var openChannelRegisterOperatorViewController: OpenRegisterOperatorViewController.Type = OpenRegisterOperatorViewController.self
}
