import Testing
import BanterCanvas
import BanterChatSDK
import BanterScheduling
import BanterTesting
import BanterViews
@testable import BanterUIKitCore

@Suite("GroupChannelCell: what a channel row says and how it looks", .serialized)
@MainActor
struct GroupChannelCellTests {
    @Test func initialsComeFromTheFirstTwoWords() {
        #expect(GroupChannelCell.initials(of: "Alice Lee") == "AL")
        #expect(GroupChannelCell.initials(of: "design") == "DE")
        #expect(GroupChannelCell.initials(of: "📣 Announcements") == "AN")
        #expect(GroupChannelCell.initials(of: "") == "?")
    }

    @Test func namesLoseControlCharactersAndLineBreaks() {
        #expect(GroupChannelCell.clean("#general") == "#general")
        #expect(GroupChannelCell.clean("Weekend hike 🥾") == "Weekend hike 🥾")
        #expect(GroupChannelCell.clean("Ça va · ok") == "Ça va · ok")
        #expect(GroupChannelCell.clean("two\nlines\tand\u{7}bell") == "two lines andbell")
        #expect(GroupChannelCell.clean("a\u{2028}b\u{85}c\u{7F}") == "a b c")
    }

    @Test func timesReadTodayYesterdayOrADate() {
        let day: Int64 = 86_400_000
        let now = 20_000 * day + 15 * 3_600_000          // 2024-10-04 15:00 UTC
        #expect(GroupChannelCell.timeText(for: now - 3_600_000, now: now) == "14:00")
        #expect(GroupChannelCell.timeText(for: now - day, now: now) == "Yesterday")
        #expect(GroupChannelCell.timeText(for: now - 3 * day, now: now) == "Oct 1")
        #expect(GroupChannelCell.timeText(for: now - 400 * day, now: now) == "2023-08-31")
        #expect(GroupChannelCell.timeText(for: -5, now: now) == "1969-12-31")
    }

    /// A server with "me", "alice" and "bob", a one-to-one channel with Alice and a group.
    private func world() throws -> (ManualScheduler, ChatServer, ChatClient, direct: GroupChannel, group: GroupChannel) {
        let scheduler = ManualScheduler()
        let server = ChatServer(scheduler: scheduler, configuration: .immediate)
        try server.createUser(id: "me", nickname: "Me")
        try server.createUser(id: "alice", nickname: "Alice Lee")
        try server.createUser(id: "bob", nickname: "Bob")
        let client = ChatClient(server: server)
        client.connect(userId: "me") { _ in }
        scheduler.advance(by: .seconds(1))
        var direct: GroupChannel?, group: GroupChannel?
        client.createGroupChannel(params: GroupChannelCreateParams(userIds: ["alice"])) { direct = try? $0.get() }
        client.createGroupChannel(params: GroupChannelCreateParams(userIds: ["alice", "bob"], name: "Design team")) { group = try? $0.get() }
        scheduler.advance(by: .seconds(1))
        return (scheduler, server, client, try #require(direct), try #require(group))
    }

    private func render(_ cell: GroupChannelCell, width: Int = 60) -> Canvas {
        let screen = HeadlessScreen(rootViewController: ViewController(), size: Size(width: width, height: 2))
        screen.window.rootViewController?.view.addSubview(cell)
        cell.frame = Rect(x: 0, y: 0, width: width, height: 2)
        return screen.frame.canvas
    }

    @Test func aDirectChannelIsNamedAfterTheOtherMember() throws {
        let (scheduler, server, client, direct, _) = try world()
        _ = try server.sendUserMessage(UserMessageCreateParams(message: "Hi!\nSecond line"), senderId: "alice", channelURL: direct.channelURL)
        scheduler.advance(by: .seconds(1))
        let cell = GroupChannelCell(reuseIdentifier: "c")
        cell.configure(channel: direct, currentUserId: "me", now: client.serverTime)
        #expect(cell.displayName == "Alice Lee")
        #expect(cell.avatarText == "AL")
        #expect(cell.lastMessageText == "Hi! Second line")
        #expect(cell.badgeText == "1")
        let text = render(cell).plainText()
        #expect(text.contains(" AL  Alice Lee"))
    }

    @Test func previewsSayWhoWroteFilesAndPhotos() throws {
        let (scheduler, server, client, _, group) = try world()
        let cell = GroupChannelCell(reuseIdentifier: "c")
        cell.configure(channel: group, currentUserId: "me", now: client.serverTime)
        #expect(cell.lastMessageText == "No messages yet")
        _ = try server.sendUserMessage(UserMessageCreateParams(message: "Lunch?"), senderId: "bob", channelURL: group.channelURL)
        scheduler.advance(by: .seconds(1))
        #expect(cell.lastMessageText == "Bob: Lunch?")

        var file = FileMessageCreateParams(fileName: "budget.xlsx", fileSize: 2048, mimeType: "application/vnd.ms-excel")
        _ = group.sendFileMessage(params: file) { _, _ in }
        scheduler.advance(by: .seconds(1))
        #expect(cell.lastMessageText == "You: 📎 budget.xlsx")
        file = FileMessageCreateParams(fileName: "cat.png", fileSize: 2048, mimeType: "image/png")
        _ = group.sendFileMessage(params: file) { _, _ in }
        scheduler.advance(by: .seconds(1))
        #expect(cell.lastMessageText == "You: Photo")
    }

    @Test func theBadgeCapsAt99AndTypingReplacesThePreview() throws {
        let (scheduler, server, client, _, group) = try world()
        for index in 0..<105 {
            _ = try server.sendUserMessage(UserMessageCreateParams(message: "m\(index)"), senderId: "bob", channelURL: group.channelURL)
        }
        try server.startTyping(userId: "alice", channelURL: group.channelURL)
        scheduler.advance(by: .seconds(1))
        let cell = GroupChannelCell(reuseIdentifier: "c")
        cell.configure(channel: group, currentUserId: "me", now: client.serverTime)
        #expect(cell.badgeText == "99+")
        #expect(cell.typingText == "Alice Lee is typing…")
        try server.setFrozen(true, channelURL: group.channelURL)
        scheduler.advance(by: .seconds(1))
        let canvas = render(cell, width: 50)
        assertSnapshot(of: canvas, named: "frozen-typing-99plus")
        // Narrow rows cut the text with an ellipsis and never crash.
        for width in [1, 8, 20, 29] { _ = render(cell, width: width) }
    }
}
