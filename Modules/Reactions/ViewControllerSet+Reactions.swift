extension ViewControllerSet {
    /// Who reacted to a message, by reaction; opened from a channel's or thread's reactions.
    public static var reactionsViewController: ReactionsViewController.Type = ReactionsViewController.self
}
