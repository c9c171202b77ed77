import BanterChatSDK
import BanterUIKitCore

/// The model of the screen that makes a group channel's members operators: the channel,
/// then its joined members who are not operators, page by page (a `MemberListQuery`,
/// ordered by nickname), narrowed by a typed name (see `BaseSelectUserViewModel`), the
/// members picked, and promoting them.
///
/// The channel loads first (`loadChannel()`), unless given; a channel that cannot be
/// loaded is a blocking error (the screen offers a retry). `registerAsOperators(userIds:)`
/// asks the service; one request at a time, a second call while one is in flight is
/// ignored. The delegate hears `didRegisterOperatorIds`, or `didFailToRegisterOperatorIds`
/// with the service's error (nothing changed then); the members promoted leave the list.
///
/// Lifecycle: made by the view controller (`createViewModel(...)`, from
/// `ViewModelSet.groupChannelRegisterOperatorViewModel`), loaded from its `viewDidLoad`,
/// disposed when it goes; results that arrive after `dispose()` are dropped. Main actor only.
@MainActor
open class GroupRegisterOperatorViewModel: BaseSelectUserViewModel {
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

    /// The people to pick from instead of the channel's members, when given.
    public let fixedUserList: [User]?
    /// Whether a promotion request is in flight.
    public var isRegistering: Bool { isRegisteringOperators }

    /// A model promoting members of `channel` (or of the group channel at `channelURL`,
    /// loaded first) on `client`, picking among `users` (nil: the channel's members who are
    /// not operators).
    public required init(client: ChatClient?, channel: GroupChannel? = nil, channelURL: String? = nil, users: [User]? = nil,
                         delegate: GroupRegisterOperatorViewModelDelegate? = nil, dataSource: GroupRegisterOperatorViewModelDataSource? = nil) {
        fixedUserList = users
        super.init(client: client, channel: channel, channelURL: channelURL, channelType: .group, delegate: delegate, dataSource: dataSource)
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
        super.loadNextUserList(reset: reset, users: users ?? fixedUserList)
    }

    // MARK: Promoting

    /// Makes the members picked operators.
    public func registerAsOperators() {
        registerAsOperators(users: selectedUserList)
    }

    /// Makes `users` operators.
    public func registerAsOperators(users: [User]) {
        registerAsOperators(userIds: users.map(\.userId))
    }

    /// Makes `userIds` operators of the channel (`registerOperators(userIds:completion:)`):
    /// the delegate hears `didRegisterOperatorIds` or `didFailToRegisterOperatorIds`. No one
    /// picked, or a channel not loaded yet, is refused without a request (800110). Ignored
    /// while a request is in flight or after `dispose()`.
    open func registerAsOperators(userIds: [String]) {
        registerOperators(userIds: userIds) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success: self.delegate?.registerOperatorViewModel(self, didRegisterOperatorIds: userIds)
            case .failure(let error): self.delegate?.registerOperatorViewModel(self, didFailToRegisterOperatorIds: userIds, error: error)
            }
        }
    }
}
