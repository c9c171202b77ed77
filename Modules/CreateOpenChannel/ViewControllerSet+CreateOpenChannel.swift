extension ViewControllerSet {
    /// The screen that names and makes a new open channel; the open channel list's create
    /// item opens it.
    public static var createOpenChannelViewController: CreateOpenChannelViewController.Type = CreateOpenChannelViewController.self
}
