import BanterChatSDK

/// Lets the view controller shape what a channel list view model shows. Every method is
/// optional. Called on the main actor.
@MainActor
public protocol BaseChannelListViewModelDataSource: AnyObject {
    /// Whether `channel` is shown; the default shows every channel the query lists.
    func baseChannelListViewModel(_ viewModel: BaseChannelListViewModel, shouldShow channel: GroupChannel) -> Bool
}

extension BaseChannelListViewModelDataSource {
    public func baseChannelListViewModel(_ viewModel: BaseChannelListViewModel, shouldShow channel: GroupChannel) -> Bool { true }
}
