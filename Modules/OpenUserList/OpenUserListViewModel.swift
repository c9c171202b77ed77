import BanterChatSDK
import BanterUIKitCore

/// The model of an open channel's user list: the participants (the people in the channel
/// now), the operators, the muted users or the banned users, page by page through the SDK's
/// queries (`participantListQuery`, `operatorListQuery`, `mutedUserListQuery`,
/// `bannedUserListQuery`), narrowed by a typed nickname prefix on the service; see
/// `BaseUserListViewModel` for loading, filtering and the row actions.
///
/// Participants are plain users, so their marks come from the channel: the operator mark
/// from its operators, the muted mark from its muted users (asked once, with the first page).
/// While the screen is open the model follows the channel: someone entering reloads the
/// participants list (so they show where their id sorts), someone leaving leaves it at once,
/// and the marks follow the channel's operators and mutes.
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
    /// The ids of the users muted in the channel, as the service and the events last said
    /// (the participants list's muted marks).
    public private(set) var mutedUserIds: Set<String> = []
    private var hasAskedForMutedUsers = false

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
        if userListType == .participants, !hasAskedForMutedUsers {
            hasAskedForMutedUsers = true
            loadMutedUserIds(of: channel)
        }
        query.loadNextPage { [weak self] result in
            completion(result)
            self?.showParticipantMarks()
        }
        return true
    }

    // MARK: Marks

    /// Asks the service who is muted (up to a hundred, more than a screen of participants
    /// shows at once), for the participants' muted marks. A refusal leaves the marks out.
    private func loadMutedUserIds(of channel: OpenChannel) {
        let query = channel.createMutedUserListQuery()
        query.limit = 100
        query.loadNextPage { [weak self] result in
            guard let self, !self.isDisposed, case .success(let users) = result else { return }
            self.mutedUserIds.formUnion(users.map(\.userId))
            self.showParticipantMarks()
        }
    }

    /// Marks the participants shown who operate the channel, as the channel says now, and
    /// those muted in it.
    open func showParticipantMarks() {
        guard userListType == .participants, let channel = openChannel else { return }
        let muted = mutedUserIds
        updateMarks { user, marks in
            if channel.isOperator(userId: user.userId) { marks.insert(.operator) } else { marks.remove(.operator) }
            if muted.contains(user.userId) { marks.insert(.muted) } else { marks.remove(.muted) }
        }
    }

    /// Keeps `mutedUserIds` with the mutes done here or heard of, then as the base does.
    open override func apply(_ action: MenuItem.Kind, toUserId userId: String) {
        if action == .mute { mutedUserIds.insert(userId) } else if action == .unmute { mutedUserIds.remove(userId) }
        super.apply(action, toUserId: userId)
    }

    // MARK: Events

    /// The operators changed: besides what the base does, the participants' operator marks
    /// follow the channel (the event does not say whom it concerns).
    open override func channelDidUpdateOperators(_ channel: BaseChannel) {
        super.channelDidUpdateOperators(channel)
        guard isListed(channel) else { return }
        showParticipantMarks()
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
