import BanterChatSDK
import BanterUIKitCore

/// The model of the screen that makes a channel's members or participants operators, for
/// group and open channels alike (`channelType`): the channel, then the people who are not
/// operators, page by page (a group channel's joined members by nickname, a
/// `MemberListQuery`; an open channel's participants, a `ParticipantListQuery`), narrowed
/// by a typed name (see `BaseSelectUserViewModel`), the people picked, and promoting them.
///
/// The channel loads first (`loadChannel()`), unless given; a channel that cannot be
/// loaded is a blocking error (the screen offers a retry). An open channel's operators are
/// left out (`excludedUserIds`), and stay left out as they change while the screen is open;
/// someone entering meanwhile is offered at once (the list loads again, the picks stay).
/// Promoting is the base's (`BaseRegisterOperatorViewModel.registerAsOperators(userIds:)`).
///
/// Lifecycle: made by the view controller (`createViewModel(...)`, from
/// `ViewModelSet.groupChannelRegisterOperatorViewModel` or
/// `openChannelRegisterOperatorViewModel`), loaded from its `viewDidLoad`, disposed when it
/// goes; results that arrive after `dispose()` are dropped. Main actor only.
@MainActor
open class RegisterOperatorViewModel: BaseRegisterOperatorViewModel, OpenChannelDelegate {
    /// Hears the people, the picks and the promotions. Held weakly.
    public weak var delegate: RegisterOperatorViewModelDelegate? {
        get { baseDelegate as? RegisterOperatorViewModelDelegate }
        set { baseDelegate = newValue }
    }
    /// Gives the screen's own people. Held weakly.
    public weak var dataSource: RegisterOperatorViewModelDataSource? {
        get { baseDataSource as? RegisterOperatorViewModelDataSource }
        set { baseDataSource = newValue }
    }

    /// A model promoting members or participants of `channel` (or of the `channelType`
    /// channel at `channelURL`, loaded first) on `client`, picking among `users` (nil: the
    /// people who are not operators).
    public required init(client: ChatClient?, channel: BaseChannel? = nil, channelURL: String? = nil, channelType: ChannelType = .group,
                         users: [User]? = nil, delegate: RegisterOperatorViewModelDelegate? = nil,
                         dataSource: RegisterOperatorViewModelDataSource? = nil) {
        let channelType = channel.map { $0 is OpenChannel ? ChannelType.open : .group } ?? channelType
        super.init(client: client, channel: channel, channelURL: channelURL, channelType: channelType, users: users, delegate: delegate,
                   dataSource: dataSource)
        // An open channel's participants are followed as they enter and its operators as they
        // change; a group channel's member query leaves operators out on the service.
        if channelType == .open {
            if let channel { channelDidLoad(channel) }
            followChannelEvents(self)
        }
    }

    /// The group channel, once loaded (nil for an open one).
    public var groupChannel: GroupChannel? { channel as? GroupChannel }
    /// The open channel, once loaded (nil for a group one).
    public var openChannel: OpenChannel? { channel as? OpenChannel }

    /// The query of a group channel's joined members who are not operators, by nickname.
    open func createMemberListQuery(for channel: GroupChannel) -> MemberListQuery {
        let query = channel.createMemberListQuery()
        query.limit = pageSize
        query.filter.operators = .nonOperatorsOnly
        query.filter.state = .joinedOnly
        return query
    }

    /// The query of the people in an open channel now.
    open func createParticipantListQuery(for channel: OpenChannel) -> ParticipantListQuery {
        let query = channel.createParticipantListQuery()
        query.limit = pageSize
        return query
    }

    // MARK: Loading

    /// An open channel's operators are not offered (a group channel's query leaves them out).
    open override func channelDidLoad(_ channel: BaseChannel) {
        guard let channel = channel as? OpenChannel else { return }
        excludedUserIds = Set(channel.operators.map(\.userId))
    }

    /// Loads the channel first when it is not loaded yet (see `BaseSelectUserViewModel`),
    /// then the people: the given ones, or the channel type's query.
    open override func loadNextUserList(reset: Bool, users: [User]? = nil) {
        if fixedUserList == nil, users == nil {
            if let channel = groupChannel, memberListQuery == nil { useMemberListQuery(createMemberListQuery(for: channel)) }
            if let channel = openChannel, userListQuery == nil { useUserListQuery(createParticipantListQuery(for: channel)) }
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

    /// The operators of an open channel changed (another operator promoted someone): they
    /// are no longer offered.
    open func channelDidUpdateOperators(_ channel: BaseChannel) {
        guard channel is OpenChannel else { return }
        channelDidChange(channel)
    }
}
