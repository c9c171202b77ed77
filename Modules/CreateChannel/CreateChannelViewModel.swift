import BanterChatSDK
import BanterUIKitCore

/// The model of the "new channel" screen: the application's users page by page with the
/// current user left out, narrowed by a typed name (see `BaseSelectUserViewModel`), the
/// people picked, and making the channel.
///
/// `createChannel(userIds:)` makes a channel of `channelType` with the picked people
/// (`createParams(userIds:)`): a group with one other person is distinct, so the service
/// answers with the chat the two already have; the creator operates every other channel
/// (a broadcast channel needs one to post). One request at a time: a second call while one
/// is in flight is ignored. The delegate hears `didCreateChannel`, or `didFailToCreateChannel`
/// with the service's error (nothing changed then).
///
/// Lifecycle: made by the view controller (`createViewModel(users:type:)`, from
/// `ViewModelSet.createGroupChannelViewModel`), loaded from its `viewDidLoad`, disposed when
/// it goes; results that arrive after `dispose()` are dropped. Main actor only.
@MainActor
open class CreateChannelViewModel: BaseSelectUserViewModel {
    /// Hears the people, the picks and the channel made. Held weakly.
    public weak var delegate: CreateChannelViewModelDelegate? {
        get { baseDelegate as? CreateChannelViewModelDelegate }
        set { baseDelegate = newValue }
    }
    /// Gives the screen's own people. Held weakly.
    public weak var dataSource: CreateChannelViewModelDataSource? {
        get { baseDataSource as? CreateChannelViewModelDataSource }
        set { baseDataSource = newValue }
    }

    /// The kind of channel made.
    public let channelType: ChannelCreationType
    /// The people to pick from instead of the application's users, when given.
    public let fixedUserList: [User]?
    /// Whether a creation request is in flight.
    public private(set) var isCreatingChannel = false

    /// A model making a channel of `channelType` on `client`, picking among `users` (nil:
    /// the application's users).
    public required init(client: ChatClient?, channelType: ChannelCreationType = .group, users: [User]? = nil,
                         delegate: CreateChannelViewModelDelegate? = nil, dataSource: CreateChannelViewModelDataSource? = nil) {
        self.channelType = channelType
        fixedUserList = users
        super.init(client: client, delegate: delegate, dataSource: dataSource)
    }

    /// The current user is never offered: they are in the channel anyway.
    open override func isExcluded(_ user: User) -> Bool {
        super.isExcluded(user) || user.userId == currentUserId
    }

    /// Loads the next page: the given people, the data source's for this channel type, or
    /// the service's.
    open override func loadNextUserList(reset: Bool, users: [User]? = nil) {
        let given = users ?? fixedUserList ?? dataSource?.createChannelViewModel(self, nextUserListForChannelType: channelType)
        super.loadNextUserList(reset: reset, users: given)
    }

    // MARK: Creating

    /// The parameters for a channel of `channelType` with `userIds`: a group with one other
    /// person is distinct; a super group and a broadcast channel are super; the creator
    /// operates any channel but a one-to-one chat. Override to name the channel, say.
    open func createParams(userIds: [String]) -> GroupChannelCreateParams {
        var params = GroupChannelCreateParams(userIds: userIds)
        switch channelType {
        case .group:
            params.isDistinct = Set(userIds).count == 1
        case .supergroup:
            params.isSuper = true
        case .broadcast:
            params.isSuper = true
            params.isBroadcast = true
        }
        if !params.isDistinct, let currentUserId { params.operatorUserIds = [currentUserId] }
        return params
    }

    /// Makes the channel with `userIds` (`createParams(userIds:)`). No one to invite is
    /// refused with 800110, without a request.
    open func createChannel(userIds: [String]) {
        guard !userIds.isEmpty else {
            delegate?.createChannelViewModel(self, didFailToCreateChannel: ViewModelError.noMemberPicked.chatError)
            return
        }
        createChannel(params: createParams(userIds: userIds), messageListParams: nil)
    }

    /// Makes the channel `params` describe; the screen then opens it with
    /// `messageListParams`. Ignored while a request is in flight or after `dispose()`.
    open func createChannel(params: GroupChannelCreateParams, messageListParams: MessageListParams? = nil) {
        guard !isDisposed, !isCreatingChannel else { return }
        guard let client else {
            delegate?.createChannelViewModel(self, didFailToCreateChannel: Self.connectionRequiredError)
            return
        }
        isCreatingChannel = true
        client.createGroupChannel(params: params) { [weak self] result in
            guard let self, !self.isDisposed else { return }
            self.isCreatingChannel = false
            switch result {
            case .success(let channel):
                self.delegate?.createChannelViewModel(self, didCreateChannel: channel, withMessageListParams: messageListParams)
            case .failure(let error):
                self.delegate?.createChannelViewModel(self, didFailToCreateChannel: error)
            }
        }
    }
}
