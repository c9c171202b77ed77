import Foundation
/// One client's open connection to a `ChatBackend`, as one user: every request the SDK
/// makes goes through it. Opened by `ChatBackend.openSession`; a new one replaces it after a
/// reconnection.
///
/// Each request answers once through `reply`, on the main actor and later than the call, or
/// never when it is lost (see `ChatBackend` for the whole contract). Parameters arrive
/// already checked by the client; the backend answers for what needs its state. Replies
/// carry the service's view for this user (payloads), which the client applies to its
/// objects before its caller hears of it.
///
/// The value types of requests and answers beyond the records and payloads (anchors,
/// boundaries, pages, the catch-up) are in `Backend/Vocabulary/`: every backend speaks them.
@MainActor
package protocol ChatBackendSession: AnyObject {
    /// The user the session is connected as.
    var userId: String { get }
    /// False once the session ended, closed by either side.
    var isOpen: Bool { get }
    /// Ends the session from the client's side: nothing more is delivered to its listener,
    /// and `connectionWasLost()` is not called.
    func close()

    // MARK: Channels

    func createGroupChannel(_ params: GroupChannelCreateParams, reply: @escaping BackendReply<ChannelPayload>)
    func createOpenChannel(_ params: OpenChannelCreateParams, reply: @escaping BackendReply<ChannelPayload>)
    /// The channel at `url` as this user sees it, of any kind.
    func fetchChannel(url: String, reply: @escaping BackendReply<ChannelPayload>)
    /// The channel at `url` when it is of `kind`; 400201 otherwise.
    func lookUpChannel(url: String, kind: ChannelType, reply: @escaping BackendReply<ChannelPayload>)
    func updateChannel(url: String, _ params: ChannelUpdateParams, reply: @escaping BackendReply<ChannelPayload>)
    func deleteChannel(url: String, reply: @escaping BackendReply<Void>)
    func invite(url: String, userIds: [String], reply: @escaping BackendReply<ChannelPayload>)
    func join(url: String, reply: @escaping BackendReply<ChannelPayload>)
    func leave(url: String, reply: @escaping BackendReply<Void>)
    func setHidden(url: String, hidden: HiddenState, reply: @escaping BackendReply<ChannelPayload>)
    func setPushTriggerOption(url: String, option: GroupChannelPushTriggerOption, reply: @escaping BackendReply<ChannelPayload>)
    /// Enters (`entering`) or exits an open channel.
    func enter(url: String, entering: Bool, reply: @escaping BackendReply<ChannelPayload>)
    func markAsRead(url: String, reply: @escaping BackendReply<ChannelPayload>)
    /// Moves this user's read state back to just before `messageId` (someone else's stored
    /// message in the group channel `url`): the messages from it on count as unread again, on
    /// every client of the user (`.readStatus` about the user). 900300 for a message not in
    /// the channel, 800110 for the user's own message.
    func markAsUnread(url: String, messageId: Int64, reply: @escaping BackendReply<ChannelPayload>)
    func typing(url: String, isTyping: Bool, reply: @escaping BackendReply<Void>)

    // MARK: Moderation

    func setFrozen(url: String, frozen: Bool, reply: @escaping BackendReply<ChannelPayload>)
    /// Mutes (for `seconds`, nil: until unmuted) or unmutes `userId`.
    func setMuted(url: String, userId: String, seconds: Int?, muted: Bool, reply: @escaping BackendReply<Void>)
    /// Bans (for `seconds`, nil: until unbanned) or unbans `userId`.
    func setBanned(url: String, userId: String, seconds: Int?, banned: Bool, reply: @escaping BackendReply<Void>)
    func setOperators(url: String, userIds: [String], add: Bool, reply: @escaping BackendReply<Void>)

    // MARK: Messages

    /// Sends a message; a resend with a request id the service already stored answers with
    /// the stored message instead of storing it twice.
    func sendMessage(url: String, _ outgoing: OutgoingMessage, reply: @escaping BackendReply<MessagePayload>)
    /// Uploads file `index` of the multiple-files message `requestId` (its bytes when given)
    /// and answers with the address to send in `MessageExtras.files`; a file that already
    /// has one may be answered with it. Each file is its own request, so one that fails can
    /// be uploaded again alone.
    func uploadFile(url: String, requestId: String, index: Int, _ file: MessageExtras.FileInfo, data: Data?, reply: @escaping BackendReply<String>)
    /// Edits, deletions and reactions carry a request id too (the outbox's, kept across
    /// retries and restarts): a service that dedupes by it (Matrix, as its transaction id)
    /// stores a retried request once.
    func updateMessage(url: String, messageId: Int64, _ params: UserMessageUpdateParams, requestId: String, reply: @escaping BackendReply<MessagePayload>)
    func deleteMessage(url: String, messageId: Int64, requestId: String, reply: @escaping BackendReply<Void>)
    /// Adds (`add`) or removes this user's reaction `key`.
    func react(url: String, messageId: Int64, key: String, add: Bool, requestId: String, reply: @escaping BackendReply<ReactionEvent>)
    /// The message `messageId` in `url` with all of its reactions, as the service holds
    /// them: for a client that may have been told only some (a message from a history
    /// window, a service that does not count reactions with its messages). Who reacted is
    /// complete however many did: a backend reading them in pages reads every page. When
    /// the answer holds reactions the client was not told of, the backend first tells the
    /// message updated (`.messageUpdated`, to every client of the user it reaches), so every
    /// view of the message shows them; the reply is the same message. Reactions taken back
    /// meanwhile are not in the answer. 900300 for a message not in the channel, 400108
    /// for a non-member; a failure changes nothing the client holds.
    func loadReactions(url: String, messageId: Int64, reply: @escaping BackendReply<MessagePayload>)

    // MARK: History

    /// Messages around an anchor, for the direct history calls (`getMessagesByTimestamp`, …).
    func loadMessages(
        url: String, anchor: HistoryAnchor, params: MessageListParams, threadOf parentId: Int64?,
        reply: @escaping BackendReply<[MessagePayload]>)
    /// A message collection's first window around `time`.
    func loadHistoryWindow(
        url: String, around time: Int64, previous: Int, next: Int, params: MessageListParams,
        reply: @escaping BackendReply<HistoryWindow>)
    /// A message collection's next page past `boundary`.
    func loadHistoryPage(
        url: String, from boundary: HistoryBoundary, forward: Bool, limit: Int, params: MessageListParams,
        reply: @escaping BackendReply<HistoryPage>)
    /// What a message collection missed since `token`: changes to what it holds (`held`),
    /// new messages after `fillAfter` up to `fillLimit`, and the fate of its failed sends.
    func catchUpHistory(
        url: String, token: HistorySyncToken, fillAfter: Int64?, fillLimit: Int,
        held: ClosedRange<Int64>?, params: MessageListParams, failedRequestIds: [String],
        reply: @escaping BackendReply<HistoryCatchUp>)

    // MARK: Lists and search

    func listMyGroupChannels(
        _ params: GroupChannelListQueryParams, after cursor: GroupChannelListSortKey?,
        through bound: GroupChannelListSortKey?, limit: Int?,
        reply: @escaping BackendReply<ChannelListPage>)
    func listOpenChannels(
        filter: OpenChannelListQuery.Filter, after cursor: Int?, limit: Int,
        reply: @escaping BackendReply<OpenChannelListPage>)
    func listUsers(
        _ source: UserListSource, nicknamePrefix: String?, after cursor: String?, limit: Int,
        reply: @escaping BackendReply<UserListPage>)
    func listMembers(
        url: String, filter: MemberListQuery.Filter, after cursor: MemberListCursor?, limit: Int,
        reply: @escaping BackendReply<MemberListPage>)
    func searchMessages(_ params: MessageSearchQueryParams, offset: Int, reply: @escaping BackendReply<SearchResult>)

    // MARK: Blocking and reporting

    /// The users this user has blocked, as the service last told: read at each use, never a
    /// request (the mock reads its state, Matrix its `m.ignored_user_list` account data).
    var blockedUserIds: Set<String> { get }
    /// Blocks (`blocked`) or unblocks `userId` for this user; answers with their profile.
    func setBlocked(userId: String, blocked: Bool, reply: @escaping BackendReply<UserRecord>)
    /// Reports the message `messageId` in `url`, or (`messageId` nil) `offendingUserId` there.
    func report(
        url: String, messageId: Int64?, offendingUserId: String?, category: ReportCategory, description: String?,
        reply: @escaping BackendReply<Void>)
    /// The reports filed in `url`, oldest first; operators only.
    func listReports(url: String, reply: @escaping BackendReply<[ReportRecord]>)
}
