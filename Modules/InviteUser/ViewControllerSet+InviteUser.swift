extension ViewControllerSet {
    /// The screen that invites people to a group channel; the channel screen's
    /// `showInviteUser()` opens it.
    public static var inviteUserViewController: InviteUserViewController.Type = InviteUserViewController.self
}
