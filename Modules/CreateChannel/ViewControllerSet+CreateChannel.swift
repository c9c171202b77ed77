extension ViewControllerSet {
    /// The screen that picks people for a new group channel; the channel list's create item
    /// opens it.
    public static var createChannelViewController: CreateChannelViewController.Type = CreateChannelViewController.self
}
