@testable import BanterChatSDK

/// What the service should hold and answer, written from its documented rules alone: a few
/// dictionaries and the order in which the service checks a request. The model-based test
/// asks it what each call should do, then compares the SDK with it.
struct ReferenceModel {
    struct Member: Equatable {
        var isOperator = false
        var mutedUntil: Int64?
        var isHidden = false
        /// Messages from others stored since this member last read the channel.
        var unread = 0
    }

    struct Message: Equatable {
        let id: Int64
        let sender: String
        var text: String
        let parentId: Int64?
        let requestId: String
        var reactions: [String: [String]] = [:]
    }

    struct Channel {
        let url: String
        let isDistinct: Bool
        var members: [String: Member]
        var bannedUntil: [String: Int64] = [:]
        var isFrozen = false
        /// Every message the service stores, oldest first, whether or not its sender heard back.
        var messages: [Message] = []

        func message(_ id: Int64) -> Message? { messages.first { $0.id == id } }

        func isMuted(_ userId: String, at now: Int64) -> Bool { members[userId]?.mutedUntil.map { $0 > now } ?? false }
        func isBanned(_ userId: String, at now: Int64) -> Bool { bannedUntil[userId].map { $0 > now } ?? false }
    }

    /// What a call should end with: a success or a refusal code. With `mayTimeOut`, a fault
    /// may turn either into 800180, the acknowledgement timeout.
    struct Expectation: Equatable, CustomStringConvertible {
        var code: ChatError.Code?
        var mayTimeOut = false

        static let success = Expectation(code: nil)
        static func refused(_ code: ChatError.Code) -> Expectation { Expectation(code: code) }

        func allows(_ outcome: ChatError.Code?) -> Bool {
            outcome == code || (mayTimeOut && outcome == .ackTimeout)
        }

        var description: String {
            (code.map { "refused with \($0.rawValue)" } ?? "success") + (mayTimeOut ? " (or 800180)" : "")
        }
    }

    let userIds: [String]
    var knownUsers: Set<String>
    var channels: [Channel] = []
    var messagesPerSecond: Int?
    /// Service times of the sends counted against each user's rate limit.
    var sendTimes: [String: [Int64]] = [:]
    var isConnected: [Bool]
    var isNetworkAvailable = true
    var faultsOn = false

    init(userIds: [String], messagesPerSecond: Int?) {
        self.userIds = userIds
        knownUsers = Set(userIds)
        self.messagesPerSecond = messagesPerSecond
        isConnected = userIds.map { _ in true }
    }

    // MARK: Resolving a step's abstract arguments

    /// References below `anyChannel` pick among the channels `client` belongs to, so most
    /// steps act where they can succeed; the rest pick among all channels, or none.
    func channelIndex(_ reference: Int, for client: Int) -> Int? {
        guard !channels.isEmpty else { return nil }
        let userId = userIds[client]
        let mine = channels.indices.filter { channels[$0].members[userId] != nil }
        if reference < Self.anyChannel, !mine.isEmpty { return mine[reference % mine.count] }
        return reference % channels.count
    }

    static let anyChannel = 6

    func userId(_ argument: ModelOperation.UserArgument) -> String {
        switch argument {
        case .client(let index): userIds[index % userIds.count]
        case .unknown: "nobody-\(userIds.count)"
        case .blank: " \n\u{2028}"
        }
    }

    func messageId(_ argument: ModelOperation.MessageArgument, in channel: Int) -> Int64 {
        switch argument {
        case .existing(let index):
            let messages = channels[channel].messages
            return messages.isEmpty ? 999_999 : messages[index % messages.count].id
        case .otherChannel:
            return channels.indices.lazy.filter { $0 != channel }.compactMap { channels[$0].messages.first?.id }.first ?? 999_998
        case .unknown: return 999_999
        case .negative: return -1
        }
    }

    static func text(_ argument: ModelOperation.TextArgument, step: Int) -> String {
        switch argument {
        case .words(let count): (0..<count).map { "w\(step)x\($0)" }.joined(separator: " ")
        case .empty: ""
        case .whitespace: " \n\t\u{2028}"
        case .oddUnicode: "👩‍👩‍👧‍👦 שלום e\u{301}\u{0} \(step)"
        case .longest: String(repeating: "é", count: 5_000)
        case .tooLong: String(repeating: "x", count: 5_001)
        }
    }

    static func name(_ argument: ModelOperation.NameArgument) -> String? {
        switch argument {
        case .none: nil
        case .plain: "Room"
        case .whitespace: " \n "
        case .longest: String(repeating: "n", count: 191)
        case .tooLong: String(repeating: "n", count: 192)
        }
    }

    // MARK: The service's checks, in the service's order

    /// The refusal a request gets before the service sees it, from the client's own state.
    func connectionRefusal(client: Int) -> ChatError.Code? {
        if !isConnected[client] { return .connectionRequired }
        if !isNetworkAvailable { return .networkError }
        return nil
    }

    static func isValidText(_ text: String) -> Bool {
        !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty && text.count <= 5_000
    }

    static func isWellFormed(_ userId: String) -> Bool {
        !userId.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    }

    /// 800110 for a malformed id, 400201 for an unknown one, nil when all are known users.
    func userRefusal(_ ids: [String]) -> ChatError.Code? {
        if ids.contains(where: { !Self.isWellFormed($0) }) { return .invalidParameter }
        if ids.contains(where: { !knownUsers.contains($0) }) { return .notFoundInDatabase }
        return nil
    }

    static func isValidDuration(_ seconds: Int?) -> Bool {
        seconds.map { (1...Validation.maximumDurationSeconds).contains($0) } ?? true
    }

    static func isValidName(_ name: String?) -> Bool {
        guard let name else { return true }
        if !name.isEmpty, name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { return false }
        return name.count <= 191
    }

    /// May `userId` post in the channel now: banned, not a member, muted, frozen, in that order.
    func postingRefusal(_ userId: String, in channel: Channel, at now: Int64) -> ChatError.Code? {
        if channel.isBanned(userId, at: now) { return .bannedFromChannel }
        guard let member = channel.members[userId] else { return .nonAuthorized }
        if channel.isMuted(userId, at: now) { return .mutedInChannel }
        if channel.isFrozen, !member.isOperator { return .channelFrozen }
        return nil
    }

    func isOperator(_ userId: String, in channel: Channel) -> Bool {
        channel.members[userId]?.isOperator == true
    }

    func isRateLimited(_ userId: String, at now: Int64) -> Bool {
        guard let limit = messagesPerSecond else { return false }
        return (sendTimes[userId] ?? []).filter { $0 > now - 1000 }.count >= limit
    }

    mutating func countSend(_ userId: String, at now: Int64) {
        guard messagesPerSecond != nil else { return }
        sendTimes[userId, default: []].removeAll { $0 <= now - 1000 }
        sendTimes[userId, default: []].append(now)
    }

    // MARK: Changes the service makes

    mutating func store(_ message: Message, in channel: Int) {
        channels[channel].messages.append(message)
        guard message.parentId == nil else { return }
        for (userId, member) in channels[channel].members {
            var member = member
            member.isHidden = false
            if userId != message.sender { member.unread += 1 }
            channels[channel].members[userId] = member
        }
    }

    mutating func remove(messageId: Int64, in channel: Int) {
        guard let index = channels[channel].messages.firstIndex(where: { $0.id == messageId }) else { return }
        let message = channels[channel].messages.remove(at: index)
        guard message.parentId == nil else { return }
        // The message counts as unread for those who had not read past it.
        let later = channels[channel].messages[index...].filter { $0.parentId == nil }
        for (userId, member) in channels[channel].members where userId != message.sender && member.unread > later.filter({ $0.sender != userId }).count {
            channels[channel].members[userId]?.unread -= 1
        }
    }

    mutating func markRead(_ userId: String, in channel: Int) {
        channels[channel].members[userId]?.unread = 0
    }
}
