extension ViewModelSet {
    /// The view model the "new channel" screen creates.
    public static var createGroupChannelViewModel: CreateChannelViewModel.Type = CreateChannelViewModel.self
}
