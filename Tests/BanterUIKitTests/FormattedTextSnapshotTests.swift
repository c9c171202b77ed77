import BanterTesting
import Testing
import BanterUIKit

@Suite("Formatted text in the channel screen")
@MainActor
struct FormattedTextSnapshotTests {
    /// One message with every Markdown element and a code block, a reply with a bare link,
    /// and the same text typed in the input (shown raw there).
    static let everything = """
        **Release** *today*, ~~Friday~~ `v2.1`:
        > notes are **ready**
        ```swift
        let 日本 = "wide"   // no reflow here, ever, even when the line is long
        ```
        see [the notes](https://example.com/notes) 🎉
        """

    private static func history(_ server: ChatServer, _ url: String) throws {
        try ChannelFixture.post(server, url, "bob", "Plain words, no markup", at: -6)
        try ChannelFixture.post(server, url, "alice", everything, at: -5)
        try ChannelFixture.post(server, url, "me", "Mirror at https://mirror.example.org/v2.1 (fast).", at: -4)
    }

    @Test(arguments: [(80, 24, false), (80, 24, true), (120, 40, false), (120, 40, true)])
    func everyElementAndALink(width: Int, height: Int, dark: Bool) throws {
        let fixture = try ChannelFixture(size: Size(width: width, height: height), history: Self.history)
        fixture.open()
        Theme.set(colorScheme: dark ? .dark : .light)
        fixture.screen.setInterfaceStyle(dark ? .dark : .light)
        defer { Theme.set(colorScheme: .light) }
        fixture.screen.type("**raw** in the input")
        assertSnapshot(of: fixture.screen, named: "\(dark ? "dark" : "light").\(width)x\(height)")
    }

    @Test func turnedOffTheTextShowsAsTyped() throws {
        BanterUIKit.config.groupChannel.channel.isMarkdownForUserMessageEnabled = false
        defer { BanterUIKit.config.reset() }
        let fixture = try ChannelFixture(history: Self.history)
        fixture.open()
        #expect(fixture.screen.text.contains("**Release** *today*"))
        #expect(fixture.screen.text.contains("```swift"))
    }

    @Test func formattedTextDropsTheMarkers() throws {
        let fixture = try ChannelFixture(size: Size(width: 120, height: 40), history: Self.history)
        fixture.open()
        let text = fixture.screen.text
        #expect(text.contains("Release today, Friday v2.1:"))
        #expect(text.contains("▎ notes are ready"))
        #expect(text.contains("┌─ swift ─"))
        #expect(text.contains("see the notes 🎉"))
        #expect(!text.contains("**Release**"))
    }

    @Test func copyLinkPutsTheFirstLinkOnTheClipboard() throws {
        let fixture = try ChannelFixture(history: Self.history)
        let controller = fixture.open()
        let list = try #require(controller.listComponent)
        let messages = try #require(controller.viewModel?.fullMessageList)
        let formatted = try #require(messages.first { $0.message == Self.everything })
        let item = try #require(list.createCopyLinkMenuItem(for: formatted))
        #expect(item.kind == .copyLink)
        #expect(list.createMessageMenuItems(for: formatted).map(\.kind).prefix(2) == [.copy, .copyLink])
        item.handler()
        #expect(Pasteboard.general.string == "https://example.com/notes")
        let plain = try #require(messages.first { $0.message == "Plain words, no markup" })
        #expect(list.createCopyLinkMenuItem(for: plain) == nil)
    }
}
