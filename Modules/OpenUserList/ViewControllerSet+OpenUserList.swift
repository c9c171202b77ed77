extension ViewControllerSet {
    /// The screen listing an open channel's participants, operators, muted users or banned
    /// users; the open settings' Participants and the open moderation screen's lists open it.
    public static var openUserListViewController: OpenUserListViewController.Type = OpenUserListViewController.self
}
