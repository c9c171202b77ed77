extension ViewModelSet {
    /// The view model the open channel list screen creates.
    public static var openChannelListViewModel: OpenChannelListViewModel.Type = OpenChannelListViewModel.self
}
