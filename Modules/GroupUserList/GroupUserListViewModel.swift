import BanterChatSDK
import BanterUIKitCore

/// The model of a group channel's user list: the members (by nickname), the operators,
/// the muted members or the banned users, page by page through the SDK's queries
/// (`memberListQuery`, `operatorListQuery`, `mutedMemberListQuery`, `bannedUserListQuery`),
/// narrowed by a typed nickname prefix on the service; see `BaseUserListViewModel` for
/// loading, filtering and the row actions.
///
/// While the screen is open the model follows the channel: someone joining or being
/// invited reloads the members list, someone leaving leaves it at once.
///
/// Lifecycle: made by the view controller (`createViewModel(...)`, from
/// `ViewModelSet.groupUserListViewModel`), loaded from its `viewDidLoad`, disposed when it
/// goes. Main actor only.
@MainActor
open class GroupUserListViewModel: BaseUserListViewModel, GroupChannelDelegate {
    /// Hears the users, the channel and the actions. Held weakly.
    public weak var delegate: GroupUserListViewModelDelegate? {
        get { baseDelegate as? GroupUserListViewModelDelegate }
        set { baseDelegate = newValue }
    }
    /// Gives the screen's own users. Held weakly.
    public weak var dataSource: GroupUserListViewModelDataSource? {
        get { baseDataSource as? GroupUserListViewModelDataSource }
        set { baseDataSource = newValue }
    }

    /// The channel, once loaded.
    public var groupChannel: GroupChannel? { channel as? GroupChannel }

    /// The query of the members list, once made.
    public private(set) var memberListQuery: MemberListQuery?
    /// The query of the operators list, once made.
    public private(set) var operatorListQuery: OperatorListQuery?
    /// The query of the muted members list (members filtered by mute), once made.
    public private(set) var mutedMemberListQuery: MemberListQuery?
    /// The query of the banned users list, once made.
    public private(set) var bannedUserListQuery: BannedUserListQuery?

    /// A model listing `userListType` of `channel` (or of the group channel at
    /// `channelURL`, loaded first) on `client`.
    public required init(client: ChatClient?, channel: GroupChannel? = nil, channelURL: String? = nil,
                         userListType: ChannelUserListType = .members,
                         delegate: GroupUserListViewModelDelegate? = nil, dataSource: GroupUserListViewModelDataSource? = nil) {
        super.init(client: client, channel: channel, channelURL: channelURL, channelType: .group, userListType: userListType,
                   delegate: delegate, dataSource: dataSource)
    }

    // MARK: Queries

    /// Whether the list's query may have more pages (true before it is made).
    open override var queryHasNext: Bool {
        switch userListType {
        case .members: memberListQuery?.hasNext ?? true
        case .operators: operatorListQuery?.hasNext ?? true
        case .muted: mutedMemberListQuery?.hasNext ?? true
        case .banned: bannedUserListQuery?.hasNext ?? true
        case .participants: false
        }
    }

    /// Forgets the query, so the next page starts again (with the current filter).
    open override func resetQuery() {
        memberListQuery = nil
        operatorListQuery = nil
        mutedMemberListQuery = nil
        bannedUserListQuery = nil
    }

    /// Loads the next page from the list type's query, made on first use with the filter
    /// and page size. Participants are an open channel's: nothing is asked.
    open override func loadNextPage(of channel: BaseChannel, completion: @escaping @MainActor (Result<[User], ChatError>) -> Void) -> Bool {
        guard let channel = channel as? GroupChannel else { return false }
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

    // MARK: Events

    /// The operators changed: besides what the base does, the members list reads the
    /// roles of the members it shows from the channel, so a promotion by another operator
    /// shows at once (the event does not say whom it concerns).
    open override func channelDidUpdateOperators(_ channel: BaseChannel) {
        super.channelDidUpdateOperators(channel)
        guard isListed(channel), userListType == .members, let group = channel as? GroupChannel, !userList.isEmpty else { return }
        let shown = Set(userList.map(\.userId))
        var isOperator: [String: Bool] = [:]
        for member in group.members where shown.contains(member.userId) { isOperator[member.userId] = member.role == .operator }
        updateMarks { user, marks in
            guard let role = isOperator[user.userId] else { return }
            if role { marks.insert(.operator) } else { marks.remove(.operator) }
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
}
