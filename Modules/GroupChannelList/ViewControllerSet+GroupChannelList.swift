extension ViewControllerSet {
    /// The screen listing the current user's group channels.
    public static var groupChannelListViewController: GroupChannelListViewController.Type = GroupChannelListViewController.self
}
