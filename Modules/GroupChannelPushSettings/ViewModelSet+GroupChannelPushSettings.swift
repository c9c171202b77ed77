extension ViewModelSet {
    /// The view model the notification settings screen creates.
    public static var groupChannelPushSettingsViewModel: GroupChannelPushSettingsViewModel.Type = GroupChannelPushSettingsViewModel.self
}
