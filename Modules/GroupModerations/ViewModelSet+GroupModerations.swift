extension ViewModelSet {
    /// The view model the group channel moderation screen creates.
    public static var groupModerationsViewModel: GroupModerationsViewModel.Type = GroupModerationsViewModel.self
}
