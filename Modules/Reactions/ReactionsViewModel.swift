import BanterChatSDK
import BanterUIKitCore

/// The reactions screen's model: one message's reactions and, for each, the users who gave
/// it, named from the channel's members (a user who has left shows by id). It follows the
/// channel's reaction events, so a reaction given or taken back while the screen is up
/// shows at once (`ReactionsViewModelDelegate`).
///
/// The message the screen opens on may lack reactions the client was never told of (one
/// loaded in a history window; on Matrix, where the homeserver does not count them), so
/// the model starts with what the message holds and asks the service for the whole list
/// at once (`loadAllReactions()`): the answer replaces the reactions and the delegate hears
/// them updated; a failure keeps them and reaches the delegate as a non-blocking error.
///
/// Subclass it and assign `ViewModelSet.reactionsViewModel`, or return it from the view
/// controller's `createViewModel()`. Lifecycle as `BaseViewModel`. Main actor only.
@MainActor
open class ReactionsViewModel: BaseViewModel, BaseChannelDelegate {
    /// Hears the changes. Held weakly.
    public weak var delegate: ReactionsViewModelDelegate?
    /// The channel the message is in.
    public let channel: BaseChannel
    /// The message, as last updated.
    public private(set) var message: BaseMessage
    /// Users by id, read once from the channel's members.
    private lazy var knownUsers: [String: User] = {
        guard let group = channel as? GroupChannel else { return [:] }
        return Dictionary(group.members.map { ($0.userId, $0 as User) }, uniquingKeysWith: { first, _ in first })
    }()

    /// A model for `message` in `channel`, following the channel's reaction events.
    public required init(client: ChatClient?, channel: BaseChannel, message: BaseMessage, delegate: ReactionsViewModelDelegate?) {
        self.channel = channel
        self.message = message
        self.delegate = delegate
        super.init(client: client)
        followChannelEvents(self)
        loadAllReactions()
    }

    open override var commonDelegate: CommonViewModelDelegate? { delegate }

    /// The message's reactions, in order.
    open var reactions: [Reaction] { message.reactions }

    /// The current user's id.
    public var currentUserId: String? { client?.currentUser?.userId }

    /// Who gave `reaction`, in the order they did, named from the members (a user the
    /// channel no longer knows shows by id).
    open func users(for reaction: Reaction) -> [User] {
        let known = knownUsers
        return reaction.userIds.map { known[$0] ?? User(userId: $0) }
    }

    /// True from `loadAllReactions()` until its answer.
    public private(set) var isLoadingAllReactions = false

    /// Asks the service for every reaction on the message (`BaseChannel.loadReactions`);
    /// called once from `init`. The answer replaces the message (the delegate hears
    /// `reactionsViewModelDidUpdateReactions`); a failure keeps what is shown and reaches
    /// `didReceiveError(_:isBlocker:)` with `isBlocker` false. Nothing for a message the
    /// service has not stored yet (a pending one).
    open func loadAllReactions() {
        guard message.messageId > 0, !isDisposed else { return }
        isLoadingAllReactions = true
        channel.loadReactions(messageId: message.messageId) { [weak self] result in
            guard let self, !self.isDisposed else { return }
            self.isLoadingAllReactions = false
            switch result {
            case .success(let loaded):
                self.message = loaded
                self.delegate?.reactionsViewModelDidUpdateReactions(self)
            case .failure(let error):
                self.delegate?.didReceiveError(error, isBlocker: false)
            }
        }
    }

    // MARK: Channel events

    /// This message was updated (its reactions learned, edited): takes it and tells the delegate.
    open func channel(_ channel: BaseChannel, didUpdate message: BaseMessage) {
        guard !isDisposed, channel.channelURL == self.channel.channelURL, message.messageId == self.message.messageId else { return }
        self.message = message
        delegate?.reactionsViewModelDidUpdateReactions(self)
    }

    /// A reaction on this message: takes the new list and tells the delegate.
    open func channel(_ channel: BaseChannel, updatedReaction reactionEvent: ReactionEvent) {
        guard !isDisposed, channel.channelURL == self.channel.channelURL, reactionEvent.messageId == message.messageId else { return }
        message = message.applying(reactionEvent)
        delegate?.reactionsViewModelDidUpdateReactions(self)
    }

    /// This message was deleted: tells the delegate.
    open func channel(_ channel: BaseChannel, messageWasDeleted messageId: Int64) {
        guard !isDisposed, channel.channelURL == self.channel.channelURL, messageId == message.messageId else { return }
        delegate?.reactionsViewModelDidDeleteMessage(self)
    }
}
