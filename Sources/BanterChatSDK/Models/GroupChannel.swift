/// A channel with members: one-to-one or group conversations, with invitations, unread
/// counts, typing indicators and read and delivery receipts.
@MainActor
public class GroupChannel: BaseChannel {
    /// Whether creating a channel with the same members returns this one instead of a new one.
    public internal(set) var isDistinct = false
    /// A large channel without per-member receipts.
    public internal(set) var isSuper = false
    /// Only operators can send; members read.
    public internal(set) var isBroadcast = false
    /// End-to-end encrypted (a Matrix room with `m.room.encryption`): Banter cannot read its
    /// messages, and sending into it fails with `ChatError.Code.endToEndEncrypted`.
    public internal(set) var isEncrypted = false
    /// Anyone can join without an invitation.
    public internal(set) var isPublic = false
    /// The members, invited and joined, in the order they came.
    public internal(set) var members: [Member] = []
    /// Members, invited and joined.
    public var memberCount: Int { members.count }
    public internal(set) var joinedMemberCount = 0
    /// The current user's membership.
    public internal(set) var myMemberState: MemberState = .none
    /// Messages from others the current user has not read.
    public internal(set) var unreadMessageCount = 0
    /// Unread messages that mention the current user.
    public internal(set) var unreadMentionCount = 0
    /// The latest message shown in the channel (thread replies excluded).
    public internal(set) var lastMessage: BaseMessage?
    public internal(set) var hiddenState: HiddenState = .unhidden
    /// Whether the current user has hidden the channel from their list.
    public var isHidden: Bool { hiddenState != .unhidden }
    /// Which of the channel's messages notify the current user.
    public internal(set) var myPushTriggerOption: GroupChannelPushTriggerOption = .default
    /// Who invited the current user, while the invitation is pending.
    public internal(set) var inviter: User?
    /// Other members typing now, in the order they started.
    public internal(set) var typingUsers: [User] = []
    /// When each member last read the channel, in milliseconds since 1970 (built on each
    /// access; the receipt methods below read the times directly).
    public var lastReadTimes: [String: Int64] { timesByUserId(readTimes) }
    /// When each member's client last received the channel's messages.
    public var lastDeliveredTimes: [String: Int64] { timesByUserId(deliveredTimes) }

    /// Read and delivery times by member position (`members[i]`). Every event about the
    /// channel carries them; arrays update in place where dictionaries would hash every
    /// member's id on every event.
    private var readTimes: [Int64] = []
    private var deliveredTimes: [Int64] = []

    private func timesByUserId(_ times: [Int64]) -> [String: Int64] {
        var result: [String: Int64] = [:]
        for (member, time) in zip(members, times) where result[member.userId] == nil { result[member.userId] = time }
        return result
    }

    override func apply(_ payload: ChannelPayload) {
        super.apply(payload)
        let header = payload.header
        isDistinct = header.isDistinct
        isSuper = header.isSuper
        isBroadcast = header.isBroadcast
        isEncrypted = header.encryption != nil
        isPublic = header.isPublic
        guard let client else { return }
        let now = client.serverTime
        applyMembers(payload.members, now: now)
        joinedMemberCount = payload.joinedMemberCount
        myMemberState = payload.my?.state ?? .none
        unreadMessageCount = payload.my?.unreadMessageCount ?? 0
        unreadMentionCount = payload.my?.unreadMentionCount ?? 0
        hiddenState = payload.my?.hiddenState ?? .unhidden
        myPushTriggerOption = payload.my?.pushTriggerOption ?? .default
        inviter = payload.my?.state == .invited ? payload.my?.invitedBy.map { client.user(for: $0) } : nil
        lastMessage = payload.lastMessage.map { client.makeMessage($0) }
        let me = client.currentUser?.userId
        typingUsers = payload.typingUserIds.filter { $0 != me }.map { client.user(for: $0) }
    }

    /// Brings `members` and the receipt times up to date. Every event about the channel
    /// carries its members, so the common case, the same members in the same order, updates
    /// the objects and times in place rather than building them again.
    private func applyMembers(_ summaries: [ChannelPayload.MemberSummary], now: Int64) {
        var sameMembers = members.count == summaries.count && readTimes.count == summaries.count
        if sameMembers {
            for index in summaries.indices where members[index].userId != summaries[index].user.userId {
                sameMembers = false
                break
            }
        }
        if sameMembers {
            for index in summaries.indices {
                let summary = summaries[index], member = members[index]
                member.update(from: summary.user)
                member.update(from: summary.record, now: now)
                readTimes[index] = summary.record.lastReadAt
                deliveredTimes[index] = summary.record.lastDeliveredAt
            }
            return
        }
        var existing: [String: Member] = [:]
        for member in members where existing[member.userId] == nil { existing[member.userId] = member }
        var updated: [Member] = []
        updated.reserveCapacity(summaries.count)
        readTimes.removeAll(keepingCapacity: true)
        deliveredTimes.removeAll(keepingCapacity: true)
        for summary in summaries {
            if let member = existing[summary.user.userId] {
                member.update(from: summary.user)
                member.update(from: summary.record, now: now)
                updated.append(member)
            } else {
                updated.append(Member(summary.user, summary.record, now: now))
            }
            readTimes.append(summary.record.lastReadAt)
            deliveredTimes.append(summary.record.lastDeliveredAt)
        }
        members = updated
    }

    /// Whether anyone other than the current user is typing.
    public var isTyping: Bool { !typingUsers.isEmpty }

    /// How many joined members, other than the sender, have not read `message` yet; 0 for a
    /// super channel, which keeps no receipts.
    public func unreadMemberCount(of message: BaseMessage) -> Int {
        receiptCount(of: message, times: readTimes)
    }

    /// How many joined members, other than the sender, have not received `message` yet.
    public func undeliveredMemberCount(of message: BaseMessage) -> Int {
        receiptCount(of: message, times: deliveredTimes)
    }

    /// The joined members, other than the sender, who have read `message`.
    public func readMembers(of message: BaseMessage) -> [Member] {
        zip(members, readTimes).compactMap { member, time in
            member.state == .joined && member.userId != message.sender?.userId && time >= message.createdAt ? member : nil
        }
    }

    /// The time up to which every joined member other than `senderId` has read the channel:
    /// a message from `senderId` created at or before it has `unreadMemberCount(of:) == 0`.
    /// One pass over the members, so a list can draw many receipts from one call.
    /// `Int64.max` for a super channel or when no one else has joined.
    public func readWatermark(excluding senderId: String?) -> Int64 {
        watermark(excluding: senderId, times: readTimes)
    }

    /// The time up to which every joined member other than `senderId` has received the
    /// channel's messages: the delivery counterpart of `readWatermark(excluding:)`.
    public func deliveryWatermark(excluding senderId: String?) -> Int64 {
        watermark(excluding: senderId, times: deliveredTimes)
    }

    private func watermark(excluding senderId: String?, times: [Int64]) -> Int64 {
        guard !isSuper else { return .max }
        var lowest = Int64.max
        for (member, time) in zip(members, times) where member.state == .joined && member.userId != senderId {
            lowest = min(lowest, time)
        }
        return lowest
    }

    private func receiptCount(of message: BaseMessage, times: [Int64]) -> Int {
        guard !isSuper, message.sendingStatus == .succeeded || message.sendingStatus == .none else { return 0 }
        let senderId = message.sender?.userId
        var count = 0
        for (member, time) in zip(members, times) where member.state == .joined && member.userId != senderId && time < message.createdAt {
            count += 1
        }
        return count
    }
}
