extension ViewModelSet {
    /// The view model the open channel settings screen creates.
    public static var openChannelSettingsViewModel: OpenChannelSettingsViewModel.Type = OpenChannelSettingsViewModel.self
}
