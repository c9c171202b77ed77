import Foundation
import Testing
@testable import BanterChatSDK
@testable import BanterMatrix

/// Message events recorded from Synapse become Banter's message records: kinds, edits,
/// threads, files, custom fields, mentions, request ids and reactions.
@Suite("Matrix message events on recorded responses")
struct MatrixMessageMappingTests {
    private struct Chunk: Decodable {
        var chunk: [MatrixRoomEvent]
    }

    /// The recorded chunk in timeline order (oldest first), as a backend applies a page.
    private func timeline() throws -> [MatrixRoomEvent] {
        try JSONDecoder().decode(Chunk.self, from: Data(MatrixRecordings.richChunk.utf8)).chunk.reversed()
    }

    private func messages() throws -> [MatrixMessageMapping.Message] {
        var ids = MatrixMessageIds()
        return try timeline().compactMap { MatrixMessageMapping.message(from: $0, ids: &ids) }
    }

    @Test("messages map, and membership, edit and reaction events do not")
    func whatMaps() throws {
        let events = try timeline()
        // The root, the reply, the file, the notice, the edit, the reaction.
        #expect(events.map(\.type) == ["m.room.message", "m.room.message", "m.room.message", "m.room.message", "m.room.message", "m.reaction"])
        let mapped = try messages()
        #expect(mapped.map(\.record.kind) == [.user, .user, .file, .admin])
        #expect(mapped.map(\.record.messageId) == mapped.map(\.record.messageId).sorted())
    }

    @Test("an edited message carries the latest edit's text and time, and its thread summary")
    func editedThreadRoot() throws {
        let root = try #require(try messages().first)
        #expect(root.record.text == "Lunch at one?")
        #expect(root.record.createdAt == 1_795_783_311_280)
        #expect(root.record.updatedAt == 1_795_783_312_548)
        #expect(root.record.requestId == "alice-1")
        #expect(root.record.senderId == "@alice:localhost")
        #expect(root.extras.customType == "poll")
        #expect(root.extras.data == #"{"options":2}"#)
        #expect(root.extras.mentionedUserIds == ["@bob:localhost"])
        #expect(root.extras.replyCount == 1)
        #expect(root.extras.lastRepliedAt == 1_795_783_311_608)
        #expect(root.threadRootEventId == nil)
    }

    @Test("a thread reply points at its root, by Banter id once the root was seen")
    func threadReply() throws {
        let mapped = try messages()
        let reply = mapped[1]
        #expect(reply.record.text == "Yes!")
        #expect(reply.record.parentMessageId == mapped[0].record.messageId)
        #expect(reply.threadRootEventId == "$t21uKzymbcYkl9vbeHpd77KuVquGp0TpUiV-ioAz7v8")
        // Another client's reply carries no transaction id: that is only for the sender.
        #expect(reply.record.requestId == nil)
        // Met before its root (a page that starts inside a thread): the root's id is not known yet.
        var fresh = MatrixMessageIds()
        let events = try timeline()
        let alone = try #require(MatrixMessageMapping.message(from: events.first { $0.content.body == "Yes!" }!, ids: &fresh))
        #expect(alone.record.parentMessageId == nil)
        #expect(alone.threadRootEventId == reply.threadRootEventId)
    }

    @Test("a file message keeps its name, size, type and mxc URL, and no text")
    func file() throws {
        let file = try messages()[2]
        #expect(file.record.text.isEmpty)
        let info = try #require(file.extras.file)
        #expect(info.name == "menu.pdf")
        #expect(info.size == 48_213)
        #expect(info.mimeType == "application/pdf")
        #expect(info.url == "mxc://localhost/AbCdEf")
    }

    @Test("a notice is an admin message")
    func notice() throws {
        let notice = try messages()[3]
        #expect(notice.record.kind == .admin)
        #expect(notice.record.text == "The channel was renamed.")
    }

    @Test("a reaction names its message, key and user")
    func reaction() throws {
        let events = try timeline()
        let reactions = events.compactMap(MatrixMessageMapping.reaction)
        #expect(reactions.count == 1)
        #expect(reactions.first?.messageEventId == "$t21uKzymbcYkl9vbeHpd77KuVquGp0TpUiV-ioAz7v8")
        #expect(reactions.first?.key == "👍")
        #expect(reactions.first?.userId == "@bob:localhost")
    }
}
