import BanterChatSDK

/// What the models of the register-operator screens share (a group channel's members, an
/// open channel's participants): the people to pick from (given, or the subclass's query),
/// the picks, and making them operators.
///
/// `registerAsOperators(userIds:)` asks the service; one request at a time, a second call
/// while one is in flight is ignored. The delegate hears `didRegisterOperatorIds`, or
/// `didFailToRegisterOperatorIds` with the service's error (nothing changed then); the
/// people promoted leave the list.
///
/// Lifecycle: made by its view controller, loaded from `viewDidLoad`, disposed when the
/// controller goes; results that arrive after `dispose()` are dropped. Main actor only.
@MainActor
open class BaseRegisterOperatorViewModel: BaseSelectUserViewModel {
    /// The people to pick from instead of the subclass's query, when given.
    public let fixedUserList: [User]?
    /// Whether a promotion request is in flight.
    public private(set) var isRegistering = false

    /// A model promoting people of `channel` (or of the `channelType` channel at
    /// `channelURL`, loaded first) on `client`, picking among `users` (nil: the subclass's
    /// query).
    public init(client: ChatClient?, channel: BaseChannel? = nil, channelURL: String? = nil, channelType: ChannelType,
                users: [User]? = nil, delegate: BaseRegisterOperatorViewModelDelegate? = nil,
                dataSource: BaseSelectUserViewModelDataSource? = nil) {
        fixedUserList = users
        super.init(client: client, channel: channel, channelURL: channelURL, channelType: channelType, delegate: delegate,
                   dataSource: dataSource)
    }

    /// Hears the promotions; the select-user delegate, when it is one.
    public var registerDelegate: BaseRegisterOperatorViewModelDelegate? { baseDelegate as? BaseRegisterOperatorViewModelDelegate }

    /// Loads the channel first when it is not loaded yet (see `BaseSelectUserViewModel`),
    /// then the people: `users`, the given ones, or the subclass's query.
    open override func loadNextUserList(reset: Bool, users: [User]? = nil) {
        super.loadNextUserList(reset: reset, users: users ?? fixedUserList)
    }

    /// Makes the people picked operators.
    public func registerAsOperators() {
        registerAsOperators(users: selectedUserList)
    }

    /// Makes `users` operators.
    public func registerAsOperators(users: [User]) {
        registerAsOperators(userIds: users.map(\.userId))
    }

    /// Makes `userIds` operators of the channel. No one picked, or a channel not loaded
    /// yet, is refused without a request (800110). Ignored while a request is in flight or
    /// after `dispose()`.
    open func registerAsOperators(userIds: [String]) {
        guard !isDisposed, !isRegistering else { return }
        guard !userIds.isEmpty else {
            registerDelegate?.registerOperatorViewModel(self, didFailToRegisterOperatorIds: userIds, error: ViewModelError.noOperatorPicked.chatError)
            return
        }
        guard let channel else {
            registerDelegate?.registerOperatorViewModel(self, didFailToRegisterOperatorIds: userIds, error: ViewModelError.channelNotLoaded.chatError)
            return
        }
        isRegistering = true
        channel.addOperators(userIds: userIds) { [weak self] result in
            guard let self, !self.isDisposed else { return }
            self.isRegistering = false
            switch result {
            case .success:
                self.excludedUserIds.formUnion(userIds)
                self.registerDelegate?.registerOperatorViewModel(self, didRegisterOperatorIds: userIds)
            case .failure(let error):
                self.registerDelegate?.registerOperatorViewModel(self, didFailToRegisterOperatorIds: userIds, error: error)
            }
        }
    }
}
