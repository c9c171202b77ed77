import BanterChatSDK
import BanterUIKitCore

/// Lets a screen give the "new channel" view model its own people (a contact book) instead
/// of the application's users. Called on the main actor, once per page; every method is
/// optional.
@MainActor
public protocol CreateChannelViewModelDataSource: BaseSelectUserViewModelDataSource {
    /// The next page of people for a channel of `channelType`; nil to load them from the
    /// service.
    func createChannelViewModel(_ viewModel: CreateChannelViewModel, nextUserListForChannelType channelType: ChannelCreationType) -> [User]?
}

extension CreateChannelViewModelDataSource {
    public func createChannelViewModel(_ viewModel: CreateChannelViewModel, nextUserListForChannelType channelType: ChannelCreationType) -> [User]? {
        nil
    }
}
