extension ViewControllerSet {
    /// The notification settings of a group channel, opened from its settings.
    public static var groupChannelPushSettingsViewController: GroupChannelPushSettingsViewController.Type = GroupChannelPushSettingsViewController.self
}
