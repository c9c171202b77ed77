extension ViewControllerSet {
    /// The screen listing the service's open channels.
    public static var openChannelListViewController: OpenChannelListViewController.Type = OpenChannelListViewController.self
}
