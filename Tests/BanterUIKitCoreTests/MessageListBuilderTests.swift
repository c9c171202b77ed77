import Testing
import BanterViews
import BanterChatSDK
import BanterScheduling
@testable import BanterUIKitCore

@Suite("MessageListBuilder: groups, sides, date separators, receipts")
@MainActor
struct MessageListBuilderTests {
    static let minute: Int64 = 60_000

    /// Messages loaded by "me" from a channel with Alice, written by `history`.
    private func messages(_ history: (ChatServer, String) throws -> Void) throws -> (messages: [BaseMessage], channel: GroupChannel) {
        let scheduler = ManualScheduler()
        let server = ChatServer(scheduler: scheduler, configuration: .immediate)
        try server.createUser(id: "me", nickname: "Me")
        try server.createUser(id: "alice", nickname: "Alice")
        let url = try server.createGroupChannel(GroupChannelCreateParams(userIds: ["me", "alice"], name: "T"), creatorId: "me",
                                                createdAt: server.now - 2 * 24 * 60 * Self.minute)
        try history(server, url)
        let client = ChatClient(server: server)
        client.connect(userId: "me") { _ in }
        scheduler.advance(by: .seconds(1))
        var channel: GroupChannel?
        client.getGroupChannel(url: url) { channel = try? $0.get() }
        scheduler.advance(by: .seconds(1))
        let collection = client.createMessageCollection(channel: try #require(channel))
        var loaded: [BaseMessage] = []
        collection.start { loaded = (try? $0.get()) ?? [] }
        scheduler.advance(by: .seconds(1))
        return (loaded, try #require(channel))
    }

    private func post(_ server: ChatServer, _ url: String, _ sender: String, _ text: String, minutesAgo: Int64) throws {
        _ = try server.sendUserMessage(UserMessageCreateParams(message: text), senderId: sender, channelURL: url,
                                       createdAt: server.now - minutesAgo * Self.minute)
    }

    @Test func aBlockedSendersRunsHideBehindOneLineEachAndAnUpdateBuildsTheSame() throws {
        let (messages, channel) = try messages { server, url in
            try post(server, url, "alice", "one", minutesAgo: 30)
            try post(server, url, "alice", "two", minutesAgo: 29)
            try post(server, url, "me", "mine", minutesAgo: 20)
            try post(server, url, "alice", "three", minutesAgo: 10)
        }
        var builder = MessageListBuilder(configuration: ChannelConfiguration(), currentUserId: "me")
        builder.blockedUserIds = ["alice"]
        let rows = builder.rows(for: messages, channel: channel)
        #expect(shape(rows) == ["day", "blocked 2 from one", "mine", "blocked 1 from three"])
        // Built on a snapshot of the unblocked rows, the update gives the same rows.
        var snapshot = MessageListSnapshot()
        MessageListBuilder(configuration: ChannelConfiguration(), currentUserId: "me").update(&snapshot, messages: messages, channel: channel)
        builder.update(&snapshot, messages: messages, channel: channel)
        #expect(snapshot.rows.map(\.id) == rows.map(\.id))
        // Unblocking shows every message again.
        builder.blockedUserIds = []
        builder.update(&snapshot, messages: messages, channel: channel)
        #expect(snapshot.rows.compactMap(\.message).count == 4)
    }

    @Test func aCustomTypeIsCustomWithARendererOrWhenTheCellDrawsIt() throws {
        let (messages, channel) = try messages { server, url in
            var poll = UserMessageCreateParams(message: "Lunch?")
            poll.customType = "poll"
            _ = try server.sendUserMessage(poll, senderId: "alice", channelURL: url)
        }
        func kind(_ configuration: ChannelConfiguration) -> MessageKind? {
            MessageListBuilder(configuration: configuration, currentUserId: "me").rows(for: messages, channel: channel)
                .compactMap { row -> MessageKind? in if case .message(let presentation) = row { return presentation.kind } else { return nil } }.last
        }
        let plain = ChannelConfiguration()
        if case .text? = kind(plain) {} else { Issue.record("a custom type nobody draws is text") }
        let drawnByCell = ChannelConfiguration()
        drawnByCell.customMessageTypes = ["poll"]
        if case .custom(let item)? = kind(drawnByCell) { #expect(item.customType == "poll") } else { Issue.record("not custom") }
        let rendered = ChannelConfiguration()
        rendered.customRenderers["poll"] = { _ in View() }
        if case .custom? = kind(rendered) {} else { Issue.record("not custom") }
    }

    @Test func groupsSidesAndSeparators() throws {
        let (messages, channel) = try messages { server, url in
            try post(server, url, "alice", "one", minutesAgo: 1500)
            try post(server, url, "alice", "two", minutesAgo: 1499)
            try post(server, url, "alice", "three", minutesAgo: 1490)   // more than 5 minutes later: a new group
            try post(server, url, "me", "mine", minutesAgo: 1489)
            try post(server, url, "me", "next day", minutesAgo: 10)
        }
        let rows = MessageListBuilder(configuration: ChannelConfiguration(), currentUserId: "me").rows(for: messages, channel: channel)
        let shape = rows.map { row -> String in
            switch row {
            case .dateSeparator: return "day"
            case .typing: return "typing"
            case .unreadLine: return "new"
            case .blockedMessages(let count, _): return "blocked \(count)"
            case .message(let p):
                return "\(p.message.message):\(p.alignment == .right ? "R" : "L")\(p.isFirstInGroup ? "F" : "")\(p.isLastInGroup ? "E" : "")"
            }
        }
        #expect(shape == ["day", "one:LF", "two:LE", "three:LFE", "mine:RFE", "day", "next day:RFE"])
    }

    @Test func anUpdatedSnapshotMatchesAFreshBuildWhateverChanged() throws {
        let (messages, channel) = try messages { server, url in
            try post(server, url, "alice", "one", minutesAgo: 2800)
            try post(server, url, "alice", "two", minutesAgo: 2799)
            try post(server, url, "me", "three", minutesAgo: 1500)
            try post(server, url, "me", "four", minutesAgo: 1499)
            try post(server, url, "alice", "five", minutesAgo: 20)
            try post(server, url, "alice", "six", minutesAgo: 19)
        }
        #expect(messages.count == 6)
        let builder = MessageListBuilder(configuration: ChannelConfiguration(), currentUserId: "me")
        let alice = try #require(channel.members.first { $0.userId == "alice" })
        // Lists in the order a screen might see them: growing at the end, shrinking in the
        // middle, earlier pages arriving, a message replaced, typing starting and stopping.
        let steps: [(list: [Int], typing: Bool)] = [
            ([4, 5], false), ([4, 5], true), ([2, 3, 4, 5], true), ([2, 3, 4, 5], false), ([0, 1, 2, 3, 4, 5], false),
            ([0, 1, 3, 4, 5], false), ([0, 1, 3, 4], false), ([0, 1, 3, 4, 5], false), ([0, 1, 3, 4, 5, 2], false), ([], false), ([5], true),
        ]
        var snapshot = MessageListSnapshot()
        for (number, step) in steps.enumerated() {
            let list = step.list.map { messages[$0] }
            let typing = step.typing ? [alice] : []
            builder.update(&snapshot, messages: list, channel: channel, typingUsers: typing)
            let fresh = builder.rows(for: list, channel: channel, typingUsers: typing)
            #expect(snapshot.rows.map(\.id) == fresh.map(\.id), "step \(number)")
            #expect(snapshot.keys.map(\.fingerprint) == fresh.map(\.fingerprint), "step \(number)")
            #expect(snapshot.keys.map(\.id) == fresh.map(\.id), "step \(number)")
        }
    }

    @Test func aMessageArrivingAtTheEndRebuildsOnlyTheLastRows() throws {
        let (messages, channel) = try messages { server, url in
            for minute in stride(from: 40, to: 0, by: -1) { try post(server, url, minute % 2 == 0 ? "alice" : "me", "m\(minute)", minutesAgo: Int64(minute)) }
        }
        let builder = MessageListBuilder(configuration: ChannelConfiguration(), currentUserId: "me")
        var snapshot = MessageListSnapshot()
        builder.update(&snapshot, messages: Array(messages.dropLast()), channel: channel)
        let before = snapshot.rows.count
        builder.update(&snapshot, messages: messages, channel: channel)
        // The previous last message is built again (it has a neighbour now), then the new one.
        #expect(snapshot.unchangedPrefix == before - 1)
        #expect(snapshot.replacedKeys.count == 1)
        let diff = MessageListDiff(old: snapshot.replacedKeys, new: Array(snapshot.keys[snapshot.unchangedPrefix...]))
        #expect(diff.insertions == [1])
        #expect(diff.deletions.isEmpty)
    }

    @Test func groupingOffMakesEveryMessageItsOwnGroup() throws {
        let (messages, channel) = try messages { server, url in
            try post(server, url, "alice", "one", minutesAgo: 3)
            try post(server, url, "alice", "two", minutesAgo: 2)
        }
        let configuration = ChannelConfiguration()
        configuration.isMessageGroupingEnabled = false
        configuration.isDateSeparatorEnabled = false
        let rows = MessageListBuilder(configuration: configuration, currentUserId: "me").rows(for: messages, channel: channel)
        #expect(rows.count == 2)
        for case .message(let p) in rows { #expect(p.isFirstInGroup && p.isLastInGroup) }
    }

    @Test func aReplacedGroupingRuleIsUsed() throws {
        let (messages, channel) = try messages { server, url in
            try post(server, url, "alice", "one", minutesAgo: 3)
            try post(server, url, "me", "two", minutesAgo: 2)
        }
        let configuration = ChannelConfiguration()
        configuration.configureMessageEndsGroup = { _, next in next == nil }
        let rows = MessageListBuilder(configuration: configuration, currentUserId: "me").rows(for: messages, channel: channel)
        let flags = rows.compactMap { row -> Bool? in if case .message(let p) = row { return p.isLastInGroup } else { return nil } }
        #expect(flags == [false, true])
    }

    @Test func myMessagesCarryReceiptsAndOthersDoNot() throws {
        let (messages, channel) = try messages { server, url in
            try post(server, url, "me", "mine", minutesAgo: 2)
            try post(server, url, "alice", "hers", minutesAgo: 1)
        }
        let rows = MessageListBuilder(configuration: ChannelConfiguration(), currentUserId: "me").rows(for: messages, channel: channel)
        let receipts = rows.compactMap { row -> MessageReceipt? in if case .message(let p) = row { return p.receipt } else { return nil } }
        #expect(receipts.count == 2)
        #expect(receipts[0] != .none)
        #expect(receipts[1] == .none)
        let off = ChannelConfiguration()
        off.isReceiptsEnabled = false
        let plain = MessageListBuilder(configuration: off, currentUserId: "me").rows(for: messages, channel: channel)
        for case .message(let p) in plain { #expect(p.receipt == .none) }
    }

    @Test func theTypingBubbleIsTheLastRowWhenBubblesAreOn() throws {
        let (messages, channel) = try messages { server, url in try post(server, url, "alice", "hi", minutesAgo: 1) }
        let alice = try #require(channel.members.first { $0.userId == "alice" })
        var rows = MessageListBuilder(configuration: ChannelConfiguration(), currentUserId: "me").rows(for: messages, channel: channel, typingUsers: [alice])
        #expect(rows.last?.id == .typing)
        let textOnly = ChannelConfiguration()
        textOnly.typingIndicatorTypes = [.text]
        rows = MessageListBuilder(configuration: textOnly, currentUserId: "me").rows(for: messages, channel: channel, typingUsers: [alice])
        #expect(rows.last?.id != .typing)
    }

    @Test func daysAndSizesReadWell() {
        #expect(MessageDay.title(1_767_603_600_000) == "Mon, 5 Jan 2026")
        #expect(MessageDay.title(0) == "Thu, 1 Jan 1970")
        #expect(MessageDay.title(-1) == "Wed, 31 Dec 1969")
        #expect(MessageDay.start(of: -1) == -86_400_000)
        #expect(MessageDay.start(of: -86_400_000) == -86_400_000)
        // Times another client claims: the extremes neither crash nor wrap around.
        #expect(MessageDay.start(of: .min) == .min)
        #expect(MessageDay.civilDate(.min).year < -200_000_000)
        #expect(MessageDay.civilDate(.max).year > 200_000_000)
        #expect(FileMessageCell.byteCount(512) == "512 B")
        #expect(FileMessageCell.byteCount(12_800) == "12 KB")
        #expect(FileMessageCell.byteCount(1_450_000) == "1.3 MB")
        #expect(FileMessageCell.byteCount(Int.max) == "8796093022207.9 MB")  // a size another client claims
        #expect(TypingIndicatorCell.summary(of: []) == "")
    }

    /// The rows' shape: messages by text, "day", "new" for the unread line, hidden runs.
    private func shape(_ rows: [MessageListRow]) -> [String] {
        rows.map { row -> String in
            switch row {
            case .dateSeparator: "day"
            case .typing: "typing"
            case .unreadLine: "new"
            case .blockedMessages(let count, let first): "blocked \(count) from \(first.message)"
            case .message(let presentation): presentation.message.message
            }
        }
    }

    @Test func noUnreadLineWhenNothingIsUnreadOrTheUnreadAreAllMine() throws {
        let (messages, channel) = try messages { server, url in
            try post(server, url, "alice", "one", minutesAgo: 30)
            try post(server, url, "me", "two", minutesAgo: 20)
            try post(server, url, "me", "three", minutesAgo: 10)
        }
        var builder = MessageListBuilder(configuration: ChannelConfiguration(), currentUserId: "me")
        #expect(shape(builder.rows(for: messages, channel: channel)) == ["day", "one", "two", "three"])
        // Read up to "one": only my own messages come after it.
        builder.unreadLineAfter = messages[0].createdAt
        #expect(shape(builder.rows(for: messages, channel: channel)) == ["day", "one", "two", "three"])
        // Read after everything: nothing is unread.
        builder.unreadLineAfter = messages[2].createdAt
        #expect(!builder.rows(for: messages, channel: channel).contains { $0.id == .unreadLine })
    }

    @Test func theUnreadLineSitsAboveTheFirstUnreadFromOthersAfterItsDaySeparator() throws {
        let (messages, channel) = try messages { server, url in
            try post(server, url, "alice", "yesterday", minutesAgo: 1500)
            try post(server, url, "me", "mine, read", minutesAgo: 1490)
            try post(server, url, "me", "mine, after", minutesAgo: 30)
            try post(server, url, "alice", "first unread", minutesAgo: 20)
            try post(server, url, "alice", "second unread", minutesAgo: 10)
        }
        var builder = MessageListBuilder(configuration: ChannelConfiguration(), currentUserId: "me")
        // Read up to "mine, read": today's separator, my own message, then the line.
        builder.unreadLineAfter = messages[1].createdAt
        let rows = builder.rows(for: messages, channel: channel)
        #expect(shape(rows) == ["day", "yesterday", "mine, read", "day", "mine, after", "new", "first unread", "second unread"])
        // The first unread opens a day: the separator first, then the line.
        builder.unreadLineAfter = messages[0].createdAt - 1
        #expect(shape(builder.rows(for: messages, channel: channel)).prefix(2) == ["day", "new"])
        // Without separators the line stays right above the first unread.
        let plain = ChannelConfiguration()
        plain.isDateSeparatorEnabled = false
        var noDays = MessageListBuilder(configuration: plain, currentUserId: "me")
        noDays.unreadLineAfter = messages[1].createdAt
        #expect(shape(noDays.rows(for: messages, channel: channel)) == ["yesterday", "mine, read", "mine, after", "new", "first unread", "second unread"])
    }

    @Test func anUpdatedSnapshotKeepsOneUnreadLineAsMessagesArrive() throws {
        let (messages, channel) = try messages { server, url in
            for index in 0..<6 { try post(server, url, index % 2 == 0 ? "alice" : "me", "m\(index)", minutesAgo: 60 - Int64(index)) }
        }
        var builder = MessageListBuilder(configuration: ChannelConfiguration(), currentUserId: "me")
        builder.unreadLineAfter = messages[2].createdAt
        // Built up one message at a time, as a live list is, the rows match a fresh build.
        var snapshot = MessageListSnapshot()
        for count in 1...messages.count {
            builder.update(&snapshot, messages: Array(messages.prefix(count)), channel: channel)
            #expect(snapshot.rows.map(\.id) == builder.rows(for: Array(messages.prefix(count)), channel: channel).map(\.id))
        }
        #expect(shape(snapshot.rows) == ["day", "m0", "m1", "m2", "m3", "new", "m4", "m5"])
        #expect(snapshot.rows.filter { $0.id == .unreadLine }.count == 1)
        // Dropping the line (a new builder setting) builds again without it.
        builder.unreadLineAfter = nil
        builder.update(&snapshot, messages: messages, channel: channel)
        #expect(!snapshot.rows.contains { $0.id == .unreadLine })
    }
}
