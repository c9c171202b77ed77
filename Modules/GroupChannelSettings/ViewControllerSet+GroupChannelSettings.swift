extension ViewControllerSet {
    /// The settings screen of a group channel, opened from the channel's header.
    public static var groupChannelSettingsViewController: GroupChannelSettingsViewController.Type = GroupChannelSettingsViewController.self
}
