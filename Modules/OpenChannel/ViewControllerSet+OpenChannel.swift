extension ViewControllerSet {
    /// The screen for chatting in one open channel.
    public static var openChannelViewController: OpenChannelViewController.Type = OpenChannelViewController.self
}
