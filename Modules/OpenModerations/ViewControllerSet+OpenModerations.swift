extension ViewControllerSet {
    /// The moderation screen of an open channel, opened from its settings' Moderations.
    public static var openModerationsViewController: OpenModerationsViewController.Type = OpenModerationsViewController.self
}
