import BanterChatSDK
import BanterUIKitCore

/// The group channel list screen's view model: the current user's channels kept live
/// (see `BaseChannelListViewModel`). Subclass it and assign the subclass to
/// `ViewModelSet.groupChannelListViewModel`, or return it from the view controller's
/// `createViewModel(query:)`. Main actor only.
@MainActor
open class GroupChannelListViewModel: BaseChannelListViewModel {
    /// A view model for `client`'s channels matching `query` (nil: every channel, the
    /// latest message first).
    public required override init(client: ChatClient?, query: GroupChannelListQuery? = nil,
                                  delegate: BaseChannelListViewModelDelegate? = nil,
                                  dataSource: BaseChannelListViewModelDataSource? = nil) {
        super.init(client: client, query: query, delegate: delegate, dataSource: dataSource)
    }
}
