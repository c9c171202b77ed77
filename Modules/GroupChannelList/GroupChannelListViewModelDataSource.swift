import BanterChatSDK
import BanterUIKitCore

/// Lets the view controller shape what a group channel list view model shows. Every method
/// is optional. Called on the main actor.
@MainActor
public protocol GroupChannelListViewModelDataSource: AnyObject {
    /// Whether `channel` is shown; the default shows every channel the query lists.
    func groupChannelListViewModel(_ viewModel: GroupChannelListViewModel, shouldShow channel: GroupChannel) -> Bool
}

extension GroupChannelListViewModelDataSource {
    public func groupChannelListViewModel(_ viewModel: GroupChannelListViewModel, shouldShow channel: GroupChannel) -> Bool { true }
}
