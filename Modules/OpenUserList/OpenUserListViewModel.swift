import BanterChatSDK
import BanterUIKitCore

/// The model of an open channel's user list: the participants (the people in the channel
/// now), the operators, the muted users or the banned users, page by page through the SDK's
/// queries (`participantListQuery`, `operatorListQuery`, `mutedUserListQuery`,
/// `bannedUserListQuery`), narrowed by a typed nickname prefix on the service; see
/// `BaseUserListViewModel` for loading, filtering and the row actions.
///
/// While the screen is open the model follows the channel: someone entering reloads the
/// participants list (so they show where their id sorts), someone leaving leaves it at once,
/// and the operator marks on the participants follow the channel's operators.
///
/// Lifecycle: made by the view controller (`createViewModel(...)`, from
/// `ViewModelSet.openUserListViewModel`), loaded from its `viewDidLoad`, disposed when it
/// goes. Main actor only.
@MainActor
open class OpenUserListViewModel: BaseUserListViewModel, OpenChannelDelegate {
    /// Hears the users, the channel and the actions. Held weakly.
    public weak var delegate: OpenUserListViewModelDelegate? {
        get { baseDelegate as? OpenUserListViewModelDelegate }
        set { baseDelegate = newValue }
    }
    /// Gives the screen's own users. Held weakly.
    public weak var dataSource: OpenUserListViewModelDataSource? {
        get { baseDataSource as? OpenUserListViewModelDataSource }
        set { baseDataSource = newValue }
    }

    /// The channel, once loaded.
    public var openChannel: OpenChannel? { channel as? OpenChannel }

    /// The query of the participants list, once made.
    public private(set) var participantListQuery: ParticipantListQuery?
    /// The query of the operators list, once made.
    public private(set) var operatorListQuery: OperatorListQuery?
    /// The query of the muted users list, once made.
    public private(set) var mutedUserListQuery: MutedUserListQuery?
    /// The query of the banned users list, once made.
    public private(set) var bannedUserListQuery: BannedUserListQuery?

    /// A model listing `userListType` of `channel` (or of the open channel at `channelURL`,
    /// loaded first) on `client`.
    public required init(client: ChatClient?, channel: OpenChannel? = nil, channelURL: String? = nil,
                         userListType: ChannelUserListType = .participants,
                         delegate: OpenUserListViewModelDelegate? = nil, dataSource: OpenUserListViewModelDataSource? = nil) {
        super.init(client: client, channel: channel, channelURL: channelURL, channelType: .open, userListType: userListType,
                   delegate: delegate, dataSource: dataSource)
    }

    // MARK: Queries

    /// The query the list's type pages through, made on first use; nil for members (an
    /// open channel has none).
    private var currentQuery: UserListQuery? {
        switch userListType {
        case .participants: participantListQuery
        case .operators: operatorListQuery
        case .muted: mutedUserListQuery
        case .banned: bannedUserListQuery
        case .members: nil
        }
    }

    /// Whether the list's query may have more pages (true before it is made).
    open override var queryHasNext: Bool {
        userListType == .members ? false : currentQuery?.hasNext ?? true
    }

    /// Forgets the query, so the next page starts again (with the current filter).
    open override func resetQuery() {
        participantListQuery = nil
        operatorListQuery = nil
        mutedUserListQuery = nil
        bannedUserListQuery = nil
    }

    /// Loads the next page from the list type's query, made on first use with the filter
    /// and page size. Members are a group channel's: nothing is asked.
    open override func loadNextPage(of channel: BaseChannel, completion: @escaping @MainActor (Result<[User], ChatError>) -> Void) -> Bool {
        guard let channel = channel as? OpenChannel else { return false }
        let query: UserListQuery
        if let current = currentQuery {
            query = current
        } else {
            switch userListType {
            case .participants:
                let made = channel.createParticipantListQuery()
                participantListQuery = made
                query = made
            case .operators:
                let made = channel.createOperatorListQuery()
                operatorListQuery = made
                query = made
            case .muted:
                let made = channel.createMutedUserListQuery()
                mutedUserListQuery = made
                query = made
            case .banned:
                let made = channel.createBannedUserListQuery()
                bannedUserListQuery = made
                query = made
            case .members:
                return false
            }
            query.limit = pageSize
            query.nicknameStartsWithFilter = nicknameFilter.isEmpty ? nil : nicknameFilter
        }
        query.loadNextPage { [weak self] result in
            completion(result)
            // Participants are plain users: whether each operates the channel is the channel's to say.
            self?.showOperatorMarks()
        }
        return true
    }

    // MARK: Marks

    /// Marks the participants shown who operate the channel, as the channel says now.
    open func showOperatorMarks() {
        guard userListType == .participants, let channel = openChannel else { return }
        updateMarks { user, marks in
            if channel.isOperator(userId: user.userId) { marks.insert(.operator) } else { marks.remove(.operator) }
        }
    }

    // MARK: Events

    /// The operators changed: besides what the base does, the participants' operator marks
    /// follow the channel (the event does not say whom it concerns).
    open override func channelDidUpdateOperators(_ channel: BaseChannel) {
        super.channelDidUpdateOperators(channel)
        guard isListed(channel) else { return }
        showOperatorMarks()
    }

    // MARK: OpenChannelDelegate

    /// Someone entered: the participants list loads again, so they show where they sort.
    open func channel(_ channel: OpenChannel, userDidEnter user: User) {
        guard isListed(channel) else { return }
        channelWasChanged(channel)
        if userListType == .participants { reloadUserList() }
    }

    /// Someone left: their row leaves the participants list.
    open func channel(_ channel: OpenChannel, userDidExit user: User) {
        guard isListed(channel) else { return }
        channelWasChanged(channel)
        if userListType == .participants { removeUser(userId: user.userId) }
    }
}
