import Foundation
import Testing
@testable import BanterChatSDK
@testable import BanterMatrix

/// End-to-end encrypted rooms on the stand-in homeserver: Banter cannot decrypt, so an
/// `m.room.encrypted` event is a message marked encrypted (never a hole), the room is marked
/// from its `m.room.encryption` state, and sending or editing there fails with 900070 before
/// any request leaves.
@MainActor
@Suite("Matrix end-to-end encrypted rooms")
struct MatrixEncryptedRoomTests {
    typealias R = MatrixHistoryRecordings
    let stub = MatrixStubHomeserver(roomId: R.roomId)
    let account = MatrixAccount(userId: R.bob, accessToken: "token")
    let session: MatrixSession

    static let encryption = #"{"content":{"algorithm":"m.megolm.v1.aes-sha2"},"event_id":"$enc","origin_server_ts":\#(R.time(0)),"sender":"\#(R.alice)","state_key":"","type":"m.room.encryption"}"#

    static func encrypted(_ number: Int, content: String = #"{"algorithm":"m.megolm.v1.aes-sha2","ciphertext":"AwgAEnAc","device_id":"DEV","session_id":"S"}"#) -> String {
        #"{"content":\#(content),"event_id":"\#(R.eventId(number))","origin_server_ts":\#(R.time(number)),"sender":"\#(R.alice)","type":"m.room.encrypted"}"#
    }

    init() {
        var http = MatrixHTTP(homeserver: stub.homeserver, session: stub.session)
        http.accessToken = "token"
        session = MatrixSession(account: account, http: http, listener: SilentListener())
        account.since = "s0"
    }

    private func sync(_ events: [String]) throws {
        let response = try JSONDecoder().decode(MatrixSyncResponse.self, from: Data(R.sync(events, limited: false, prevBatch: "t0").utf8))
        _ = account.apply(response)
    }

    @Test("an encrypted event is a message without text marked encrypted; a redacted one is no message")
    func mapping() throws {
        var ids = MatrixMessageIds()
        let event = try JSONDecoder().decode(MatrixRoomEvent.self, from: Data(Self.encrypted(1).utf8))
        let message = try #require(MatrixMessageMapping.message(from: event, ids: &ids))
        #expect(message.record.text.isEmpty)
        #expect(message.record.kind == .user)
        #expect(message.extras.encryptionAlgorithm == "m.megolm.v1.aes-sha2")
        let redacted = try JSONDecoder().decode(MatrixRoomEvent.self, from: Data(Self.encrypted(2, content: "{}").utf8))
        #expect(MatrixMessageMapping.message(from: redacted, ids: &ids) == nil)
    }

    @Test("m.room.encryption marks the channel encrypted; a room without it is not")
    func channelMarked() throws {
        try sync([R.join(0), R.message(1)])
        #expect(account.rooms[R.roomId]?.channelPayload(for: R.bob).header.encryption == nil)
        try sync([Self.encryption])
        #expect(account.rooms[R.roomId]?.channelPayload(for: R.bob).header.encryption == "m.megolm.v1.aes-sha2")
    }

    @Test("a window of an encrypted room holds its encrypted messages in place, between the readable ones")
    func history() async throws {
        stub.append([R.message(1), Self.encrypted(2), R.message(3)])
        try sync([R.join(0), Self.encryption])
        let pending = Pending<HistoryWindow>()
        session.loadHistoryWindow(url: R.roomId, around: .max, previous: 10, next: 0, params: MessageListParams(), reply: pending.resolve)
        let messages = try await pending.value().previous.messages
        #expect(messages.map(\.record.text) == ["message 1", "", "message 3"])
        #expect(messages.map { $0.extras?.encryptionAlgorithm != nil } == [false, true, false])
    }

    @Test("sending or editing in an encrypted room fails with 900070 and sends nothing")
    func refusal() async throws {
        try sync([R.join(0), R.message(1, sender: R.bob), Self.encryption])
        let sent = Pending<MessagePayload>()
        session.sendMessage(url: R.roomId, OutgoingMessage(requestId: "r1", kind: .user, text: "secret plans", extras: MessageExtras(), parentMessageId: nil), reply: sent.resolve)
        do { _ = try await sent.value(); Issue.record("a message went into an encrypted room") } catch { #expect((error as? ChatError)?.code == .endToEndEncrypted) }
        let messageId = try #require(account.rooms[R.roomId]?.ids.knownId(for: R.eventId(1)))
        let edited = Pending<MessagePayload>()
        session.updateMessage(url: R.roomId, messageId: messageId, UserMessageUpdateParams(message: "still secret"), requestId: "e1", reply: edited.resolve)
        do { _ = try await edited.value(); Issue.record("an edit went into an encrypted room") } catch { #expect((error as? ChatError)?.code == .endToEndEncrypted) }
        #expect(stub.requests.isEmpty)
    }

    private func send(_ text: String, requestId: String = "r1") async -> Result<MessagePayload, ChatError> {
        let sent = Pending<MessagePayload>()
        session.sendMessage(url: R.roomId, OutgoingMessage(requestId: requestId, kind: .user, text: text, extras: MessageExtras(), parentMessageId: nil), reply: sent.resolve)
        do { return .success(try await sent.value()) } catch { return .failure(error as? ChatError ?? .invalidParameter("\(error)")) }
    }

    @Test("a room whose m.room.encryption is not absorbed yet (a later /sync, or only in /state) is asked about, refused and marked; nothing is sent")
    func lateEncryptionState() async throws {
        try sync([R.join(0), R.message(1, sender: R.bob)])
        stub.setState("[\(Self.encryption)]")
        let result = await send("secret plans")
        #expect(result.failure?.code == .endToEndEncrypted)
        #expect(stub.count("send") == 0)
        #expect(account.rooms[R.roomId]?.encryption == "m.megolm.v1.aes-sha2")
        // Known now: the next send is refused without asking again.
        let asked = stub.requests.count
        #expect(await send("more plans", requestId: "r2").failure?.code == .endToEndEncrypted)
        #expect(stub.requests.count == asked)
    }

    @Test("m.room.encryption in the state block of the same /sync as the room's first timeline refuses the send")
    func encryptionInSyncState() async throws {
        let json = #"{"next_batch":"s1","rooms":{"join":{"\#(R.roomId)":{"state":{"events":[\#(Self.encryption)]},"timeline":{"events":[\#(R.join(0))],"limited":false}}}}}"#
        _ = account.apply(try JSONDecoder().decode(MatrixSyncResponse.self, from: Data(json.utf8)))
        #expect(await send("secret plans").failure?.code == .endToEndEncrypted)
        #expect(stub.requests.isEmpty)
    }

    @Test("a room never seen by /sync (left to the background fill) is asked about before the send")
    func unknownRoom() async throws {
        stub.setState("[\(Self.encryption)]")
        #expect(await send("secret plans").failure?.code == .endToEndEncrypted)
        #expect(stub.count("send") == 0)
    }

    @Test("when the homeserver cannot say (rate limited), the send fails with that error and nothing is sent")
    func undecided() async throws {
        try sync([R.join(0)])
        stub.answer("state/m.room.encryption/", status: 429, with: #"{"errcode":"M_LIMIT_EXCEEDED","error":"Too many requests","retry_after_ms":10}"#)
        let result = await send("secret plans")
        #expect(result.failure != nil)
        #expect(result.failure?.code != .endToEndEncrypted)
        #expect(stub.count("send") == 0)
    }

    @Test("an unencrypted room (no m.room.encryption state: 404) gets the send, and the next send is not delayed by asking again")
    func unencrypted() async throws {
        try sync([R.join(0)])
        _ = await send("hello")
        #expect(stub.count("send") == 1)
        #expect(account.rooms[R.roomId]?.encryption == nil)
        _ = await send("again")
        #expect(stub.count("send") == 2)
        #expect(stub.paths.filter { $0.contains("/state/m.room.encryption") }.count == 1)
    }
}

private extension Result {
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
