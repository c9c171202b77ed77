import Testing
import BanterCanvas
import BanterViews
@testable import BanterChatSDK
import BanterScheduling
@testable import BanterUIKitCore

/// An end-to-end encrypted message (from a Matrix room; the mock has none) shows as its own
/// kind, in its own cell, with the `StringSet` text, and as the channel list's preview.
@MainActor
@Suite("Encrypted messages in the kit")
struct EncryptedMessageTests {
    func encryptedMessage() throws -> BaseMessage {
        let scheduler = ManualScheduler()
        let server = ChatServer(scheduler: scheduler, configuration: .immediate)
        try server.createUser(id: "me", nickname: "Me")
        let client = ChatClient(server: server)
        var extras = MessageExtras()
        extras.encryptionAlgorithm = "m.megolm.v1.aes-sha2"
        let record = MessageRecord(messageId: 7, kind: .user, senderId: "alice", text: "", createdAt: 1_000, updatedAt: 1_000)
        return client.makeMessage(MessagePayload(channelURL: "room", channelType: .group, record: record, extras: extras))
    }

    @Test("an encrypted message is its own kind, drawn by EncryptedMessageCell with the StringSet text")
    func kindAndCell() throws {
        let message = try encryptedMessage()
        #expect(message.isEncrypted)
        guard case .encrypted = MessageKind.of(message, configuration: ChannelConfiguration()) else {
            Issue.record("not shown as encrypted")
            return
        }
        #expect(MessageKindIdentifier.of(.encrypted) == MessageKindIdentifier.encrypted)
        let lines = EncryptedMessageCell(reuseIdentifier: MessageKindIdentifier.encrypted).bodyLines(width: 80).map(\.string)
        #expect(lines == [StringSet.current.message.encrypted])
        #expect(GroupChannelCell.preview(of: message, currentUserId: "me", isGroup: false) == StringSet.current.message.encrypted)
        #expect(StringSet.current.message.encrypted == "🔒 Encrypted message: Banter cannot read end-to-end encrypted rooms")
    }
}
