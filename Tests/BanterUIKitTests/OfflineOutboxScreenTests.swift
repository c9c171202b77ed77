import BanterTesting
import Foundation
import Testing
import BanterUIKit

/// What `PendingMenuList` heard; reset by its test.
@MainActor private var pendingMenus: [String] = []

/// An app's list component (no `@testable`), overriding the pending message's menu.
@MainActor
private final class PendingMenuList: GroupChannelModule.List {
    override func showPendingMessageMenu(on message: BaseMessage) {
        pendingMenus.append(message.message)
        super.showPendingMessageMenu(on: message)
    }
}

/// The channel screen of a client with an outbox, as a user meets it offline: a banner says
/// it is connecting and how many messages wait, what is typed shows pending, not failed,
/// and goes by itself when the connection returns; a pending message can be deleted first.
@Suite("The channel screen offline, with an outbox", .serialized)
@MainActor
struct OfflineOutboxScreenTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("banter-outbox-ui-\(UUID().uuidString)")

    private func fixture(size: Size = Size(width: 80, height: 24)) throws -> ChannelFixture {
        try ChannelFixture(size: size, clientParams: InitParams(isLocalCachingEnabled: true, localCacheConfig: LocalCacheConfig(directory: folder)))
    }

    @Test func offlineSendsWaitUnderABannerAndGoWhenTheConnectionReturns() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixture = try fixture()
        fixture.open()
        #expect(!fixture.screen.text.contains("Connecting…"))
        fixture.server.isNetworkAvailable = false
        fixture.screen.advance(by: .seconds(1))
        #expect(fixture.screen.text.contains("Connecting…"))
        fixture.screen.type("Written offline")
        fixture.screen.press(.enter)
        fixture.screen.type("And again")
        fixture.screen.press(.enter)
        fixture.screen.advance(by: .seconds(30))
        let offline = fixture.screen.text
        #expect(offline.contains("Connecting… · 2 messages waiting"))
        #expect(offline.contains("Written offline"))
        #expect(offline.contains("◷ waiting"), "pending while offline: the clock state")
        #expect(!offline.contains("failed"), "a send that cannot go yet is pending, not failed")

        fixture.server.isNetworkAvailable = true
        fixture.screen.advance(by: .seconds(60))
        let online = fixture.screen.text
        #expect(!online.contains("Connecting…"))
        #expect(online.contains("And again"))
        #expect(!online.contains("sending"))
        #expect(!online.contains("◷"))
        #expect(fixture.client.pendingRequestCount == 0)
    }

    @Test func aPendingMessageDeletedBeforeItGoesLeavesTheScreenAndIsNeverSent() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let saved = GroupChannelModule.listComponent
        GroupChannelModule.listComponent = PendingMenuList.self
        defer { GroupChannelModule.listComponent = saved }
        pendingMenus = []
        let fixture = try fixture()
        let controller = fixture.open()
        fixture.server.isNetworkAvailable = false
        fixture.screen.advance(by: .seconds(1))
        fixture.screen.type("Oops, not this")
        fixture.screen.press(.enter)
        fixture.screen.advance(by: .seconds(1))
        fixture.screen.press(.up)            // into the list: the pending message is selected
        fixture.screen.press(.enter)         // its menu: the app's override, then the kit's
        #expect(pendingMenus == ["Oops, not this"])
        #expect(fixture.screen.text.contains("Delete"))
        #expect(!fixture.screen.text.contains("Reply"), "a message not yet stored has nothing else to do")
        fixture.screen.press(.escape)
        let pending = try #require(controller.viewModel?.messageCollection?.pendingMessages.first)
        controller.viewModel?.deleteMessage(pending)
        fixture.screen.advance(by: .seconds(1))
        #expect(!fixture.screen.text.contains("Oops, not this"))
        #expect(fixture.screen.text.contains("Connecting…"))
        #expect(!fixture.screen.text.contains("waiting"))
        fixture.server.isNetworkAvailable = true
        fixture.screen.advance(by: .seconds(60))
        #expect(!fixture.screen.text.contains("Oops, not this"))
        #expect(fixture.client.pendingRequestCount == 0)
    }
}
