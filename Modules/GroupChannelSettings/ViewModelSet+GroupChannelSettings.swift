extension ViewModelSet {
    /// The view model the group channel settings screen creates.
    public static var groupChannelSettingsViewModel: GroupChannelSettingsViewModel.Type = GroupChannelSettingsViewModel.self
}
