import BanterChatSDK
import BanterUIKitCore

/// The model of the screen that makes an open channel's participants operators: the
/// channel, then the people in it now who are not operators, page by page (a
/// `ParticipantListQuery`), narrowed by a typed name (see `BaseSelectUserViewModel`), the
/// participants picked, and promoting them.
///
/// The channel loads first (`loadChannel()`), unless given; a channel that cannot be
/// loaded is a blocking error (the screen offers a retry). The channel's operators are left
/// out (`excludedUserIds`), and stay left out as they change while the screen is open;
/// someone entering meanwhile is offered at once (the list loads again, the picks stay).
/// Promoting is the base's (`BaseRegisterOperatorViewModel.registerAsOperators(userIds:)`).
///
/// Lifecycle: made by the view controller (`createViewModel(...)`, from
/// `ViewModelSet.openChannelRegisterOperatorViewModel`), loaded from its `viewDidLoad`,
/// disposed when it goes; results that arrive after `dispose()` are dropped. Main actor only.
@MainActor
open class OpenRegisterOperatorViewModel: BaseRegisterOperatorViewModel, OpenChannelDelegate {
    /// Hears the participants, the picks and the promotions. Held weakly.
    public weak var delegate: OpenRegisterOperatorViewModelDelegate? {
        get { baseDelegate as? OpenRegisterOperatorViewModelDelegate }
        set { baseDelegate = newValue }
    }
    /// Gives the screen's own people. Held weakly.
    public weak var dataSource: OpenRegisterOperatorViewModelDataSource? {
        get { baseDataSource as? OpenRegisterOperatorViewModelDataSource }
        set { baseDataSource = newValue }
    }

    private var channelDelegateIdentifier: String { "OpenRegisterOperatorViewModel.\(ObjectIdentifier(self).hashValue)" }

    /// A model promoting participants of `channel` (or of the open channel at `channelURL`,
    /// loaded first) on `client`, picking among `users` (nil: the participants who are not
    /// operators).
    public required init(client: ChatClient?, channel: OpenChannel? = nil, channelURL: String? = nil, users: [User]? = nil,
                         delegate: OpenRegisterOperatorViewModelDelegate? = nil, dataSource: OpenRegisterOperatorViewModelDataSource? = nil) {
        super.init(client: client, channel: channel, channelURL: channelURL, channelType: .open, users: users, delegate: delegate,
                   dataSource: dataSource)
        if let channel { channelDidLoad(channel) }
        client?.addChannelDelegate(self, identifier: channelDelegateIdentifier)
    }

    isolated deinit {
        client?.removeChannelDelegate(identifier: channelDelegateIdentifier)
    }

    /// Stops following the channel, then as the base does.
    open override func dispose() {
        client?.removeChannelDelegate(identifier: channelDelegateIdentifier)
        super.dispose()
    }

    /// The open channel, once loaded.
    public var openChannel: OpenChannel? { channel as? OpenChannel }

    /// The query of the people in the channel now.
    open func createParticipantListQuery(for channel: OpenChannel) -> ParticipantListQuery {
        let query = channel.createParticipantListQuery()
        query.limit = pageSize
        return query
    }

    // MARK: Loading

    /// The channel's operators are not offered.
    open override func channelDidLoad(_ channel: BaseChannel) {
        guard let channel = channel as? OpenChannel else { return }
        excludedUserIds = Set(channel.operators.map(\.userId))
    }

    /// Loads the channel first when it is not loaded yet (see `BaseSelectUserViewModel`),
    /// then the participants: the given ones, or the participants query.
    open override func loadNextUserList(reset: Bool, users: [User]? = nil) {
        if let channel = openChannel, userListQuery == nil, fixedUserList == nil, users == nil {
            useUserListQuery(createParticipantListQuery(for: channel))
        }
        super.loadNextUserList(reset: reset, users: users)
    }

    // MARK: OpenChannelDelegate

    /// Someone entered: the participants load again from the first page (the picks and the
    /// filter stay), so they are offered where they sort. Not while picking among given people.
    open func channel(_ channel: OpenChannel, userDidEnter user: User) {
        guard !isDisposed, channel.channelURL == channelURL, fixedUserList == nil, !isExcluded(user) else { return }
        channelDidChange(channel)
        useUserListQuery(createParticipantListQuery(for: channel))
        loadNextUserList(reset: false)
    }

    /// The operators changed (another operator promoted someone): they are no longer offered.
    open func channelDidUpdateOperators(_ channel: BaseChannel) {
        channelDidChange(channel)
    }
}
