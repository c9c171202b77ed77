extension ViewModelSet {
    /// The view model a group channel's user list creates.
    public static var groupUserListViewModel: GroupUserListViewModel.Type = GroupUserListViewModel.self
}
