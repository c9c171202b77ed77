extension ViewModelSet {
    /// The view model the "new open channel" screen creates.
    public static var createOpenChannelViewModel: CreateOpenChannelViewModel.Type = CreateOpenChannelViewModel.self
}
