extension ViewControllerSet {
    /// The screen opened to search messages, from a channel's settings or the channel list.
    public static var messageSearchViewController: MessageSearchViewController.Type = MessageSearchViewController.self
}
