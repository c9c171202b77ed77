import Testing
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

    @Test func groupsSidesAndSeparators() throws {
        let (messages, channel) = try messages { server, url in
            try post(server, url, "alice", "one", minutesAgo: 1500)
            try post(server, url, "alice", "two", minutesAgo: 1499)
            try post(server, url, "alice", "three", minutesAgo: 1490)   // more than 5 minutes later: a new group
            try post(server, url, "me", "mine", minutesAgo: 1489)
            try post(server, url, "me", "next day", minutesAgo: 10)
        }
        let rows = MessageListBuilder(configuration: UIKitConfiguration(), currentUserId: "me").rows(for: messages, channel: channel)
        let shape = rows.map { row -> String in
            switch row {
            case .dateSeparator: return "day"
            case .typing: return "typing"
            case .message(let p):
                return "\(p.message.message):\(p.alignment == .right ? "R" : "L")\(p.isFirstInGroup ? "F" : "")\(p.isLastInGroup ? "E" : "")"
            }
        }
        #expect(shape == ["day", "one:LF", "two:LE", "three:LFE", "mine:RFE", "day", "next day:RFE"])
    }

    @Test func groupingOffMakesEveryMessageItsOwnGroup() throws {
        let (messages, channel) = try messages { server, url in
            try post(server, url, "alice", "one", minutesAgo: 3)
            try post(server, url, "alice", "two", minutesAgo: 2)
        }
        let configuration = UIKitConfiguration()
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
        let configuration = UIKitConfiguration()
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
        let rows = MessageListBuilder(configuration: UIKitConfiguration(), currentUserId: "me").rows(for: messages, channel: channel)
        let receipts = rows.compactMap { row -> MessageReceipt? in if case .message(let p) = row { return p.receipt } else { return nil } }
        #expect(receipts.count == 2)
        #expect(receipts[0] != .none)
        #expect(receipts[1] == .none)
        let off = UIKitConfiguration()
        off.isReceiptsEnabled = false
        let plain = MessageListBuilder(configuration: off, currentUserId: "me").rows(for: messages, channel: channel)
        for case .message(let p) in plain { #expect(p.receipt == .none) }
    }

    @Test func theTypingBubbleIsTheLastRowWhenBubblesAreOn() throws {
        let (messages, channel) = try messages { server, url in try post(server, url, "alice", "hi", minutesAgo: 1) }
        let alice = try #require(channel.members.first { $0.userId == "alice" })
        var rows = MessageListBuilder(configuration: UIKitConfiguration(), currentUserId: "me").rows(for: messages, channel: channel, typingUsers: [alice])
        #expect(rows.last?.id == .typing)
        let textOnly = UIKitConfiguration()
        textOnly.typingIndicatorTypes = [.text]
        rows = MessageListBuilder(configuration: textOnly, currentUserId: "me").rows(for: messages, channel: channel, typingUsers: [alice])
        #expect(rows.last?.id != .typing)
    }

    @Test func daysAndSizesReadWell() {
        #expect(MessageDay.title(1_767_603_600_000) == "Mon, 5 Jan 2026")
        #expect(MessageDay.title(0) == "Thu, 1 Jan 1970")
        #expect(MessageDay.title(-1) == "Wed, 31 Dec 1969")
        #expect(FileMessageCell.byteCount(512) == "512 B")
        #expect(FileMessageCell.byteCount(12_800) == "12 KB")
        #expect(FileMessageCell.byteCount(1_450_000) == "1.3 MB")
        #expect(TypingIndicatorCell.summary(of: []) == "")
    }
}
