extension ViewControllerSet {
    /// The moderation screen of a group channel, opened from its settings' Moderations.
    public static var groupModerationsViewController: GroupModerationsViewController.Type = GroupModerationsViewController.self
}
