import BanterTesting
import Testing
import BanterUIKit

// Outside the kit's module, as an app's code is: the line's cell is replaced through the
// list's metatype, and the key and the screen are used as a person uses them.

/// A line drawn differently, to show the list takes the replacement from the metatype.
@MainActor
private final class StarredNewLineCell: UnreadMessageNewLineCell {
    static var configured = 0
    override var title: String { "★ unread below ★" }
    override func configure(theme: ChannelTheme) {
        Self.configured += 1
        super.configure(theme: theme)
    }
}

@Suite("The unread line: New messages above the first unread", .serialized)
@MainActor
struct UnreadMessageNewLineTests {
    /// 27 read messages, then `unread` from Alice the current user has not read.
    private func open(size: Size = Size(width: 80, height: 24), unread: Int = 3, dark: Bool = false) throws -> ChannelFixture {
        try ChannelFixture.unreadConversation(size: size, read: 30 - unread, unread: unread, dark: dark)
    }

    /// The screen's lines, top to bottom.
    private func lines(_ fixture: ChannelFixture) -> [Substring] { fixture.screen.text.split(separator: "\n", omittingEmptySubsequences: false) }

    @Test func threeUnreadOfThirtyShowTheLineAboveTheFirstUnread() throws {
        let fixture = try open()
        let lines = lines(fixture)
        let line = try #require(lines.firstIndex { $0.contains("New messages") })
        let first = try #require(lines.firstIndex { $0.contains("Unread message 0") })
        #expect(line < first)
        #expect(!lines[line..<first].contains { $0.contains("Read message") })
        #expect(lines.contains { $0.contains("Unread message 2") })
        // The channel is read now, and the line stays while the screen is open.
        #expect(fixture.controller.groupChannel?.unreadMessageCount == 0)
        try ChannelFixture.post(fixture.server, fixture.channelURL, "alice", "Later", at: 0)
        fixture.screen.advance(by: .seconds(1))
        #expect(fixture.screen.text.contains("New messages"))
        #expect(fixture.controller.listComponent?.rows.filter { $0.id == .unreadLine }.count == 1)
    }

    @Test func manyUnreadOpenAtTheLineNotTheBottomAndTheKeyComesBack() throws {
        let fixture = try open(unread: 20)
        #expect(fixture.screen.text.contains("New messages"))
        #expect(fixture.screen.text.contains("Unread message 0"))
        #expect(!fixture.screen.text.contains("Unread message 19"))
        // To the newest, then Alt-U back to the line.
        fixture.screen.press(KeyEvent(.end, modifiers: .control))
        fixture.screen.advance(by: .seconds(1))
        #expect(fixture.screen.text.contains("Unread message 19"))
        #expect(!fixture.screen.text.contains("New messages"))
        fixture.screen.press(KeyBindingSet.current.channel.firstUnread.keys[0])
        fixture.screen.advance(by: .seconds(1))
        #expect(fixture.screen.text.contains("New messages"))
        #expect(fixture.screen.text.contains("Unread message 0"))
        #expect(fixture.controller.listComponent?.selectedMessage?.message == "Unread message 0")
    }

    @Test func noLineWhenNothingIsUnread() throws {
        let fixture = try open(unread: 0)
        #expect(!fixture.screen.text.contains("New messages"))
        #expect(fixture.screen.text.contains("Read message 29"))
    }

    @Test func anAppReplacesTheLinesCellThroughTheMetatype() throws {
        let saved = GroupChannelModule.List.unreadMessageNewLineCell
        GroupChannelModule.List.unreadMessageNewLineCell = StarredNewLineCell.self
        defer { GroupChannelModule.List.unreadMessageNewLineCell = saved }
        StarredNewLineCell.configured = 0
        let fixture = try open()
        #expect(fixture.screen.text.contains("★ unread below ★"))
        #expect(!fixture.screen.text.contains("New messages"))
        #expect(StarredNewLineCell.configured > 0)
    }

    @Test(arguments: [(80, 24, false), (80, 24, true), (120, 40, false), (120, 40, true)])
    func snapshots(width: Int, height: Int, dark: Bool) throws {
        defer { Theme.set(colorScheme: .light) }
        let fixture = try open(size: Size(width: width, height: height), unread: 3, dark: dark)
        assertSnapshot(of: fixture.screen, named: "\(dark ? "dark" : "light").\(width)x\(height)")
    }
}
