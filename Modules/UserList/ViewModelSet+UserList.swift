extension ViewModelSet {
    /// The view model a group channel's user list creates.
    public static var groupUserListViewModel: UserListViewModel.Type = UserListViewModel.self
    /// The view model an open channel's user list creates; the same class as the group's
    /// unless you assign another.
    public static var openUserListViewModel: UserListViewModel.Type = UserListViewModel.self
}
