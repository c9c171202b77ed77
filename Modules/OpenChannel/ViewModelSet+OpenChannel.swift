extension ViewModelSet {
    /// The view model the open channel screen creates.
    public static var openChannelViewModel: OpenChannelViewModel.Type = OpenChannelViewModel.self
}
