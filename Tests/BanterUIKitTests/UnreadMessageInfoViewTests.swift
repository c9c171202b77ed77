import BanterChatSDK
import BanterTesting
import Testing
import BanterUIKit

// Outside the kit's module, as an app's code is: the jump-to-unread control is replaced
// through the list's metatype, "Mark as unread" is chosen from the menu as a person does.

/// A control worded differently, to show the list takes the replacement from the metatype
/// and calls its `configure`.
@MainActor
private final class ArrowUnreadInfoView: UnreadMessageInfoView {
    static var configured: [(count: Int, isAbove: Bool)] = []
    override func configure(count: Int, isAbove: Bool, theme: ChannelTheme) {
        Self.configured.append((count, isAbove))
        super.configure(count: count, isAbove: isAbove, theme: theme)
    }
    override func text(count: Int, isAbove: Bool) -> String { "⇧ \(count) to read" }
}

@Suite("Jump to first unread, and Mark as unread", .serialized)
@MainActor
struct UnreadMessageInfoViewTests {
    /// 10 read messages, then `unread` from Alice the current user has not read.
    private func open(size: Size = Size(width: 80, height: 24), unread: Int = 20, dark: Bool = false) throws -> ChannelFixture {
        try ChannelFixture.unreadConversation(size: size, read: 10, unread: unread, dark: dark)
    }

    private func controlTitle(_ fixture: ChannelFixture) -> String? {
        guard let control = fixture.controller.listComponent?.unreadMessageInfoView, !control.isHidden else { return nil }
        return control.title
    }

    @Test func theControlShowsWhileTheLineIsOutOfViewAndBringsItBack() throws {
        let fixture = try open()
        // Opened at the line: no control.
        #expect(fixture.screen.text.contains("New messages"))
        #expect(controlTitle(fixture) == nil)
        // At the newest: the line is above, with the 20 unread under it.
        fixture.screen.press(KeyEvent(.end, modifiers: .control))
        fixture.screen.advance(by: .seconds(1))
        #expect(!fixture.screen.text.contains("New messages"))
        #expect(controlTitle(fixture)?.hasPrefix(" ↑ 20 unread · Jump to first unread (Alt-U)") == true)
        #expect(fixture.screen.text.contains("↑ 20 unread"))
        // Choosing it brings the line back, and the control goes.
        fixture.controller.listComponent?.unreadMessageInfoView?.sendAction()
        fixture.screen.advance(by: .seconds(1))
        #expect(fixture.screen.text.contains("New messages"))
        #expect(controlTitle(fixture) == nil)
        #expect(fixture.controller.listComponent?.selectedMessage?.message == "Unread message 0")
    }

    @Test func aClickOnTheControlReturnsToTheLine() throws {
        let fixture = try open()
        fixture.screen.press(KeyEvent(.end, modifiers: .control))
        fixture.screen.advance(by: .seconds(1))
        try fixture.screen.click(onText: "↑ 20 unread")
        fixture.screen.advance(by: .seconds(1))
        #expect(fixture.screen.text.contains("New messages"))
        #expect(controlTitle(fixture) == nil)
    }

    @Test func noControlWithoutUnreadMessages() throws {
        let fixture = try open(unread: 0)
        fixture.screen.press(.up, .up, .up, .up, .up, .up)
        fixture.screen.advance(by: .seconds(1))
        #expect(controlTitle(fixture) == nil)
    }

    @Test func anAppReplacesTheControlThroughTheMetatype() throws {
        let saved = GroupChannelModule.List.unreadMessageInfoView
        GroupChannelModule.List.unreadMessageInfoView = ArrowUnreadInfoView.self
        defer { GroupChannelModule.List.unreadMessageInfoView = saved }
        ArrowUnreadInfoView.configured = []
        let fixture = try open()
        fixture.screen.press(KeyEvent(.end, modifiers: .control))
        fixture.screen.advance(by: .seconds(1))
        #expect(fixture.controller.listComponent?.unreadMessageInfoView is ArrowUnreadInfoView)
        #expect(fixture.screen.text.contains("⇧ 20 to read"))
        #expect(ArrowUnreadInfoView.configured.last.map { $0.count == 20 && $0.isAbove } == true)
    }

    @Test func markAsUnreadMovesTheLineAndTheCountBack() throws {
        let fixture = try open(unread: 0)
        let controller = fixture.controller!
        #expect(!fixture.screen.text.contains("New messages"))
        // Bob's "Read message 8", the third from the newest.
        fixture.screen.press(.up, .up, .up)
        let selected = try #require(controller.listComponent?.selectedMessage)
        #expect(selected.message == "Read message 7")
        fixture.screen.press(.enter)
        let menu = try #require(controller.presentedViewController as? AlertController)
        let index = try #require(menu.actions.firstIndex { $0.title == "Mark as unread" })
        for _ in 0..<index { fixture.screen.press(.down) }
        fixture.screen.press(.enter)
        fixture.screen.advance(by: .seconds(1))
        // Read message 7, 8 (Bob's) count; 9 is mine.
        #expect(controller.groupChannel?.unreadMessageCount == 2)
        let lines = fixture.screen.text.split(separator: "\n")
        let line = try #require(lines.firstIndex { $0.contains("New messages") })
        let first = try #require(lines.firstIndex { $0.contains("Read message 7") })
        #expect(line < first)
        #expect(!lines[line..<first].contains { $0.contains("Read message 6") })
        // The screen does not read it again by itself while it stays open.
        try ChannelFixture.post(fixture.server, fixture.channelURL, "alice", "Later", at: 0)
        fixture.screen.advance(by: .seconds(1))
        #expect(controller.groupChannel?.unreadMessageCount == 3)
    }

    @Test func ownMessagesOfferNoMarkAsUnread() throws {
        let fixture = try open(unread: 0)
        fixture.screen.press(.up)                                 // "Read message 9", mine
        #expect(fixture.controller.listComponent?.selectedMessage?.sender?.userId == "me")
        fixture.screen.press(.enter)
        let menu = try #require(fixture.controller.presentedViewController as? AlertController)
        #expect(!menu.actions.contains { $0.title == "Mark as unread" })
    }

    @Test(arguments: [(80, 24, false), (80, 24, true), (120, 40, false), (120, 40, true)])
    func snapshots(width: Int, height: Int, dark: Bool) throws {
        defer { Theme.set(colorScheme: .light) }
        let fixture = try open(size: Size(width: width, height: height), unread: 40, dark: dark)
        fixture.screen.press(KeyEvent(.end, modifiers: .control))
        fixture.screen.advance(by: .seconds(1))
        assertSnapshot(of: fixture.screen, named: "\(dark ? "dark" : "light").\(width)x\(height)")
    }
}
