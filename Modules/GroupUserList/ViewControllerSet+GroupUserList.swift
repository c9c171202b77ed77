extension ViewControllerSet {
    /// The screen listing a group channel's members, operators, muted members or banned
    /// users; the settings' Members and the moderation screen's lists open it.
    public static var groupUserListViewController: GroupUserListViewController.Type = GroupUserListViewController.self
}
