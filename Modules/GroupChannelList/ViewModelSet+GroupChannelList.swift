extension ViewModelSet {
    /// The view model the group channel list screen creates.
    public static var groupChannelListViewModel: GroupChannelListViewModel.Type = GroupChannelListViewModel.self
}
