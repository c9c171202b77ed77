import BanterChatSDK

/// Hears a channel list view model's news: the list changed (with the changes to apply
/// as a batch update, or `nil` when the whole list must be shown again), a channel was
/// left, plus the common loading and error news. Called on the main actor, after
/// `viewModel.channels` holds the change.
@MainActor
public protocol BaseChannelListViewModelDelegate: CommonViewModelDelegate {
    /// The channels changed. `changes` describes the change against the previous
    /// `channels` as a batch update; `nil` means show the whole list again (the first page).
    func baseChannelListViewModel(_ viewModel: BaseChannelListViewModel, didChangeChannelList channels: [GroupChannel], changes: ChannelListChanges?)
    /// The current user left `channel` through `leaveChannel(_:)`.
    func baseChannelListViewModel(_ viewModel: BaseChannelListViewModel, didLeaveChannel channel: GroupChannel)
}

extension BaseChannelListViewModelDelegate {
    public func baseChannelListViewModel(_ viewModel: BaseChannelListViewModel, didLeaveChannel channel: GroupChannel) {}
}
