import BanterChatSDK
import BanterUIKitCore

/// The model of the screen that makes a group channel's members operators: the channel,
/// then its joined members who are not operators, page by page (a `MemberListQuery`,
/// ordered by nickname), narrowed by a typed name (see `BaseSelectUserViewModel`), the
/// members picked, and promoting them.
///
/// The channel loads first (`loadChannel()`), unless given; a channel that cannot be
/// loaded is a blocking error (the screen offers a retry). Promoting is the base's
/// (`BaseRegisterOperatorViewModel.registerAsOperators(userIds:)`).
///
/// Lifecycle: made by the view controller (`createViewModel(...)`, from
/// `ViewModelSet.groupChannelRegisterOperatorViewModel`), loaded from its `viewDidLoad`,
/// disposed when it goes; results that arrive after `dispose()` are dropped. Main actor only.
@MainActor
open class GroupRegisterOperatorViewModel: BaseRegisterOperatorViewModel {
    /// Hears the members, the picks and the promotions. Held weakly.
    public weak var delegate: GroupRegisterOperatorViewModelDelegate? {
        get { baseDelegate as? GroupRegisterOperatorViewModelDelegate }
        set { baseDelegate = newValue }
    }
    /// Gives the screen's own members. Held weakly.
    public weak var dataSource: GroupRegisterOperatorViewModelDataSource? {
        get { baseDataSource as? GroupRegisterOperatorViewModelDataSource }
        set { baseDataSource = newValue }
    }

    /// A model promoting members of `channel` (or of the group channel at `channelURL`,
    /// loaded first) on `client`, picking among `users` (nil: the channel's members who are
    /// not operators).
    public required init(client: ChatClient?, channel: GroupChannel? = nil, channelURL: String? = nil, users: [User]? = nil,
                         delegate: GroupRegisterOperatorViewModelDelegate? = nil, dataSource: GroupRegisterOperatorViewModelDataSource? = nil) {
        super.init(client: client, channel: channel, channelURL: channelURL, channelType: .group, users: users, delegate: delegate,
                   dataSource: dataSource)
    }

    /// The group channel, once loaded.
    public var groupChannel: GroupChannel? { channel as? GroupChannel }

    /// The query of the channel's joined members who are not operators, by nickname.
    open func createMemberListQuery(for channel: GroupChannel) -> MemberListQuery {
        let query = channel.createMemberListQuery()
        query.limit = pageSize
        query.filter.operators = .nonOperatorsOnly
        query.filter.state = .joinedOnly
        return query
    }

    // MARK: Loading

    /// Loads the channel first when it is not loaded yet (see `BaseSelectUserViewModel`),
    /// then the members: the given ones, or the non-operators query.
    open override func loadNextUserList(reset: Bool, users: [User]? = nil) {
        if let channel = groupChannel, memberListQuery == nil, fixedUserList == nil, users == nil { useMemberListQuery(createMemberListQuery(for: channel)) }
        super.loadNextUserList(reset: reset, users: users)
    }
}
