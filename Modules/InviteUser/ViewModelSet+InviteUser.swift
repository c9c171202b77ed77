extension ViewModelSet {
    /// The view model the invite screen creates.
    public static var inviteUserViewModel: InviteUserViewModel.Type = InviteUserViewModel.self
}
