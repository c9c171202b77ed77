import Foundation
import Testing
@testable import BanterChatSDK
@testable import BanterMatrix

/// `banter.group` is plain event content any client can write, so a forged claim must never
/// hide a file: a later event of a multiple-files message folds into the message only when
/// the same sender's first event (index 0) of the group was met in the room, claims the same
/// count and lists that very file at that index, once per index. Anything else shows as the
/// plain file message it is.
@Suite("Matrix multiple-files messages: forged banter.group claims")
struct MatrixFileGroupForgeryTests {
    static let alice = "@alice:localhost"
    static let mallory = "@mallory:localhost"

    /// A file event from `sender` with `group` as its `banter.group` (nil: none).
    private func fileEvent(_ eventId: String, from sender: String, url: String, at time: Int64, group: [String: Any]?) throws -> MatrixRoomEvent {
        var content: [String: Any] = [
            "msgtype": "m.file", "body": "file-\(eventId).bin", "url": url, "info": ["size": 4, "mimetype": "application/pdf"],
        ]
        if let group { content["banter.group"] = group }
        let event: [String: Any] = [
            "type": "m.room.message", "event_id": eventId, "sender": sender, "origin_server_ts": time, "content": content,
        ]
        return try JSONDecoder().decode(MatrixRoomEvent.self, from: JSONSerialization.data(withJSONObject: event))
    }

    /// Alice's first event of group `g1` listing `urls` (and claiming `count`, by default theirs).
    private func leader(_ urls: [String], count: Int? = nil, from sender: String = alice, id: String = "$lead") throws -> MatrixRoomEvent {
        try fileEvent(id, from: sender, url: urls[0], at: 1_000, group: [
            "id": "g1", "index": 0, "count": count ?? urls.count,
            "files": urls.map { ["name": $0, "size": 4, "mimetype": "application/pdf", "url": $0] },
        ])
    }

    private func follower(_ eventId: String, index: Int, count: Int, url: String, from sender: String = alice, at time: Int64 = 2_000) throws -> MatrixRoomEvent {
        try fileEvent(eventId, from: sender, url: url, at: time, group: ["id": "g1", "index": index, "count": count])
    }

    /// The messages `events` map to, in order, in one room's map.
    private func mapped(_ events: [MatrixRoomEvent]) -> [MatrixMessageMapping.Message] {
        var ids = MatrixMessageIds()
        return events.compactMap { MatrixMessageMapping.message(from: $0, ids: &ids) }
    }

    static let urls = ["mxc://s/1", "mxc://s/2", "mxc://s/3"]

    @Test("the genuine group folds: one message with the three files")
    func genuineGroupFolds() throws {
        let messages = mapped([
            try leader(Self.urls), try follower("$f1", index: 1, count: 3, url: Self.urls[1]),
            try follower("$f2", index: 2, count: 3, url: Self.urls[2]),
        ])
        #expect(messages.count == 1)
        #expect(messages.first?.extras.files?.map(\.url) == Self.urls)
    }

    @Test("another sender's event claiming the group's index shows as its own file")
    func otherSender() throws {
        let messages = mapped([
            try leader(Self.urls), try follower("$forged", index: 1, count: 3, url: Self.urls[1], from: Self.mallory),
        ])
        #expect(messages.count == 2)
        #expect(messages.last?.record.senderId == Self.mallory)
        #expect(messages.last?.extras.file?.url == Self.urls[1])
    }

    @Test("a later event whose group's first event was never met shows as a file")
    func missingFirstEvent() throws {
        let messages = mapped([try follower("$orphan", index: 1, count: 3, url: "mxc://s/real")])
        #expect(messages.count == 1)
        #expect(messages.first?.extras.file?.url == "mxc://s/real")
        #expect(messages.first?.extras.files == nil)
    }

    @Test("a later event met before its first one shows until the first is met, then folds")
    func firstEventArrivesLater() throws {
        var ids = MatrixMessageIds()
        let early = try follower("$f1", index: 1, count: 2, url: "mxc://s/2")
        #expect(MatrixMessageMapping.message(from: early, ids: &ids)?.extras.file?.url == "mxc://s/2")
        let first = try #require(MatrixMessageMapping.message(from: try leader(["mxc://s/1", "mxc://s/2"]), ids: &ids))
        #expect(first.extras.files?.count == 2)
        #expect(MatrixMessageMapping.message(from: early, ids: &ids) == nil, "mapped again, it is part of the message")
        #expect(ids.takeFoldedLate() == ["$f1"], "the file shown alone is named once, to be taken back")
        #expect(ids.takeFoldedLate().isEmpty)
    }

    @Test("on /sync, a file shown alone before its group's first event is told deleted when the first event folds it")
    @MainActor
    func firstEventArrivesLaterOnSync() throws {
        let account = MatrixAccount(userId: "@bob:localhost", accessToken: "token")
        func sync(_ raw: String) throws -> [ServerEvent] {
            let json = #"{"next_batch":"s1","rooms":{"join":{"!room:localhost":{"timeline":{"events":[\#(raw)],"limited":false}}}}}"#
            return account.apply(try JSONDecoder().decode(MatrixSyncResponse.self, from: Data(json.utf8)))
        }
        func raw(_ eventId: String, url: String, time: Int64, group: String) -> String {
            #"{"type":"m.room.message","event_id":"\#(eventId)","sender":"\#(Self.alice)","origin_server_ts":\#(time),"content":{"msgtype":"m.file","body":"f","url":"\#(url)","info":{"size":4,"mimetype":"text/plain"},"banter.group":\#(group)}}"#
        }
        let follower = raw("$f1", url: "mxc://s/2", time: 2_000, group: #"{"id":"g1","index":1,"count":2}"#)
        let first = try sync(follower)
        let shown = first.compactMap { if case .messageReceived(_, let payload) = $0 { payload } else { nil } }
        #expect(shown.map { $0.extras?.file?.url } == ["mxc://s/2"])
        let leader = raw("$lead", url: "mxc://s/1", time: 1_000, group: #"{"id":"g1","index":0,"count":2,"files":[{"url":"mxc://s/1"},{"url":"mxc://s/2"}]}"#)
        let second = try sync(leader)
        let received = second.compactMap { if case .messageReceived(_, let payload) = $0 { payload } else { nil } }
        #expect(received.first?.extras?.files?.map(\.url) == ["mxc://s/1", "mxc://s/2"])
        let deleted = second.compactMap { if case .messageDeleted(_, let messageId) = $0 { messageId } else { nil } }
        #expect(deleted == shown.map(\.record.messageId))
    }

    @Test("a second event claiming a taken index shows as a file; the first one keeps folding")
    func duplicateIndex() throws {
        var ids = MatrixMessageIds()
        _ = MatrixMessageMapping.message(from: try leader(Self.urls), ids: &ids)
        let genuine = try follower("$f1", index: 1, count: 3, url: Self.urls[1])
        let duplicate = try follower("$dup", index: 1, count: 3, url: Self.urls[1], at: 3_000)
        #expect(MatrixMessageMapping.message(from: genuine, ids: &ids) == nil)
        #expect(MatrixMessageMapping.message(from: duplicate, ids: &ids)?.extras.file?.url == Self.urls[1])
        #expect(MatrixMessageMapping.message(from: genuine, ids: &ids) == nil, "mapping again changes nothing")
        // A second first event of the group is no message of many files either.
        let secondLeader = try leader(["mxc://s/9"], id: "$lead2")
        #expect(MatrixMessageMapping.message(from: secondLeader, ids: &ids)?.extras.file?.url == "mxc://s/9")
        // Only what folded is redacted with the message.
        #expect(ids.fileGroupSiblings(of: "$lead") == ["$f1"])
    }

    @Test("a count or a file that disagrees with the first event shows as a file")
    func countMismatch() throws {
        let messages = mapped([
            try leader(Self.urls),
            try follower("$count", index: 1, count: 2, url: Self.urls[1]),
            try follower("$other", index: 2, count: 3, url: "mxc://s/not-listed"),
            try follower("$past", index: 3, count: 3, url: Self.urls[2]),
        ])
        #expect(messages.count == 4)
        #expect(messages.dropFirst().map { $0.extras.file?.url } == [Self.urls[1], "mxc://s/not-listed", Self.urls[2]])
        // A first event whose count disagrees with its own list is a plain file, and vouches for none.
        let lying = mapped([
            try leader(["mxc://s/1", "mxc://s/2"], count: 5), try follower("$f1", index: 1, count: 5, url: "mxc://s/2"),
        ])
        #expect(lying.count == 2)
        #expect(lying.allSatisfy { $0.extras.files == nil && $0.extras.file != nil })
    }

    @Test("a huge count shows the first event as its own file, and folds nothing into it")
    func hugeCount() throws {
        let huge = (0...MatrixMessageIds.maxFileGroupCount).map { "mxc://s/\($0)" }
        let messages = mapped([
            try leader(huge), try follower("$f1", index: 1, count: huge.count, url: huge[1]),
            try follower("$f2", index: 2, count: Int.max, url: huge[2]),
        ])
        #expect(messages.count == 3)
        #expect(messages.first?.extras.files == nil)
        #expect(messages.first?.extras.file?.url == huge[0])
    }

    @Test("a first event whose own file is not first in its list is a plain file")
    func leaderListingOthers() throws {
        let event = try fileEvent("$lead", from: Self.alice, url: "mxc://s/mine", at: 1_000, group: [
            "id": "g1", "index": 0, "count": 1, "files": [["name": "x", "url": "mxc://s/victim"]],
        ])
        let messages = mapped([event])
        #expect(messages.first?.extras.file?.url == "mxc://s/mine")
        #expect(messages.first?.extras.files == nil)
    }
}
