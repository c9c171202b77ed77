/// The server's copy of one channel: its settings, members, restrictions and history.
///
/// Messages are kept sorted by id, which the service hands out in creation order, so paging
/// by id or by time is a binary search. A class, so that a request handler holding the
/// channel while it commits can never force a copy of a million-message history; only
/// `ServerState.apply` changes it.
final class ChannelRecord {
    var header: ChannelHeader
    var members: [String: MemberRecord] = [:]
    var messages: [MessageRecord] = []
    /// Each message's search document number, beside `messages` index for index
    /// (`noDocument` for files, which have no text to search).
    var documents: [UInt32] = []
    var extras: [Int64: MessageExtras] = [:]
    /// Request id → message id, so a resend of a message the service already stored returns
    /// it instead of storing it twice.
    var requestIds: [String: Int64] = [:]
    /// Messages deleted or edited, in order, for clients catching up after a disconnect.
    var changeLog: [ChangeLogEntry] = []

    struct ChangeLogEntry: Codable, Equatable, Sendable {
        var messageId: Int64
        var at: Int64
        var deleted: Bool
    }

    static let noDocument = UInt32.max

    init(header: ChannelHeader) {
        self.header = header
    }

    var url: String { header.url }

    func index(ofMessage id: Int64) -> Int? {
        let position = firstIndex(ofMessageIdAtLeast: id)
        return position < messages.count && messages[position].messageId == id ? position : nil
    }

    /// The position of the first message whose id is at least `id`.
    func firstIndex(ofMessageIdAtLeast id: Int64) -> Int {
        var low = 0, high = messages.count
        while low < high {
            let mid = (low + high) / 2
            if messages[mid].messageId < id { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The position of the first message created at or after `time`.
    func firstIndex(ofMessageCreatedAtLeast time: Int64) -> Int {
        var low = 0, high = messages.count
        while low < high {
            let mid = (low + high) / 2
            if messages[mid].createdAt < time { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The id of the newest message created at or before `time`; 0 when there is none.
    func lastMessageId(atOrBefore time: Int64) -> Int64 {
        let end = time == .max ? messages.count : firstIndex(ofMessageCreatedAtLeast: time + 1)
        return end > 0 ? messages[end - 1].messageId : 0
    }

    /// The last message a member can see: replies shown only in their thread do not count.
    var lastVisibleMessage: MessageRecord? {
        messages.last { $0.parentMessageId == nil || extras[$0.messageId]?.isReplyToChannel == true }
    }

    /// The ids of the members payloads list (invited or joined), oldest first and ties by
    /// id; kept between membership changes, as every event about the channel lists them.
    private var listedMemberOrder: [String]?

    /// The members payloads list, in their order. `ServerState` calls
    /// `membershipDidChange()` whenever it adds, changes or removes a member.
    func listedMembers() -> [MemberRecord] {
        let order = listedMemberOrder ?? members.values
            .filter { $0.state != .none }
            .sorted { ($0.joinedAt, $0.userId) < ($1.joinedAt, $1.userId) }
            .map(\.userId)
        listedMemberOrder = order
        var result: [MemberRecord] = []
        result.reserveCapacity(order.count)
        for userId in order {
            if let member = members[userId] { result.append(member) }
        }
        return result
    }

    /// Forgets the member order, after a member joined, left or changed state.
    func membershipDidChange() {
        listedMemberOrder = nil
    }

    var joinedMemberCount: Int {
        members.values.reduce(0) { $0 + ($1.state == .joined ? 1 : 0) }
    }
}

/// A channel's settings and restrictions: everything but its members and messages, so a
/// change to them is journaled without copying the history.
package struct ChannelHeader: Codable, Equatable, Sendable {
    package var url: String
    package var kind: ChannelType
    package var name: String
    package var coverURL: String?
    package var customType: String?
    package var data: String?
    package var createdAt: Int64
    package var createdBy: String?
    package var isDistinct = false
    package var isSuper = false
    package var isBroadcast = false
    package var isPublic = false
    package var isFrozen = false
    /// The end-to-end encryption algorithm of a Matrix room (`m.room.encryption`); nil for
    /// an unencrypted channel (every channel of the mock).
    package var encryption: String?
    /// Operators of an open channel (group channel operators are a member flag).
    package var operatorIds: [String] = []
    /// User id → when the ban ends (`Int64.max`: until unbanned).
    package var bannedUntil: [String: Int64] = [:]
    /// Mutes in an open channel, which has no member records: user id → when the mute ends.
    package var mutedUntil: [String: Int64] = [:]

    package init(url: String, kind: ChannelType, name: String, coverURL: String? = nil, customType: String? = nil, data: String? = nil, createdAt: Int64, createdBy: String? = nil, isDistinct: Bool = false, isSuper: Bool = false, isBroadcast: Bool = false, isPublic: Bool = false, isFrozen: Bool = false, operatorIds: [String] = [], bannedUntil: [String: Int64] = [:], mutedUntil: [String: Int64] = [:]) {
        self.url = url
        self.kind = kind
        self.name = name
        self.coverURL = coverURL
        self.customType = customType
        self.data = data
        self.createdAt = createdAt
        self.createdBy = createdBy
        self.isDistinct = isDistinct
        self.isSuper = isSuper
        self.isBroadcast = isBroadcast
        self.isPublic = isPublic
        self.isFrozen = isFrozen
        self.operatorIds = operatorIds
        self.bannedUntil = bannedUntil
        self.mutedUntil = mutedUntil
    }
}
