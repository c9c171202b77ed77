extension ViewModelSet {
    /// The view model the open channel moderation screen creates.
    public static var openModerationsViewModel: OpenModerationsViewModel.Type = OpenModerationsViewModel.self
}
