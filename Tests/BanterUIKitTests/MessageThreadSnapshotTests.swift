import BanterTesting
import Testing
import BanterUIKit

@Suite("The message thread screen's snapshots", .serialized)
@MainActor
struct MessageThreadSnapshotTests {
    /// A long parent (several lines, CJK and emoji) with reactions, and a thread of replies
    /// from both sides: grouped, with receipts, one edited.
    static func longParent(_ server: ChatServer, _ url: String) throws {
        try ChannelFixture.post(server, url, "alice", "Morning!", at: -300)
        let parent = try ChannelFixture.post(server, url, "alice", """
            Release plan for Monday: we cut the branch at nine, run the full suite, then the staging deploy. \
            If anything is red we hold the release and meet at eleven. 发布计划已经更新，请大家查看 🎉 \
            Please reply here rather than in the channel so the notes stay together.
            """, at: -240)
        try server.addReaction("👍", userId: "bob", messageId: parent, channelURL: url)
        try server.addReaction("🎉", userId: "me", messageId: parent, channelURL: url)
        try ChannelFixture.post(server, url, "bob", "I'll run the suite", at: -230, parent: parent, toChannel: false)
        try ChannelFixture.post(server, url, "bob", "and watch staging", at: -229, parent: parent, toChannel: false)
        try ChannelFixture.post(server, url, "me", "Sounds good, I'll write the notes.", at: -200, parent: parent, toChannel: false)
        try ChannelFixture.post(server, url, "alice", "Thanks both 🙏", at: -100, parent: parent, toChannel: false)
        try server.markAsRead(userId: "alice", channelURL: url)
    }

    /// An image as the parent, with a short thread.
    static func imageParent(_ server: ChatServer, _ url: String) throws {
        let parent = try server.sendFileMessage(FileMessageCreateParams(fileName: "sunset.jpg", fileSize: 1_450_000, mimeType: "image/jpeg"),
                                                senderId: "bob", channelURL: url, createdAt: server.now - 60 * ChannelFixture.minute)
        try server.addReaction("❤️", userId: "alice", messageId: parent, channelURL: url)
        try ChannelFixture.post(server, url, "alice", "Where was this?", at: -50, parent: parent, toChannel: false)
        try ChannelFixture.post(server, url, "bob", "Lisbon, last week", at: -49, parent: parent, toChannel: false)
        try ChannelFixture.post(server, url, "me", "Beautiful!", at: -10, parent: parent, toChannel: false)
    }

    private func showThread(size: Size, history: @escaping @MainActor (ChatServer, String) throws -> Void, parent prefix: String?,
                            dark: Bool) throws -> ChannelFixture {
        let fixture = try ChannelFixture(size: size, history: history)
        Theme.set(colorScheme: dark ? .dark : .light)
        fixture.screen.setInterfaceStyle(dark ? .dark : .light)
        fixture.open()
        let parent = try #require(fixture.controller.viewModel?.fullMessageList.first { prefix.map($0.message.hasPrefix) ?? ($0 is FileMessage) })
        fixture.controller.showMessageThread(channelURL: fixture.channelURL, parentMessageId: parent.messageId, parentMessage: parent)
        fixture.screen.advance(by: .seconds(2))
        return fixture
    }

    @Test(arguments: [(80, 24, false), (80, 24, true), (120, 40, false), (120, 40, true)])
    func aLongParentMessage(width: Int, height: Int, dark: Bool) throws {
        defer { Theme.set(colorScheme: .light) }
        let fixture = try showThread(size: Size(width: width, height: height), history: Self.longParent, parent: "Release plan", dark: dark)
        let name = "\(dark ? "dark" : "light").\(width)x\(height)"
        assertSnapshot(of: fixture.screen, named: name + ".top")
        fixture.thread?.listComponent?.scrollToBottom()
        assertSnapshot(of: fixture.screen, named: name + ".bottom")
    }

    @Test(arguments: [(80, 24, false), (80, 24, true), (120, 40, false), (120, 40, true)])
    func anImageParent(width: Int, height: Int, dark: Bool) throws {
        defer { Theme.set(colorScheme: .light) }
        let fixture = try showThread(size: Size(width: width, height: height), history: Self.imageParent, parent: nil, dark: dark)
        assertSnapshot(of: fixture.screen, named: "\(dark ? "dark" : "light").\(width)x\(height)")
    }

    @Test func aThreadWithNoRepliesYet() throws {
        let fixture = try ChannelFixture(size: Size(width: 80, height: 24))
        fixture.open()
        let parent = try #require(fixture.channelMessage("Sounds good"))
        fixture.controller.showMessageThread(channelURL: fixture.channelURL, parentMessageId: parent.messageId, parentMessage: parent)
        fixture.screen.advance(by: .seconds(2))
        assertSnapshot(of: fixture.screen, named: "light.80x24")
    }
}

