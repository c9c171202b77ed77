extension ViewModelSet {
    /// The view model an open channel's user list creates.
    public static var openUserListViewModel: OpenUserListViewModel.Type = OpenUserListViewModel.self
}
