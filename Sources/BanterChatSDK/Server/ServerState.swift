/// Everything the simulated service stores: users and channels with their histories.
///
/// Changes go only through `apply(_:)`, which is deterministic, so the same mutations give
/// the same state whether they come from live requests or from replaying the journal.
/// Derived counters (unread counts, thread summaries, auto-unhiding) are updated inside
/// `apply` for the same reason.
struct ServerState {
    private(set) var users: [String: UserRecord] = [:]
    /// The users in id and nickname order, for listing them a page at a time.
    let userDirectory = UserDirectory()
    /// Channels by slot; a deleted channel leaves a nil slot so search documents keep their
    /// channel numbers.
    private(set) var channels: [ChannelRecord?] = []
    private(set) var slotsByURL: [String: Int] = [:]
    private(set) var lastMessageId: Int64 = 0
    /// Search document number → where the message lives.
    private(set) var documents: [(slot: UInt32, messageId: Int64)] = []
    var searchIndex = MessageSearchIndex()
    /// Who each user has blocked.
    private(set) var blocks: [String: Set<String>] = [:]
    /// Every report filed, oldest first.
    private(set) var reports: [ReportRecord] = []

    /// Whether `userId` has blocked `otherId`.
    func hasBlocked(_ userId: String, _ otherId: String) -> Bool {
        blocks[userId]?.contains(otherId) == true
    }

    subscript(url: String) -> ChannelRecord? {
        slotsByURL[url].flatMap { channels[$0] }
    }

    func slot(of url: String) -> Int? { slotsByURL[url] }

    /// Slots ever used, deleted channels included; only grows while the server runs.
    var slotCount: Int { channels.count }

    func channel(inSlot slot: Int) -> ChannelRecord? {
        slot < channels.count ? channels[slot] : nil
    }

    var allChannels: some Sequence<ChannelRecord> { channels.lazy.compactMap { $0 } }

    /// The id the next stored message gets.
    var nextMessageId: Int64 { lastMessageId + 1 }

    mutating func apply(_ mutation: ServerMutation) {
        switch mutation {
        case .user(let user):
            users[user.userId] = user
            userDirectory.noteUser(user)
        case .channel(let header):
            if let slot = slotsByURL[header.url] {
                channels[slot]?.header = header
            } else {
                slotsByURL[header.url] = channels.count
                channels.append(ChannelRecord(header: header))
            }
        case .channelDeleted(let url):
            guard let slot = slotsByURL.removeValue(forKey: url), let channel = channels[slot] else { return }
            for (message, document) in zip(channel.messages, channel.documents) {
                unindex(message, document)
            }
            channels[slot] = nil
        case .member(let url, let member):
            update(url) { channel in
                var member = member
                // A newcomer has read nothing yet but owes nothing sent before they came.
                member.readThroughMessageId = member.readThroughMessageId
                    ?? channel.members[member.userId]?.readThroughMessageId
                    ?? channel.messages.last?.messageId ?? 0
                channel.members[member.userId] = member
                channel.membershipDidChange()
            }
        case .memberRemoved(let url, let userId):
            update(url) { channel in
                channel.members[userId] = nil
                channel.membershipDidChange()
            }
        case .read(let url, let userId, let time):
            update(url) { channel in
                guard var member = channel.members[userId] else { return }
                member.lastReadAt = max(member.lastReadAt, time)
                member.readThroughMessageId = max(member.readThroughMessageId ?? 0, channel.lastMessageId(atOrBefore: time))
                member.lastDeliveredAt = max(member.lastDeliveredAt, time)
                member.unreadMessageCount = 0
                member.unreadMentionCount = 0
                channel.members[userId] = member
            }
        case .unread(let url, let userId, let messageId):
            update(url) { channel in
                guard var member = channel.members[userId], let index = channel.index(ofMessage: messageId) else { return }
                let message = channel.messages[index]
                member.lastReadAt = message.createdAt - 1
                member.readThroughMessageId = index > 0 ? channel.messages[index - 1].messageId : 0
                member.unreadMessageCount = 0
                member.unreadMentionCount = 0
                for later in channel.messages[index...] where member.hasUnread(later) {
                    let extras = channel.extras[later.messageId]
                    // Replies shown only in their thread never counted as unread.
                    if later.parentMessageId != nil, extras?.isReplyToChannel != true { continue }
                    member.unreadMessageCount += 1
                    if extras?.mentionedUserIds.contains(userId) == true { member.unreadMentionCount += 1 }
                }
                channel.members[userId] = member
            }
        case .delivered(let url, let userId, let time):
            update(url) { channel in
                guard var member = channel.members[userId] else { return }
                member.lastDeliveredAt = max(member.lastDeliveredAt, time)
                channel.members[userId] = member
            }
        case .message(let url, let message, let extras):
            store(message, extras: extras, in: url)
        case .messageDeleted(let url, let messageId, let time):
            guard let channel = self[url], let index = channel.index(ofMessage: messageId) else { return }
            let message = channel.messages.remove(at: index)
            let document = channel.documents.remove(at: index)
            let extras = channel.extras.removeValue(forKey: messageId)
            if let requestId = message.requestId { channel.requestIds[requestId] = nil }
            channel.changeLog.append(.init(messageId: messageId, at: time, deleted: true))
            uncount(message, extras: extras, in: channel)
            unindex(message, document)
        case .blocked(let userId, let blockedUserId, let blocked):
            var set = blocks[userId] ?? []
            if blocked { set.insert(blockedUserId) } else { set.remove(blockedUserId) }
            blocks[userId] = set.isEmpty ? nil : set
        case .report(let report):
            reports.append(report)
        }
    }

    private func update(_ url: String, _ body: (ChannelRecord) -> Void) {
        if let channel = self[url] { body(channel) }
    }

    private mutating func store(_ message: MessageRecord, extras: MessageExtras?, in url: String) {
        guard let slot = slotsByURL[url], let channel = channels[slot] else { return }
        let extras = extras.flatMap { $0.isEmpty ? nil : $0 }
        if let index = channel.index(ofMessage: message.messageId) {
            let old = channel.messages[index]
            let oldExtras = channel.extras[message.messageId]
            channel.messages[index] = message
            channel.extras[message.messageId] = extras
            recountMentions(of: message, from: oldExtras, to: extras, in: channel)
            channel.changeLog.append(.init(messageId: message.messageId, at: message.updatedAt, deleted: false))
            let document = channel.documents[index]
            if old.text != message.text, document != ChannelRecord.noDocument {
                searchIndex.update(document: document, oldText: old.text, newText: message.text)
            }
            return
        }
        // New messages normally carry the next id; a replayed or imported message may not.
        let document = message.kind == .file ? ChannelRecord.noDocument : UInt32(documents.count)
        if let last = channel.messages.last, last.messageId > message.messageId {
            let position = channel.firstIndex(ofMessageIdAtLeast: message.messageId)
            channel.messages.insert(message, at: position)
            channel.documents.insert(document, at: position)
        } else {
            channel.messages.append(message)
            channel.documents.append(document)
        }
        if let extras { channel.extras[message.messageId] = extras }
        lastMessageId = max(lastMessageId, message.messageId)
        if let requestId = message.requestId { channel.requestIds[requestId] = message.messageId }
        count(message, extras: extras, in: channel)
        if document != ChannelRecord.noDocument {
            documents.append((UInt32(slot), message.messageId))
            searchIndex.insert(document: document, channel: UInt32(slot), timestamp: message.createdAt, text: message.text)
        }
    }

    /// Keeps unread counts, thread summaries and hidden channels in step with a new message.
    private func count(_ message: MessageRecord, extras: MessageExtras?, in channel: ChannelRecord) {
        if let parentId = message.parentMessageId {
            var parent = channel.extras[parentId] ?? MessageExtras()
            parent.replyCount += 1
            parent.lastRepliedAt = max(parent.lastRepliedAt, message.createdAt)
            channel.extras[parentId] = parent
            if extras?.isReplyToChannel != true { return }
        }
        guard channel.header.kind == .group else { return }
        let mentions = extras?.mentionedUserIds ?? []
        // Edit the members in place, by index: this runs for every message of every channel.
        var index = channel.members.values.startIndex
        while index != channel.members.values.endIndex {
            defer { index = channel.members.values.index(after: index) }
            guard channel.members.values[index].state == .joined else { continue }
            if channel.members.values[index].hiddenState == .hiddenAllowAutoUnhide {
                channel.members.values[index].hiddenState = .unhidden
            }
            let member = channel.members.values[index]
            if member.hasUnread(message) {
                channel.members.values[index].unreadMessageCount += 1
                if mentions.contains(member.userId) { channel.members.values[index].unreadMentionCount += 1 }
            }
        }
    }

    /// Keeps unread mention counts true when an edit changes whom a message mentions: a
    /// member who has not read it counts one more for being added, one less for being left out.
    private func recountMentions(of message: MessageRecord, from old: MessageExtras?, to new: MessageExtras?, in channel: ChannelRecord) {
        let before = Set(old?.mentionedUserIds ?? []), after = Set(new?.mentionedUserIds ?? [])
        guard before != after, channel.header.kind == .group else { return }
        // Replies shown only in their thread never counted as unread.
        if message.parentMessageId != nil, new?.isReplyToChannel != true { return }
        for userId in before.symmetricDifference(after) {
            guard var member = channel.members[userId], member.state == .joined, member.hasUnread(message) else { continue }
            member.unreadMentionCount = after.contains(userId) ? member.unreadMentionCount + 1 : max(0, member.unreadMentionCount - 1)
            channel.members[userId] = member
        }
    }

    /// Undoes `count` for a deleted message, so unread counts and thread summaries stay true.
    private func uncount(_ message: MessageRecord, extras: MessageExtras?, in channel: ChannelRecord) {
        if let parentId = message.parentMessageId {
            // The parent may be deleted already; the reply still never counted as unread.
            if var parent = channel.extras[parentId] {
                parent.replyCount = max(0, parent.replyCount - 1)
                channel.extras[parentId] = parent
            }
            if extras?.isReplyToChannel != true { return }
        }
        for (userId, var member) in channel.members
        where member.hasUnread(message) && member.unreadMessageCount > 0 {
            member.unreadMessageCount -= 1
            if extras?.mentionedUserIds.contains(userId) == true, member.unreadMentionCount > 0 {
                member.unreadMentionCount -= 1
            }
            channel.members[userId] = member
        }
    }

    private mutating func unindex(_ message: MessageRecord, _ document: UInt32) {
        guard document != ChannelRecord.noDocument else { return }
        searchIndex.remove(document: document, text: message.text)
    }
}
