extension ViewControllerSet {
    /// The moderation screen of a group channel, opened from its settings' Moderations.
    public static var groupModerationsViewController: ModerationsViewController.Type = ModerationsViewController.self
    /// The moderation screen of an open channel, opened from its settings' Moderations; the
    /// same class as the group's unless you assign another.
    public static var openModerationsViewController: ModerationsViewController.Type = ModerationsViewController.self
}
