import BanterTesting
import Testing
import BanterUIKit
@testable import BanterChatSDK

/// An end-to-end encrypted channel (as a Matrix room with `m.room.encryption` reads; the
/// embedded service marks one through its package-only `setEncryption`): the header's 🔒
/// marker and, between readable messages, the encrypted ones' notice.
@Suite("An encrypted channel's snapshots")
@MainActor
struct EncryptedChannelSnapshotTests {
    @Test(arguments: [(80, 24, false), (80, 24, true), (120, 40, false), (120, 40, true)])
    func anEncryptedChannel(width: Int, height: Int, dark: Bool) throws {
        let fixture = try ChannelFixture(size: Size(width: width, height: height), history: { server, url in
            try server.setEncryption("m.megolm.v1.aes-sha2", channelURL: url)
            try ChannelFixture.post(server, url, "alice", "Sent before the room was encrypted", at: -30)
            try server.sendEncryptedMessage(senderId: "alice", channelURL: url, createdAt: server.now - 20 * ChannelFixture.minute)
            try server.sendEncryptedMessage(senderId: "bob", channelURL: url, createdAt: server.now - 19 * ChannelFixture.minute)
        })
        fixture.open()
        Theme.set(colorScheme: dark ? .dark : .light)
        fixture.screen.setInterfaceStyle(dark ? .dark : .light)
        defer { Theme.set(colorScheme: .light) }
        #expect(fixture.screen.text.contains("🔒 Team"))
        #expect(fixture.screen.text.contains("🔒 Encrypted message"))
        assertSnapshot(of: fixture.screen, named: "\(dark ? "dark" : "light").\(width)x\(height)")
    }

    @Test("the channel list's row marks the encrypted channel, and its preview says the last message is encrypted")
    func listRow() throws {
        let fixture = try ChannelFixture(history: { server, url in
            try server.setEncryption("m.megolm.v1.aes-sha2", channelURL: url)
            try server.sendEncryptedMessage(senderId: "alice", channelURL: url)
        })
        var found: GroupChannel?
        fixture.client.getGroupChannel(url: fixture.channelURL) { found = try? $0.get() }
        fixture.screen.advance(by: .seconds(1))
        let channel = try #require(found)
        #expect(channel.isEncrypted)
        let cell = GroupChannelCell(reuseIdentifier: "row")
        cell.configure(channel: channel, currentUserId: "me", now: fixture.server.now)
        #expect(cell.displayName == "🔒 Team")
        #expect(cell.lastMessageText.hasSuffix(StringSet.current.message.encrypted))
    }
}
