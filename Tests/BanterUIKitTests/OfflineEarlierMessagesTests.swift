import BanterTesting
import Foundation
import Testing
import BanterUIKit

/// What `WaitingList` heard; reset by its test.
@MainActor private var bannerUpdates = 0

/// An app's list component (no `@testable`), overriding the banner's update.
@MainActor
private final class WaitingList: GroupChannelModule.List {
    override func updateChannelStateBanner() {
        bannerUpdates += 1
        super.updateChannelStateBanner()
    }
}

/// The channel screen scrolled past what it holds while offline: the banner says earlier
/// messages need a connection (no error screen), and they load when it returns; a message
/// written meanwhile shows the clock state.
@Suite("The channel screen's earlier messages offline", .serialized)
@MainActor
struct OfflineEarlierMessagesTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("banter-earlier-ui-\(UUID().uuidString)")

    /// 150 messages ("Message 000" to "Message 149"), and a client with a cache and outbox.
    private func fixture() throws -> ChannelFixture {
        try ChannelFixture(size: Size(width: 80, height: 24), history: { server, url in
            for index in 0..<150 {
                try ChannelFixture.post(server, url, "alice", "Message " + String(1000 + index).dropFirst(), at: Int64(index - 300))
            }
        }, clientParams: InitParams(isLocalCachingEnabled: true, localCacheConfig: LocalCacheConfig(directory: folder)))
    }

    /// Scrolls the list to its top, a page at a time.
    private func scrollToTop(_ fixture: ChannelFixture) {
        fixture.screen.press(.up)
        for _ in 0..<30 {
            fixture.screen.press(.pageUp)
            fixture.screen.advance(by: .milliseconds(500))
        }
    }

    @Test func earlierMessagesWaitForTheConnectionThenLoad() throws {
        let saved = GroupChannelModule.listComponent
        GroupChannelModule.listComponent = WaitingList.self
        defer { GroupChannelModule.listComponent = saved }
        bannerUpdates = 0
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixture = try fixture()
        let controller = fixture.open()
        #expect(fixture.screen.text.contains("Message 149"))
        fixture.server.isNetworkAvailable = false
        fixture.screen.advance(by: .seconds(1))
        scrollToTop(fixture)
        // However the list got there, asking for the page before is what waits.
        controller.viewModel?.loadPrevMessages()
        fixture.screen.advance(by: .seconds(1))
        let offline = fixture.screen.text
        #expect(offline.contains("Connecting… · Earlier messages need a connection"))
        #expect(!offline.contains("Message 000"))
        #expect(!offline.contains("Couldn't"), "no error screen and no error notice")
        #expect(controller.viewModel?.isWaitingForConnectionToLoadPrevious == true)
        #expect(bannerUpdates > 0, "the app's override of the banner runs")

        let heldOffline = controller.viewModel?.fullMessageList.count ?? 0
        fixture.server.isNetworkAvailable = true
        fixture.screen.advance(by: .seconds(60))
        // The page that waited loads by itself once connected, with no further scrolling.
        #expect((controller.viewModel?.fullMessageList.count ?? 0) > heldOffline)
        #expect(!fixture.screen.text.contains("Earlier messages need a connection"))
        #expect(controller.viewModel?.isWaitingForConnectionToLoadPrevious == false)
        scrollToTop(fixture)
        #expect(fixture.screen.text.contains("Message 0"), "scrolling on loads further back")
    }

    @Test func aMessageWrittenOfflineShowsTheClockUntilItGoes() throws {
        let fixture = try fixture()
        fixture.open()
        fixture.server.isNetworkAvailable = false
        fixture.screen.advance(by: .seconds(1))
        fixture.screen.type("Written offline")
        fixture.screen.press(.enter)
        fixture.screen.advance(by: .seconds(5))
        let offline = fixture.screen.text
        #expect(offline.contains("◷ waiting"))
        #expect(offline.contains("Connecting… · 1 message waiting"))
        #expect(!offline.contains("sending"))
        fixture.server.isNetworkAvailable = true
        fixture.screen.advance(by: .seconds(60))
        let online = fixture.screen.text
        #expect(!online.contains("◷"))
        #expect(online.contains("Written offline"))
    }
}
