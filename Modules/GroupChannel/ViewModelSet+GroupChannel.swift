extension ViewModelSet {
    /// The view model the group channel screen creates.
    public static var groupChannelViewModel: GroupChannelViewModel.Type = GroupChannelViewModel.self
}
