extension ViewControllerSet {
    /// The screen listing a group channel's members, operators, muted members or banned
    /// users; the settings' Members and the moderation screen's lists open it.
    public static var groupUserListViewController: UserListViewController.Type = UserListViewController.self
    /// The screen listing an open channel's participants, operators, muted users or banned
    /// users; the open settings' Participants and the moderation screen's lists open it. The
    /// same class as the group's unless you assign another.
    public static var openUserListViewController: UserListViewController.Type = UserListViewController.self
}
