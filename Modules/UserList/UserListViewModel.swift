import BanterChatSDK
import BanterUIKitCore

/// The model of a user list, for group and open channels alike (`channelType`): a group
/// channel's members (by nickname), operators, muted members or banned users, or an open
/// channel's participants (the people in it now), operators, muted users or banned users,
/// page by page through the SDK's queries (`memberListQuery`, `participantListQuery`,
/// `operatorListQuery`, `mutedMemberListQuery`, `mutedParticipantListQuery`,
/// `bannedUserListQuery`), narrowed by a typed nickname prefix on the service; see
/// `BaseUserListViewModel` for loading, filtering and the row actions.
///
/// Participants are plain users, so their marks come from the channel: the operator mark
/// from its operators, the muted mark from its muted users (asked once, with the first page).
/// While the screen is open the model follows the channel: someone joining, being invited
/// or entering reloads the members or participants list (so they show where they sort),
/// someone leaving leaves it at once, and the marks follow the channel's operators and mutes.
///
/// Lifecycle: made by the view controller (`createViewModel(...)`, from
/// `ViewModelSet.groupUserListViewModel` or `openUserListViewModel`), loaded from its
/// `viewDidLoad`, disposed when it goes. Main actor only.
@MainActor
open class UserListViewModel: BaseUserListViewModel, GroupChannelDelegate, OpenChannelDelegate {
    /// Hears the users, the channel and the actions. Held weakly.
    public weak var delegate: UserListViewModelDelegate? {
        get { baseDelegate as? UserListViewModelDelegate }
        set { baseDelegate = newValue }
    }
    /// Gives the screen's own users. Held weakly.
    public weak var dataSource: UserListViewModelDataSource? {
        get { baseDataSource as? UserListViewModelDataSource }
        set { baseDataSource = newValue }
    }

    /// The group channel, once loaded (nil for an open one).
    public var groupChannel: GroupChannel? { channel as? GroupChannel }
    /// The open channel, once loaded (nil for a group one).
    public var openChannel: OpenChannel? { channel as? OpenChannel }

    /// The query of a group channel's members list, once made.
    public private(set) var memberListQuery: MemberListQuery?
    /// The query of an open channel's participants list, once made.
    public private(set) var participantListQuery: ParticipantListQuery?
    /// The query of the operators list, once made.
    public private(set) var operatorListQuery: OperatorListQuery?
    /// The query of a group channel's muted members list (members filtered by mute), once made.
    public private(set) var mutedMemberListQuery: MemberListQuery?
    /// The query of an open channel's muted users list, once made.
    public private(set) var mutedParticipantListQuery: MutedUserListQuery?
    /// The query of the banned users list, once made.
    public private(set) var bannedUserListQuery: BannedUserListQuery?
    /// The ids of the users muted in an open channel, as the service and the events last
    /// said (the participants list's muted marks).
    public private(set) var mutedUserIds: Set<String> = []
    private var hasAskedForMutedUsers = false

    /// A model listing `userListType` of `channel` (or of the `channelType` channel at
    /// `channelURL`, loaded first) on `client`.
    public required init(client: ChatClient?, channel: BaseChannel? = nil, channelURL: String? = nil, channelType: ChannelType = .group,
                         userListType: ChannelUserListType = .members,
                         delegate: UserListViewModelDelegate? = nil, dataSource: UserListViewModelDataSource? = nil) {
        super.init(client: client, channel: channel, channelURL: channelURL, channelType: channelType, userListType: userListType,
                   delegate: delegate, dataSource: dataSource)
    }

    // MARK: Queries

    /// An open channel's query for the list, once made; nil for members (an open channel
    /// has none).
    private var openQuery: UserListQuery? {
        switch userListType {
        case .participants: participantListQuery
        case .operators: operatorListQuery
        case .muted: mutedParticipantListQuery
        case .banned: bannedUserListQuery
        case .members: nil
        }
    }

    /// Whether the list's query may have more pages (true before it is made); false for a
    /// list the channel's type has not (members of an open channel, participants of a
    /// group one).
    open override var queryHasNext: Bool {
        switch (channelType, userListType) {
        case (.open, .members), (.group, .participants): false
        case (.open, _): openQuery?.hasNext ?? true
        case (.group, .members): memberListQuery?.hasNext ?? true
        case (.group, .muted): mutedMemberListQuery?.hasNext ?? true
        case (.group, _): (userListType == .operators ? operatorListQuery : bannedUserListQuery)?.hasNext ?? true
        }
    }

    /// Forgets the query, so the next page starts again (with the current filter).
    open override func resetQuery() {
        memberListQuery = nil
        participantListQuery = nil
        operatorListQuery = nil
        mutedMemberListQuery = nil
        mutedParticipantListQuery = nil
        bannedUserListQuery = nil
    }

    /// Loads the next page from the list type's query, made on first use with the filter
    /// and page size. A list the channel's type has not asks nothing.
    open override func loadNextPage(of channel: BaseChannel, completion: @escaping @MainActor (Result<[User], ChatError>) -> Void) -> Bool {
        if let channel = channel as? GroupChannel { return loadNextPage(ofGroup: channel, completion: completion) }
        if let channel = channel as? OpenChannel { return loadNextPage(ofOpen: channel, completion: completion) }
        return false
    }

    private func loadNextPage(ofGroup channel: GroupChannel, completion: @escaping @MainActor (Result<[User], ChatError>) -> Void) -> Bool {
        let prefix = nicknameFilter.isEmpty ? nil : nicknameFilter
        switch userListType {
        case .members, .muted:
            let isMuted = userListType == .muted
            let query = (isMuted ? mutedMemberListQuery : memberListQuery) ?? {
                let query = channel.createMemberListQuery()
                query.limit = pageSize
                query.filter.nicknameStartsWith = prefix
                if isMuted { query.filter.muted = .muted }
                if isMuted { mutedMemberListQuery = query } else { memberListQuery = query }
                return query
            }()
            query.loadNextPage { completion($0.map { $0 as [User] }) }
        case .operators:
            let query = operatorListQuery ?? {
                let query = channel.createOperatorListQuery()
                query.limit = pageSize
                query.nicknameStartsWithFilter = prefix
                operatorListQuery = query
                return query
            }()
            query.loadNextPage(completion: completion)
        case .banned:
            let query = bannedUserListQuery ?? {
                let query = channel.createBannedUserListQuery()
                query.limit = pageSize
                query.nicknameStartsWithFilter = prefix
                bannedUserListQuery = query
                return query
            }()
            query.loadNextPage(completion: completion)
        case .participants:
            return false
        }
        return true
    }

    private func loadNextPage(ofOpen channel: OpenChannel, completion: @escaping @MainActor (Result<[User], ChatError>) -> Void) -> Bool {
        let query: UserListQuery
        if let current = openQuery {
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
                mutedParticipantListQuery = made
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

    /// Marks the participants shown who operate the open channel, as the channel says now,
    /// and those muted in it. Nothing for the other lists.
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

    /// The operators changed: besides what the base does, the rows' operator marks follow
    /// the channel (the event does not say whom it concerns): a group channel's members
    /// list reads the roles of the members it shows, the participants list the open
    /// channel's operators.
    open override func channelDidUpdateOperators(_ channel: BaseChannel) {
        super.channelDidUpdateOperators(channel)
        guard isListed(channel) else { return }
        if let group = channel as? GroupChannel {
            guard userListType == .members, !userList.isEmpty else { return }
            let shown = Set(userList.map(\.userId))
            var isOperator: [String: Bool] = [:]
            for member in group.members where shown.contains(member.userId) { isOperator[member.userId] = member.role == .operator }
            updateMarks { user, marks in
                guard let role = isOperator[user.userId] else { return }
                if role { marks.insert(.operator) } else { marks.remove(.operator) }
            }
        } else {
            showParticipantMarks()
        }
    }

    // MARK: GroupChannelDelegate

    /// Someone joined: the members list loads again, so they show where their name sorts.
    open func channel(_ channel: GroupChannel, userDidJoin user: User) {
        guard isListed(channel) else { return }
        channelWasChanged(channel)
        if userListType == .members { reloadUserList() }
    }

    /// Someone was invited: the members list loads again.
    open func channel(_ channel: GroupChannel, didReceiveInvitation invitees: [User], inviter: User?) {
        guard isListed(channel) else { return }
        channelWasChanged(channel)
        if userListType == .members { reloadUserList() }
    }

    /// Someone left: their row goes (they are no member, muted member or operator now).
    open func channel(_ channel: GroupChannel, userDidLeave user: User) {
        guard isListed(channel) else { return }
        channelWasChanged(channel)
        if userListType != .banned { removeUser(userId: user.userId) }
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
