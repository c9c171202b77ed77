import BanterTesting
import Testing
import BanterUIKit

/// New messages ring the terminal when the push option says so and the channel is not on
/// screen, at most once per channel per interval, on virtual time. Uses the kit as an app
/// does: a subclass overriding `deliver` sees what would be sent.
@Suite("Message notifications")
@MainActor
struct MessageNotifierTests {
    final class RecordingNotifier: MessageNotifier {
        var delivered: [TerminalNotification] = []
        override func deliver(_ notification: TerminalNotification) {
            delivered.append(notification)
            super.deliver(notification)
        }
    }

    private func setUp() throws -> (ChannelFixture, RecordingNotifier, GroupChannel) {
        let fixture = try ChannelFixture()
        let notifier = RecordingNotifier(client: fixture.client, window: fixture.screen.window, scheduler: fixture.screen.scheduler)
        notifier.start()
        var channel: GroupChannel?
        fixture.client.getGroupChannel(url: fixture.channelURL) { channel = try? $0.get() }
        fixture.screen.advance(by: .seconds(1))
        return (fixture, notifier, try #require(channel))
    }

    private func post(_ fixture: ChannelFixture, _ sender: String, _ text: String, mentioning: [String] = []) throws {
        var params = UserMessageCreateParams(message: text)
        params.mentionedUserIds = mentioning
        try fixture.server.sendUserMessage(params, senderId: sender, channelURL: fixture.channelURL, createdAt: fixture.server.now)
        fixture.screen.advance(by: .milliseconds(500))
    }

    private func setOption(_ option: GroupChannelPushTriggerOption, _ channel: GroupChannel, _ fixture: ChannelFixture) {
        channel.setMyPushTriggerOption(option)
        fixture.screen.advance(by: .seconds(1))
    }

    @Test func ringsOncePerChannelEveryFewSeconds() throws {
        let (fixture, notifier, _) = try setUp()
        try post(fixture, "alice", "one")
        try post(fixture, "bob", "two")
        #expect(notifier.delivered == [.bell])
        fixture.screen.advance(by: .seconds(5))
        try post(fixture, "alice", "three")
        #expect(notifier.delivered == [.bell, .bell])
        // Own messages never ring.
        fixture.screen.advance(by: .seconds(6))
        try post(fixture, "me", "mine")
        #expect(notifier.delivered.count == 2)
    }

    @Test func aBlockedSenderNeverRings() throws {
        let (fixture, notifier, _) = try setUp()
        try fixture.server.setBlocked(true, userId: "alice", by: "me")
        fixture.screen.advance(by: .seconds(1))
        try post(fixture, "alice", "still here?")
        #expect(notifier.delivered.isEmpty)
        try post(fixture, "bob", "hello")
        #expect(notifier.delivered == [.bell])
    }

    @Test func theBellReachesTheTerminalWithTheNextFrame() throws {
        let (fixture, notifier, _) = try setUp()
        notifier.deliver(.bell)
        #expect(fixture.screen.window.pendingNotifications == [.bell])
        let frame = fixture.screen.window.render()
        #expect(frame.notifications.contains(.bell))
        #expect(fixture.screen.window.pendingNotifications.isEmpty)
    }

    @Test func neverForTheChannelOnScreen() throws {
        let (fixture, notifier, _) = try setUp()
        fixture.open()
        try post(fixture, "alice", "you see this one")
        #expect(notifier.delivered.isEmpty)
        fixture.navigation.popViewController()
        fixture.screen.advance(by: .seconds(1))
        try post(fixture, "alice", "this one rings")
        #expect(notifier.delivered == [.bell])
    }

    @Test func thePushOptionDecides() throws {
        let (fixture, notifier, channel) = try setUp()
        setOption(.off, channel, fixture)
        try post(fixture, "alice", "quiet", mentioning: ["me"])
        #expect(notifier.delivered.isEmpty)
        setOption(.mentionOnly, channel, fixture)
        try post(fixture, "alice", "not about you")
        #expect(notifier.delivered.isEmpty)
        try post(fixture, "alice", "@Me look", mentioning: ["me"])
        #expect(notifier.delivered == [.bell])
        setOption(.all, channel, fixture)
        fixture.screen.advance(by: .seconds(10))
        try post(fixture, "bob", "anything")
        #expect(notifier.delivered == [.bell, .bell])
    }

    @Test func anEditThatMentionsTheUserRingsWithMentionsOnly() throws {
        let (fixture, notifier, channel) = try setUp()
        setOption(.mentionOnly, channel, fixture)
        let alice = ChatClient(server: fixture.server)
        alice.connect(userId: "alice") { _ in }
        fixture.screen.advance(by: .seconds(1))
        var alices: GroupChannel?
        alice.getGroupChannel(url: fixture.channelURL) { alices = try? $0.get() }
        fixture.screen.advance(by: .seconds(1))
        var sent: UserMessage?
        alices?.sendUserMessage(params: UserMessageCreateParams(message: "lunch?")) { message, error in sent = error == nil ? message : nil }
        fixture.screen.advance(by: .seconds(1))
        #expect(notifier.delivered.isEmpty)
        let messageId = try #require(sent?.messageId)
        alices?.updateUserMessage(messageId: messageId, params: UserMessageUpdateParams(message: "@Me lunch?", mentionedUserIds: ["me"]))
        fixture.screen.advance(by: .seconds(1))
        #expect(notifier.delivered == [.bell])
        #expect(channel.unreadMentionCount == 1)
        // Still mentioned by the next edit: no new mention, no ring.
        fixture.screen.advance(by: .seconds(10))
        alices?.updateUserMessage(messageId: messageId, params: UserMessageUpdateParams(message: "@Me lunch??"))
        fixture.screen.advance(by: .seconds(1))
        #expect(notifier.delivered == [.bell])
    }

    @Test func desktopNotificationsWhenOptedIn() throws {
        BanterUIKit.config.notification.desktopStyle = .osc777
        defer { BanterUIKit.config.reset() }
        let (fixture, notifier, _) = try setUp()
        try post(fixture, "alice", "ship it;\u{1B}]0;pwned\u{07}")
        #expect(notifier.delivered == [.desktop(title: "Team", body: "Alice: ship it;\u{1B}]0;pwned\u{07}", style: .osc777)])
        let bytes = try #require(notifier.delivered.first).bytes
        #expect(String(decoding: bytes, as: UTF8.self) == "\u{1B}]777;notify;Team;Alice: ship it,]0,pwned\u{1B}\\")
        BanterUIKit.config.notification.isEnabled = false
        fixture.screen.advance(by: .seconds(10))
        try post(fixture, "alice", "off")
        #expect(notifier.delivered.count == 1)
    }
}
