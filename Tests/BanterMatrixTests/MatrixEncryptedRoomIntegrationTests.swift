import Foundation
import Testing
@testable import BanterChatSDK
@testable import BanterMatrix

/// On a live Synapse (gated as `MatrixIntegrationTests`): a room made end-to-end encrypted
/// with the raw client-server API, holding an `m.room.encrypted` event sent raw, reads in
/// Banter as an encrypted channel with the encrypted message in place, and Banter refuses to
/// send into it (900070), so the room never holds a plaintext message.
@MainActor
@Suite(
    "Matrix end-to-end encrypted rooms on a live Synapse",
    .enabled(if: MatrixLive.url != nil, "set BANTER_MATRIX_URL to a running Synapse (see MatrixIntegrationTests.swift) to run it"),
    .serialized)
struct MatrixEncryptedRoomIntegrationTests {
    @Test("an encrypted room made with the raw API: marked encrypted, its message shown as encrypted, sending refused")
    func encryptedRoom() async throws {
        let pair = try await MatrixLive.Pair()
        defer { pair.disconnect() }
        let http = try await MatrixLive.rawClient(of: 0)
        let created: MatrixResponse.RoomId = try await MatrixLive.raw(http, "POST", ["createRoom"], body: .object([
            "preset": .string("private_chat"), "name": .string("Secret \(UUID().uuidString.prefix(6))"),
            "invite": .array([.string(pair.meB.userId)]),
            "initial_state": .array([.object([
                "type": .string("m.room.encryption"), "state_key": .string(""),
                "content": .object(["algorithm": .string("m.megolm.v1.aes-sha2")]),
            ])]),
        ]))
        let _: MatrixResponse.EventId = try await MatrixLive.raw(http, "PUT", ["rooms", created.roomId, "send", "m.room.encrypted", "txn-\(UUID().uuidString)"], body: .object([
            "algorithm": .string("m.megolm.v1.aes-sha2"), "ciphertext": .string("AwgAEnAcBbQ"),
            "device_id": .string("RAWDEVICE"), "session_id": .string("rawsession"), "sender_key": .string("rawkey"),
        ]))

        try await MatrixLive.waitUntil("B joined the encrypted room") { pair.b.cachedChannel(created.roomId) != nil }
        let channel = try await pair.b.getGroupChannel(url: created.roomId)
        #expect(channel.isEncrypted)
        var params = MessageListParams()
        params.previousResultSize = 10
        let messages = try await channel.getMessagesByTimestamp(.max, params: params)
        #expect(messages.count == 1)
        #expect(messages.first?.isEncrypted == true)
        #expect(messages.first?.message == "")

        do {
            _ = try await channel.sendUserMessage(params: UserMessageCreateParams(message: "plaintext must not go there"))
            Issue.record("Banter sent a plaintext message into an encrypted room")
        } catch {
            #expect(error.code == .endToEndEncrypted)
        }
        let after = try await channel.getMessagesByTimestamp(.max, params: params)
        #expect(after.map(\.message) == [""])
    }
}
