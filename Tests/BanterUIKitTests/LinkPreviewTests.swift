import BanterTesting
import Testing
import BanterUIKit

@Suite("Link previews under messages", .serialized)
@MainActor
struct LinkPreviewTests {
    private func message(_ text: String, in controller: GroupChannelViewController) -> BaseMessage? {
        controller.viewModel?.fullMessageList.last { $0.message == text }
    }

    @Test func aKnownLinkGetsItsCardAMomentAfterTheMessageIsStored() throws {
        let fixture = try ChannelFixture()
        let controller = fixture.open()
        let text = "Release notes are on https://www.swift.org/ today."
        fixture.screen.type(text)
        fixture.screen.press(.enter)
        fixture.screen.advance(by: .milliseconds(150))          // stored, no preview yet
        #expect(message(text, in: controller)?.ogMetaData == nil)
        fixture.screen.advance(by: .seconds(1))
        let data = try #require(message(text, in: controller)?.ogMetaData)
        #expect(data.title == "Swift.org" && data.siteName == "Swift.org" && data.url == "https://www.swift.org")
        #expect(fixture.screen.text.ranges(of: "Swift.org").count == 1)       // the title; the same site name is left out
        #expect(fixture.screen.text.contains("Swift is a general-purpose"))
    }

    @Test func othersSeeThePreviewToo() throws {
        let fixture = try ChannelFixture()
        let controller = fixture.open()
        try ChannelFixture.post(fixture.server, fixture.channelURL, "bob", "look: https://github.com", at: 0)
        fixture.screen.advance(by: .seconds(2))
        #expect(message("look: https://github.com", in: controller)?.ogMetaData?.siteName == "GitHub")
        #expect(fixture.screen.text.contains("GitHub: Let's build from here"))
    }

    @Test func anUnknownLinkAFailedFetchOrNoLinkLeaveTheMessageAsItIs() throws {
        let fixture = try ChannelFixture()
        let controller = fixture.open()
        for text in ["see https://unknown.invalid/page", "no link here", "ftp://example.com is not the web"] {
            fixture.screen.type(text)
            fixture.screen.press(.enter)
            fixture.screen.advance(by: .seconds(2))
            #expect(message(text, in: controller)?.ogMetaData == nil)
            #expect(message(text, in: controller)?.sendingStatus == .succeeded)
        }
        fixture.server.configuration.failureRates[.linkPreview] = 1
        fixture.screen.type("timed out https://example.com")
        fixture.screen.press(.enter)
        fixture.screen.advance(by: .seconds(30))
        #expect(message("timed out https://example.com", in: controller)?.ogMetaData == nil)
        #expect(message("timed out https://example.com", in: controller)?.sendingStatus == .succeeded)
    }

    @Test func theCardCanBeTurnedOffAndStaysOffForAMessageOverride() throws {
        BanterUIKit.config.groupChannel.channel.isOGTagEnabled = false
        defer { BanterUIKit.config.reset() }
        let fixture = try ChannelFixture()
        let controller = fixture.open()
        fixture.screen.type("https://example.com")
        fixture.screen.press(.enter)
        fixture.screen.advance(by: .seconds(2))
        #expect(message("https://example.com", in: controller)?.ogMetaData?.title == "Example Domain")
        #expect(!fixture.screen.text.contains("Example Domain"))
    }

    @Test func theFirstLinkIsFoundWithoutTrailingPunctuation() {
        #expect(OGMetaData.firstLink(in: "see (https://example.com/a?b=1), thanks") == "https://example.com/a?b=1")
        #expect(OGMetaData.firstLink(in: "HTTP://EXAMPLE.COM.") == "HTTP://EXAMPLE.COM")
        #expect(OGMetaData.firstLink(in: "http:// nothing") == nil)
        #expect(OGMetaData.firstLink(in: "mailto:a@b.c") == nil)
    }
}

/// A list that shows no preview for Bob's messages, as one would for a blocked sender.
final class NoBobPreviewList: GroupChannelModule.List {
    override func shouldShowLinkPreview(for message: BaseMessage) -> Bool {
        message.sender?.userId != "bob" && super.shouldShowLinkPreview(for: message)
    }
}

@Suite("Link preview snapshots and customisation", .serialized)
@MainActor
struct LinkPreviewSnapshotTests {
    static func previewHistory(_ server: ChatServer, _ url: String) throws {
        try ChannelFixture.post(server, url, "alice", "Morning! Notes: https://www.example.jp/news", at: -30)
        try ChannelFixture.post(server, url, "me", "Background: https://en.wikipedia.org/wiki/Emoji", at: -20)
        try ChannelFixture.post(server, url, "bob", "mirror https://example.com", at: -10)
    }

    @Test(arguments: [(80, 24, false), (80, 24, true), (120, 40, false), (120, 40, true)])
    func cards(size: (Int, Int, Bool)) throws {
        defer { Theme.set(colorScheme: .light) }
        let fixture = try ChannelFixture(size: Size(width: size.0, height: size.1), history: Self.previewHistory)
        Theme.set(colorScheme: size.2 ? .dark : .light)
        fixture.screen.setInterfaceStyle(size.2 ? .dark : .light)
        fixture.open()
        fixture.screen.advance(by: .seconds(2))
        assertSnapshot(of: fixture.screen, named: "\(size.2 ? "dark" : "light").\(size.0)x\(size.1)")
    }

    @Test func aListSubclassDecidesPerMessage() throws {
        GroupChannelModule.listComponent = NoBobPreviewList.self
        defer { GroupChannelModule.listComponent = GroupChannelModule.List.self }
        let fixture = try ChannelFixture(size: Size(width: 120, height: 40), history: Self.previewHistory)
        fixture.open()
        fixture.screen.advance(by: .seconds(2))
        #expect(fixture.screen.text.contains("新しいリリースのお知らせ"))
        #expect(!fixture.screen.text.contains("Example Domain"))
    }
}
