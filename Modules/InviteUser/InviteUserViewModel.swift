import BanterChatSDK
import BanterUIKitCore

/// The model of the invite screen: the channel, then the application's users page by page
/// with the channel's members (joined or invited) left out, narrowed by a typed name (see
/// `BaseSelectUserViewModel`), the people picked, and inviting them.
///
/// The channel loads first (`loadChannel()`), since its members decide who is offered; a
/// channel that cannot be loaded is a blocking error (the screen offers a retry). While the
/// screen is open the model follows the channel: someone joining, leaving or being invited
/// elsewhere changes who is offered at once (a member picked is unpicked).
///
/// `invite(userIds:)` asks the service; one request at a time, a second call while one is
/// in flight is ignored. The delegate hears `didInviteUserIds`, or `didFailToInviteUserIds`
/// with the service's error (nothing changed then).
///
/// Lifecycle: made by the view controller (`createViewModel(...)`, from
/// `ViewModelSet.inviteUserViewModel`), loaded from its `viewDidLoad`, disposed when it
/// goes; results that arrive after `dispose()` are dropped. Main actor only.
@MainActor
open class InviteUserViewModel: BaseSelectUserViewModel, GroupChannelDelegate {
    /// Hears the people, the picks and the invitations. Held weakly.
    public weak var delegate: InviteUserViewModelDelegate? {
        get { baseDelegate as? InviteUserViewModelDelegate }
        set { baseDelegate = newValue }
    }
    /// Gives the screen's own people. Held weakly.
    public weak var dataSource: InviteUserViewModelDataSource? {
        get { baseDataSource as? InviteUserViewModelDataSource }
        set { baseDataSource = newValue }
    }

    /// The people to pick from instead of the application's users, when given.
    public let fixedUserList: [User]?
    /// Whether an invitation request is in flight.
    public private(set) var isInviting = false

    /// A model inviting people to `channel` (or the group channel at `channelURL`, loaded
    /// first) on `client`, picking among `users` (nil: `userListQuery`, or every
    /// application user).
    public required init(client: ChatClient?, channel: GroupChannel? = nil, channelURL: String? = nil, users: [User]? = nil,
                         userListQuery: UserListQuery? = nil,
                         delegate: InviteUserViewModelDelegate? = nil, dataSource: InviteUserViewModelDataSource? = nil) {
        fixedUserList = users
        super.init(client: client, channel: channel, channelURL: channelURL, channelType: .group, userListQuery: userListQuery,
                   delegate: delegate, dataSource: dataSource)
        if let channel { channelDidLoad(channel) }
        followChannelEvents(self)
    }

    /// Everyone the channel holds, joined or invited: they are not offered.
    public static func memberIds(of channel: GroupChannel) -> Set<String> {
        Set(channel.members.map(\.userId))
    }

    // MARK: Loading

    /// Loads the channel first when it is not loaded yet (see `BaseSelectUserViewModel`),
    /// then the people: the given ones, or the service's.
    open override func loadNextUserList(reset: Bool, users: [User]? = nil) {
        super.loadNextUserList(reset: reset, users: users ?? fixedUserList)
    }

    /// The channel's members, joined or invited, are not offered.
    open override func channelDidLoad(_ channel: BaseChannel) {
        guard let channel = channel as? GroupChannel else { return }
        excludedUserIds = Self.memberIds(of: channel)
    }

    // MARK: Inviting

    /// Invites the people picked.
    public func inviteUsers() {
        invite(users: selectedUserList)
    }

    /// Invites `users`.
    public func invite(users: [User]) {
        invite(userIds: users.map(\.userId))
    }

    /// Invites `userIds` to the channel. No one to invite, or a channel not loaded yet, is
    /// refused without a request (800110). Ignored while a request is in flight or after
    /// `dispose()`.
    open func invite(userIds: [String]) {
        guard !isDisposed, !isInviting else { return }
        guard !userIds.isEmpty else {
            delegate?.inviteUserViewModel(self, didFailToInviteUserIds: userIds, error: ViewModelError.noInviteePicked.chatError)
            return
        }
        guard let channel = channel as? GroupChannel else {
            delegate?.inviteUserViewModel(self, didFailToInviteUserIds: userIds, error: ViewModelError.channelNotLoaded.chatError)
            return
        }
        isInviting = true
        channel.invite(userIds: userIds) { [weak self] result in
            guard let self, !self.isDisposed else { return }
            self.isInviting = false
            switch result {
            case .success:
                // The invitation event follows; leave them out now so the list is right at once.
                self.excludedUserIds.formUnion(userIds)
                self.delegate?.inviteUserViewModel(self, didInviteUserIds: userIds)
            case .failure(let error):
                self.delegate?.inviteUserViewModel(self, didFailToInviteUserIds: userIds, error: error)
            }
        }
    }

    // MARK: GroupChannelDelegate

    /// Someone was invited: no longer offered.
    open func channel(_ channel: GroupChannel, didReceiveInvitation invitees: [User], inviter: User?) {
        followMembers(of: channel)
    }

    /// Someone joined: no longer offered.
    open func channel(_ channel: GroupChannel, userDidJoin user: User) {
        followMembers(of: channel)
    }

    /// Someone left: offered again from the next page (the rows shown stay as they are).
    open func channel(_ channel: GroupChannel, userDidLeave user: User) {
        followMembers(of: channel)
    }

    private func followMembers(of channel: GroupChannel) {
        channelDidChange(channel)
    }
}
