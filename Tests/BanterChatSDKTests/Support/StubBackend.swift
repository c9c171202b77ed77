import Foundation
import BanterScheduling
@testable import BanterChatSDK

/// A backend that is not `ChatServer`: a few canned answers on a manual clock, to show that
/// `ChatClient` needs nothing beyond the `ChatBackend` contract. Channels exist only as the
/// one `channel` payload; every request but fetching it and `typing` is refused with
/// 500901, and `typing` is never answered (a lost request).
@MainActor
final class StubBackend: ChatBackend {
    let manualScheduler = ManualScheduler()
    var scheduler: any Scheduler { manualScheduler }
    var now: Int64 { 1_767_603_600_000 + Int64(manualScheduler.now.components.seconds) * 1000 }
    var limits = BackendLimits(ackTimeout: .seconds(5), maxMessageLength: 20, maxFileSize: 1000, uploadBytesPerSecond: 1000)
    let identity = "stub"
    /// Whether `openSession` succeeds.
    var isReachable = true
    private(set) var sessions: [StubSession] = []
    private var clients = 0

    func makeRequestIdPrefix() -> String {
        clients += 1
        return "stub\(clients)"
    }

    func userRecord(_ userId: String) -> UserRecord {
        UserRecord(userId: userId, nickname: userId.capitalized, profileURL: nil)
    }

    func openSession(
        userId: String, nickname: String?, listener: any ChatBackendListener,
        completion: @escaping BackendReply<(session: any ChatBackendSession, user: UserRecord)>
    ) {
        scheduler.schedule(after: .milliseconds(10)) { [self] in
            guard isReachable else { return completion(.failure(.networkError)) }
            let session = StubSession(userId: userId, listener: listener, backend: self)
            sessions.append(session)
            var user = userRecord(userId)
            if let nickname, !nickname.isEmpty { user.nickname = nickname }
            completion(.success((session, user)))
        }
    }

    /// The one channel, as `userId` sees it.
    func channel(for userId: String) -> ChannelPayload {
        let header = ChannelHeader(url: "stub-channel", kind: .group, name: "Stubbed", createdAt: now)
        return ChannelPayload(
            header: header, members: [], joinedMemberCount: 2, my: nil, myMutedUntil: nil, isOperator: false,
            lastMessage: nil, participantCount: 0, typingUserIds: [])
    }

    /// Pushes a message from `senderId` to every open session, as a service would.
    func push(_ text: String, from senderId: String, messageId: Int64) {
        for session in sessions where session.isOpen {
            let record = MessageRecord(
                messageId: messageId, kind: .user, senderId: senderId, text: text, createdAt: now, updatedAt: now)
            let message = MessagePayload(
                channelURL: "stub-channel", channelType: .group, record: record, extras: nil,
                sender: userRecord(senderId), parent: nil)
            session.listener?.receive(.messageReceived(channel(for: session.userId), message))
        }
    }

    /// Drops every session under its client, as a network failure would.
    func dropAll() {
        for session in sessions where session.isOpen {
            session.isOpen = false
            session.listener?.connectionWasLost()
        }
    }
}

/// `StubBackend`'s session; it logs the requests it gets.
@MainActor
final class StubSession: ChatBackendSession {
    let userId: String
    var isOpen = true
    private(set) weak var listener: (any ChatBackendListener)?
    private unowned let backend: StubBackend
    private(set) var requests: [String] = []

    init(userId: String, listener: any ChatBackendListener, backend: StubBackend) {
        self.userId = userId
        self.listener = listener
        self.backend = backend
    }

    func close() { isOpen = false }

    private func refuse<T>(_ name: String, _ reply: @escaping BackendReply<T>) {
        requests.append(name)
        backend.scheduler.schedule(after: .milliseconds(10)) {
            reply(.failure(ChatError(.internalServerError, "The stub does not do \(name).")))
        }
    }

    func fetchChannel(url: String, reply: @escaping BackendReply<ChannelPayload>) {
        answerChannel("fetchChannel", reply)
    }

    func lookUpChannel(url: String, kind: ChannelType, reply: @escaping BackendReply<ChannelPayload>) {
        answerChannel("lookUpChannel", reply)
    }

    private func answerChannel(_ name: String, _ reply: @escaping BackendReply<ChannelPayload>) {
        requests.append(name)
        backend.scheduler.schedule(after: .milliseconds(10)) { [self] in reply(.success(backend.channel(for: userId))) }
    }

    func typing(url: String, isTyping: Bool, reply: @escaping BackendReply<Void>) {
        requests.append("typing")
    }

    func createGroupChannel(_ params: GroupChannelCreateParams, reply: @escaping BackendReply<ChannelPayload>) { refuse("createGroupChannel", reply) }
    func createOpenChannel(_ params: OpenChannelCreateParams, reply: @escaping BackendReply<ChannelPayload>) { refuse("createOpenChannel", reply) }
    func updateChannel(url: String, _ params: ChannelUpdateParams, reply: @escaping BackendReply<ChannelPayload>) { refuse("updateChannel", reply) }
    func deleteChannel(url: String, reply: @escaping BackendReply<Void>) { refuse("deleteChannel", reply) }
    func invite(url: String, userIds: [String], reply: @escaping BackendReply<ChannelPayload>) { refuse("invite", reply) }
    func join(url: String, reply: @escaping BackendReply<ChannelPayload>) { refuse("join", reply) }
    func leave(url: String, reply: @escaping BackendReply<Void>) { refuse("leave", reply) }
    func setHidden(url: String, hidden: HiddenState, reply: @escaping BackendReply<ChannelPayload>) { refuse("setHidden", reply) }
    func setPushTriggerOption(url: String, option: GroupChannelPushTriggerOption, reply: @escaping BackendReply<ChannelPayload>) {
        refuse("setPushTriggerOption", reply)
    }
    func enter(url: String, entering: Bool, reply: @escaping BackendReply<ChannelPayload>) { refuse("enter", reply) }
    func markAsRead(url: String, reply: @escaping BackendReply<ChannelPayload>) { refuse("markAsRead", reply) }
    func markAsUnread(url: String, messageId: Int64, reply: @escaping BackendReply<ChannelPayload>) { refuse("markAsUnread", reply) }
    func setFrozen(url: String, frozen: Bool, reply: @escaping BackendReply<ChannelPayload>) { refuse("setFrozen", reply) }
    func setMuted(url: String, userId: String, seconds: Int?, muted: Bool, reply: @escaping BackendReply<Void>) { refuse("setMuted", reply) }
    func setBanned(url: String, userId: String, seconds: Int?, banned: Bool, reply: @escaping BackendReply<Void>) { refuse("setBanned", reply) }
    func setOperators(url: String, userIds: [String], add: Bool, reply: @escaping BackendReply<Void>) { refuse("setOperators", reply) }
    func sendMessage(url: String, _ outgoing: OutgoingMessage, reply: @escaping BackendReply<MessagePayload>) { refuse("sendMessage", reply) }
    func uploadFile(url: String, requestId: String, index: Int, _ file: MessageExtras.FileInfo, data: Data?, reply: @escaping BackendReply<String>) {
        refuse("uploadFile", reply)
    }
    func updateMessage(url: String, messageId: Int64, _ params: UserMessageUpdateParams, requestId: String, reply: @escaping BackendReply<MessagePayload>) {
        refuse("updateMessage", reply)
    }
    func deleteMessage(url: String, messageId: Int64, requestId: String, reply: @escaping BackendReply<Void>) { refuse("deleteMessage", reply) }
    var blockedUserIds: Set<String> { [] }
    func setBlocked(userId: String, blocked: Bool, reply: @escaping BackendReply<UserRecord>) { refuse("setBlocked", reply) }
    func report(
        url: String, messageId: Int64?, offendingUserId: String?, category: ReportCategory, description: String?,
        reply: @escaping BackendReply<Void>
    ) { refuse("report", reply) }
    func listReports(url: String, reply: @escaping BackendReply<[ReportRecord]>) { refuse("listReports", reply) }
    func react(url: String, messageId: Int64, key: String, add: Bool, requestId: String, reply: @escaping BackendReply<ReactionEvent>) { refuse("react", reply) }
    func loadReactions(url: String, messageId: Int64, reply: @escaping BackendReply<MessagePayload>) { refuse("loadReactions", reply) }
    func loadMessages(
        url: String, anchor: HistoryAnchor, params: MessageListParams, threadOf parentId: Int64?,
        reply: @escaping BackendReply<[MessagePayload]>
    ) { refuse("loadMessages", reply) }
    func loadHistoryWindow(
        url: String, around time: Int64, previous: Int, next: Int, params: MessageListParams,
        reply: @escaping BackendReply<HistoryWindow>
    ) { refuse("loadHistoryWindow", reply) }
    func loadHistoryPage(
        url: String, from boundary: HistoryBoundary, forward: Bool, limit: Int, params: MessageListParams,
        reply: @escaping BackendReply<HistoryPage>
    ) { refuse("loadHistoryPage", reply) }
    func catchUpHistory(
        url: String, token: HistorySyncToken, fillAfter: Int64?, fillLimit: Int,
        held: ClosedRange<Int64>?, params: MessageListParams, failedRequestIds: [String],
        reply: @escaping BackendReply<HistoryCatchUp>
    ) { refuse("catchUpHistory", reply) }
    func listMyGroupChannels(
        _ params: GroupChannelListQueryParams, after cursor: GroupChannelListSortKey?,
        through bound: GroupChannelListSortKey?, limit: Int?,
        reply: @escaping BackendReply<ChannelListPage>
    ) { refuse("listMyGroupChannels", reply) }
    func listOpenChannels(
        filter: OpenChannelListQuery.Filter, after cursor: Int?, limit: Int,
        reply: @escaping BackendReply<OpenChannelListPage>
    ) { refuse("listOpenChannels", reply) }
    func listUsers(
        _ source: UserListSource, nicknamePrefix: String?, after cursor: String?, limit: Int,
        reply: @escaping BackendReply<UserListPage>
    ) { refuse("listUsers", reply) }
    func listMembers(
        url: String, filter: MemberListQuery.Filter, after cursor: MemberListCursor?, limit: Int,
        reply: @escaping BackendReply<MemberListPage>
    ) { refuse("listMembers", reply) }
    func searchMessages(_ params: MessageSearchQueryParams, offset: Int, reply: @escaping BackendReply<SearchResult>) {
        refuse("searchMessages", reply)
    }
}
