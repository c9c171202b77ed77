extension ViewControllerSet {
    /// The screen opened for a group channel, from the channel list or anywhere else.
    public static var groupChannelViewController: GroupChannelViewController.Type = GroupChannelViewController.self
}
