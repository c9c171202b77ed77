extension ViewControllerSet {
    /// The settings screen of an open channel, opened from the open channel's header.
    public static var openChannelSettingsViewController: OpenChannelSettingsViewController.Type = OpenChannelSettingsViewController.self
}
