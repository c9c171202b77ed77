extension ViewModelSet {
    /// The view model the group channel moderation screen creates.
    public static var groupModerationsViewModel: ModerationsViewModel.Type = ModerationsViewModel.self
    /// The view model the open channel moderation screen creates; the same class as the
    /// group's unless you assign another.
    public static var openModerationsViewModel: ModerationsViewModel.Type = ModerationsViewModel.self
}
