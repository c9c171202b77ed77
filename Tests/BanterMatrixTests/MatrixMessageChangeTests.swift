import Foundation
import Testing
@testable import BanterChatSDK
@testable import BanterMatrix

/// The Matrix backend's reading of message changes on recorded Synapse answers
/// (`MatrixMessageChangeRecordings`): edits, redactions, reactions, thread replies and their
/// summaries, and file messages, as the events banter_b's (or banter_a's) client is told.
@MainActor
@Suite("Matrix edits, deletions, reactions, threads and files on recorded responses")
struct MatrixMessageChangeTests {
    typealias Recorded = MatrixMessageChangeRecordings
    let alice = "@banter_a:localhost"
    let bob = "@banter_b:localhost"

    private func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
        try JSONDecoder().decode(T.self, from: Data(json.utf8))
    }

    /// An account of `userId` that applied the recorded syncs, in order; the events of the last.
    private func account(_ userId: String, after syncs: [String]) throws -> (MatrixAccount, [ServerEvent]) {
        let account = MatrixAccount(userId: userId, accessToken: "token")
        var events: [ServerEvent] = []
        for json in syncs { events = account.apply(try decode(MatrixSyncResponse.self, json)) }
        return (account, events)
    }

    private var room: (MatrixAccount) -> MatrixRoom { { $0.rooms[Recorded.roomId] ?? MatrixRoom(roomId: "") } }

    private func messageId(_ account: MatrixAccount, _ eventId: String = Recorded.messageEventId) throws -> Int64 {
        try #require(room(account).ids.knownId(for: eventId))
    }

    // MARK: Edits

    @Test("an edit of a message the client holds is messageUpdated: new text and data, the edit's time, the same id")
    func edit() throws {
        let (account, events) = try account(bob, after: [Recorded.message, Recorded.edit])
        guard events.count == 1, case .messageUpdated(let channel, let payload) = events[0] else {
            Issue.record("expected one update, got \(events)")
            return
        }
        #expect(channel.header.url == Recorded.roomId)
        #expect(payload.record.messageId == (try messageId(account)))
        #expect(payload.record.text == "Lunch at two?")
        #expect(payload.extras?.data == "moved")
        #expect(payload.record.createdAt == 1_795_792_177_478)
        #expect(payload.record.updatedAt == 1_795_792_177_678)
        #expect(payload.sender?.userId == alice)
        #expect(room(account).lastMessage?.record.text == "Lunch at two?")
    }

    @Test("an edit sent by someone else than the sender changes nothing")
    func editByAnother() throws {
        let forged = Recorded.edit.replacingOccurrences(of: #""sender":"@banter_a:localhost""#, with: #""sender":"@banter_b:localhost""#)
        let (_, events) = try account(bob, after: [Recorded.message, forged])
        #expect(events.isEmpty)
    }

    @Test("an edit of a message known by id but no longer cached is read back (a follow-up)")
    func editOfUncachedMessage() throws {
        let (account, _) = try account(bob, after: [Recorded.message])
        account.rooms[Recorded.roomId]?.relations = MatrixRelations()
        let events = account.apply(try decode(MatrixSyncResponse.self, Recorded.edit))
        #expect(events.isEmpty)
        guard account.followUps.count == 1, case .edit(let roomId, let target) = account.followUps[0] else {
            Issue.record("expected one edit follow-up, got \(account.followUps)")
            return
        }
        #expect(roomId == Recorded.roomId)
        #expect(target == Recorded.messageEventId)
    }

    @Test("a message read back with its bundled edit carries the edit's text, data and time")
    func bundledEdit() throws {
        var ids = MatrixMessageIds()
        let message = try #require(MatrixMessageMapping.message(from: try decode(MatrixRoomEvent.self, Recorded.editedEvent), ids: &ids))
        #expect(message.record.text == "Lunch at two?")
        #expect(message.extras.data == "moved")
        #expect(message.record.updatedAt == 1_795_792_177_678)
    }

    @Test("the content of an edit keeps what it does not change and names every field")
    func editedContent() throws {
        var ids = MatrixMessageIds()
        let event = try decode(MatrixRoomEvent.self, Recorded.editedEvent)
        let original = try #require(MatrixMessageMapping.message(from: event, ids: &ids))
        let content = MatrixSession.editedContent(event.content, original: original, UserMessageUpdateParams(customType: "plan"))
        #expect(content["msgtype"] == .string("m.text"))
        #expect(content["body"] == .string("Lunch at two?"))
        #expect(content["banter.custom_type"] == .string("plan"))
        #expect(content["banter.data"] == .string("moved"))
    }

    // MARK: Deletions

    @Test("a redacted message is messageDeleted with its id, and no longer the room's last message")
    func redaction() throws {
        let (account, events) = try account(bob, after: [Recorded.message, Recorded.redaction])
        guard events.count == 1, case .messageDeleted(let channel, let deleted) = events[0] else {
            Issue.record("expected one deletion, got \(events)")
            return
        }
        #expect(deleted == (try messageId(account)))
        #expect(channel.header.url == Recorded.roomId)
        #expect(room(account).lastMessage == nil)
    }

    @Test("a redaction of an event the client never met tells nothing")
    func redactionOfUnknown() throws {
        let (_, events) = try account(bob, after: [Recorded.redaction])
        #expect(events.isEmpty)
    }

    // MARK: Reactions

    @Test("a reaction is reactionUpdated (add) for the message, told to its sender too, and the message carries it")
    func reaction() throws {
        let (account, events) = try account(bob, after: [Recorded.message, Recorded.reaction])
        guard events.count == 1, case .reactionUpdated(_, let reaction) = events[0] else {
            Issue.record("expected one reaction, got \(events)")
            return
        }
        #expect(reaction == ReactionEvent(
            messageId: try messageId(account), key: "👍", userId: bob, operation: .add, updatedAt: 1_795_792_177_822))
        let payload = try #require(room(account).lastMessage.map(room(account).payload))
        #expect(payload.extras?.reactions == ["👍": [bob]])
        #expect(payload.extras?.reactionsUpdatedAt == 1_795_792_177_822)
    }

    @Test("the same reaction seen twice (a page overlapping /sync) is told once")
    func reactionSeenTwice() throws {
        let (account, _) = try account(bob, after: [Recorded.message, Recorded.reaction])
        #expect(account.apply(try decode(MatrixSyncResponse.self, Recorded.reaction)).isEmpty)
    }

    @Test("a redacted reaction is reactionUpdated (delete), and the message no longer carries it")
    func unreaction() throws {
        let (account, events) = try account(bob, after: [Recorded.message, Recorded.reaction, Recorded.unreaction])
        guard events.count == 1, case .reactionUpdated(_, let reaction) = events[0] else {
            Issue.record("expected one reaction change, got \(events)")
            return
        }
        #expect(reaction.operation == .delete)
        #expect(reaction.key == "👍")
        #expect(reaction.userId == bob)
        #expect(reaction.messageId == (try messageId(account)))
        let payload = try #require(room(account).lastMessage.map(room(account).payload))
        #expect(payload.extras?.reactions.isEmpty ?? true)
    }

    @Test("a history page's reactions are aggregated into the messages it loads, and tell nothing")
    func reactionsFromHistory() throws {
        var room = MatrixRoom(roomId: Recorded.roomId)
        let events = try [Recorded.message, Recorded.reaction].flatMap {
            try decode(MatrixSyncResponse.self, $0).rooms?.join?[Recorded.roomId]?.timeline?.events.map(\.event) ?? []
        }
        room.absorb(events)
        let message = try #require(room.relations.message(Recorded.messageEventId))
        #expect(room.payload(message).extras?.reactions == ["👍": [bob]])
        let annotations = try decode(MatrixResponse.Relations.self, Recorded.annotations)
        #expect(annotations.chunk.map(\.eventId) == [Recorded.reactionEventId])
        #expect(annotations.chunk.first?.content.relatesTo?.key == "👍")
    }

    // MARK: Threads

    @Test("another sender's thread reply is messageReceived with its parent set and quoted; the root's summary follows")
    func threadReply() throws {
        // As banter_a's client hears it: the transaction id is only on the sender's own sync.
        let heardByAlice = Recorded.threadReply.replacingOccurrences(of: #","transaction_id":"652d973e3a7c4bef8095c50d5b45e097""#, with: "")
        #expect(heardByAlice != Recorded.threadReply)
        let (account, events) = try account(alice, after: [Recorded.message, heardByAlice])
        let rootId = try messageId(account)
        guard events.count == 1, case .messageReceived(_, let payload) = events[0] else {
            Issue.record("expected the reply, got \(events)")
            return
        }
        #expect(payload.record.text == "Friday works")
        #expect(payload.record.parentMessageId == rootId)
        #expect(payload.parent?.record.messageId == rootId)
        #expect(payload.parent?.record.text == "Lunch at one?")
        guard account.followUps.count == 1, case .threadInfo(_, let root, let at) = account.followUps[0] else {
            Issue.record("expected the root's summary to follow, got \(account.followUps)")
            return
        }
        #expect(root == Recorded.messageEventId)
        #expect(at == 1_795_792_177_940)
        #expect(room(account).lastMessage?.record.text == "Lunch at one?")
    }

    @Test("the sender's own reply is not received again (its send answered), but the summary still follows")
    func ownThreadReply() throws {
        let (account, events) = try account(bob, after: [Recorded.message, Recorded.threadReply])
        #expect(events.isEmpty)
        #expect(account.followUps.count == 1)
    }

    @Test("a reply to a root the client never met waits for the root's id")
    func replyToUnknownRoot() throws {
        let heardByAlice = Recorded.threadReply.replacingOccurrences(of: #","transaction_id":"652d973e3a7c4bef8095c50d5b45e097""#, with: "")
        let (account, events) = try account(alice, after: [heardByAlice])
        #expect(events.isEmpty)
        guard account.followUps.count == 1, case .threadReply(_, let reply, let root, let notify, _) = account.followUps[0] else {
            Issue.record("expected the reply to wait, got \(account.followUps)")
            return
        }
        #expect(root == Recorded.messageEventId)
        #expect(notify)
        #expect(reply.record.parentMessageId == nil)
        #expect(reply.record.text == "Friday works")
    }

    @Test("a redacted thread reply is messageDeleted, and its root's summary follows")
    func redactedReply() throws {
        let (account, _) = try account(bob, after: [Recorded.message, Recorded.threadReply])
        account.followUps.removeAll()
        let redaction = Recorded.redaction.replacingOccurrences(of: Recorded.messageEventId, with: Recorded.replyEventId)
        let events = account.apply(try decode(MatrixSyncResponse.self, redaction))
        guard events.count == 1, case .messageDeleted(_, let deleted) = events[0] else {
            Issue.record("expected the deletion, got \(events)")
            return
        }
        #expect(deleted == (try messageId(account, Recorded.replyEventId)))
        guard account.followUps.count == 1, case .threadInfo(_, let root, _) = account.followUps[0] else {
            Issue.record("expected the root's summary to follow, got \(account.followUps)")
            return
        }
        #expect(root == Recorded.messageEventId)
    }

    @Test("a root read back carries its thread summary: reply count and the last reply's time")
    func threadSummary() throws {
        var ids = MatrixMessageIds()
        let root = try #require(MatrixMessageMapping.message(from: try decode(MatrixRoomEvent.self, Recorded.threadRoot), ids: &ids))
        #expect(root.extras.replyCount == 1)
        #expect(root.extras.lastRepliedAt == 1_795_792_177_940)
        let thread = try decode(MatrixResponse.Relations.self, Recorded.threadRelations)
        #expect(thread.chunk.map(\.eventId) == [Recorded.replyEventId])
        #expect(thread.chunk.first?.content.relatesTo?.relType == "m.thread")
        #expect(thread.nextBatch == nil)
    }

    // MARK: Files

    @Test("an m.image is a file message with its mxc:// URL, name, size and MIME type")
    func fileMessage() throws {
        let (_, events) = try account(bob, after: [Recorded.file])
        guard events.count == 1, case .messageReceived(_, let payload) = events[0] else {
            Issue.record("expected the file, got \(events)")
            return
        }
        #expect(payload.record.kind == .file)
        #expect(payload.record.text.isEmpty)
        let upload = try decode(MatrixResponse.Upload.self, Recorded.upload)
        #expect(payload.extras?.file == MessageExtras.FileInfo(name: "notes.png", size: 200, mimeType: "image/png", url: upload.contentURI))
    }

    @Test("a file's event type follows its MIME type, and names the file as the mapping reads it back")
    func fileContent() throws {
        let file = MessageExtras.FileInfo(name: "notes.png", size: 200, mimeType: "image/png", url: "")
        let content = MatrixSession.fileContent(file, uri: "mxc://localhost/abc")
        #expect(content["msgtype"] == .string("m.image"))
        #expect(content["url"] == .string("mxc://localhost/abc"))
        #expect(content["info"]?["size"] == .number(200))
        #expect(content["info"]?["mimetype"] == .string("image/png"))
        for (mime, type) in [("video/mp4", "m.video"), ("audio/ogg", "m.audio"), ("application/pdf", "m.file"), ("text/plain", "m.file")] {
            var other = file
            other.mimeType = mime
            #expect(MatrixSession.fileContent(other, uri: "mxc://x/y")["msgtype"] == .string(type))
        }
        let event = MatrixJSON.object([
            "type": .string("m.room.message"), "event_id": .string("$f"), "sender": .string(alice),
            "origin_server_ts": .number(5), "content": .object(content),
        ])
        var ids = MatrixMessageIds()
        let mapped = try #require(MatrixMessageMapping.message(from: try JSONDecoder().decode(MatrixRoomEvent.self, from: event.data), ids: &ids))
        #expect(mapped.extras.file == MessageExtras.FileInfo(name: "notes.png", size: 200, mimeType: "image/png", url: "mxc://localhost/abc"))
    }

    @Test("a file's data must hold as many bytes as its size says (800110)")
    func fileDataSize() {
        var params = FileMessageCreateParams(fileName: "a.txt", fileSize: 4, mimeType: "text/plain")
        params.fileData = Data("abc".utf8)
        #expect(throws: ChatError.self) { try Validation.file(params, maxSize: 100) }
        params.fileData = Data("abcd".utf8)
        #expect(throws: Never.self) { try Validation.file(params, maxSize: 100) }
    }

    @Test("requests outside client/v3 keep the homeserver and percent-encode each segment")
    func otherAPIs() throws {
        let base = try #require(URL(string: "http://127.0.0.1:8008"))
        let relations = MatrixHTTP.url(base, api: "client/v1", path: ["rooms", "!a:b", "relations", "$e/f", "m.thread"], query: ["dir": "b"])
        #expect(relations?.absoluteString == "http://127.0.0.1:8008/_matrix/client/v1/rooms/%21a%3Ab/relations/%24e%2Ff/m.thread?dir=b")
        let upload = MatrixHTTP.url(base, api: "media/v3", path: ["upload"], query: ["filename": "a b.png"])
        #expect(upload?.absoluteString == "http://127.0.0.1:8008/_matrix/media/v3/upload?filename=a%20b.png")
    }
}

extension MatrixMessageChangeTests {
    @Test("a thread read filters replies by type, sender and custom type, as the mock's history does")
    func threadFilters() throws {
        var ids = MatrixMessageIds()
        let event = try #require(try decode(MatrixResponse.Relations.self, Recorded.threadRelations).chunk.first)
        let reply = try #require(MatrixMessageMapping.message(from: event, ids: &ids))
        var params = MessageListParams()
        #expect(MatrixSession.matches(params, reply))
        params.messageTypeFilter = .file
        #expect(!MatrixSession.matches(params, reply))
        params.messageTypeFilter = .user
        params.senderUserIds = [alice]
        #expect(!MatrixSession.matches(params, reply))
        params.senderUserIds = [bob]
        #expect(MatrixSession.matches(params, reply))
        params.customTypes = ["plan"]
        #expect(!MatrixSession.matches(params, reply))
    }
}
