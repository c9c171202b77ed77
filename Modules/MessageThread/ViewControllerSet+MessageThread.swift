extension ViewControllerSet {
    /// The screen opened for a message's thread, from a channel's thread info or its menu.
    public static var messageThreadViewController: MessageThreadViewController.Type = MessageThreadViewController.self
}
