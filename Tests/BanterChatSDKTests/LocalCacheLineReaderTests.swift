import Foundation
import Testing
@testable import BanterChatSDK

/// The hand-written reader of the cache's channel lines gives what `JSONDecoder` gives, for
/// every field set or not, and declines (so `Decodable` decides) anything else.
@Suite("Local cache line reader")
struct LocalCacheLineReaderTests {
    private static let tricky = "Café \"quoted\" back\\slash / tab\t line\nbreak ☕ 😀 \u{1}"

    private static func member(_ id: String, full: Bool) -> ChannelPayload.MemberSummary {
        var record = MemberRecord(userId: id, state: full ? .invited : .joined, at: -5, invitedBy: full ? "alice" : nil)
        if full {
            record.isOperator = true
            record.mutedUntil = .max
            record.readThroughMessageId = 42
            record.unreadMessageCount = 7
            record.unreadMentionCount = 2
            record.hiddenState = .hiddenPreventAutoUnhide
            record.pushTriggerOption = .mentionOnly
        }
        return .init(user: UserRecord(userId: id, nickname: full ? tricky : id, profileURL: full ? "https://x/\(id)" : nil), record: record)
    }

    private static func payloads() -> [ChannelPayload] {
        var full = ChannelHeader(
            url: "url/1", kind: .group, name: tricky, coverURL: "cover", customType: "type", data: "{\"a\":1}", createdAt: -1,
            createdBy: "bob", isDistinct: true, isSuper: true, isBroadcast: true, isPublic: true, isFrozen: true,
            operatorIds: ["bob", "ünï"], bannedUntil: ["x": 5, "é\"": Int64.min], mutedUntil: ["y": .max])
        full.encryption = "m.megolm.v1.aes-sha2"
        let bare = ChannelHeader(url: "url/2", kind: .open, name: "", createdAt: 0)
        let record = MessageRecord(messageId: 9, kind: .file, senderId: "bob", text: tricky, createdAt: 1_767_603_600_000,
                                   updatedAt: 1_767_603_600_001, requestId: "req-1", parentMessageId: 3)
        let extras = MessageExtras(customType: "c", mentionedUserIds: ["alice"], reactions: ["👍": ["bob"]], replyCount: 2, isReplyToChannel: true)
        let last = MessagePayload(
            channelURL: "url/1", channelType: .group, record: record, extras: extras, sender: UserRecord(userId: "bob", nickname: "Bob"),
            parent: .init(record: MessageRecord(messageId: 3, kind: .user, text: "parent", createdAt: 1, updatedAt: 1)),
            senderHiddenState: .hiddenAllowAutoUnhide)
        let plain = MessagePayload(channelURL: "url/2", channelType: .open,
                                   record: MessageRecord(messageId: 1, kind: .admin, text: "", createdAt: 0, updatedAt: 0))
        return [
            ChannelPayload(header: full, members: [member("alice", full: true), member("bob", full: false)], joinedMemberCount: 2,
                           my: member("alice", full: true).record, myMutedUntil: 99, isOperator: true, lastMessage: last,
                           participantCount: 3, typingUserIds: ["bob"]),
            ChannelPayload(header: bare, members: [], joinedMemberCount: 0, isOperator: false, lastMessage: plain,
                           participantCount: 0, typingUserIds: []),
            ChannelPayload(header: bare, members: [], joinedMemberCount: 0, isOperator: false, participantCount: 0, typingUserIds: []),
        ]
    }

    /// The value as JSON with sorted keys, to compare two decodings.
    private func canonical(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @Test("every channel payload reads back as JSONDecoder reads it")
    func payloadsMatchDecodable() throws {
        for payload in Self.payloads() {
            let line = try JSONEncoder().encode(payload)
            let read = try #require(LocalCacheLineReader.read(ChannelPayload.self, line), "declined \(String(decoding: line, as: UTF8.self))")
            #expect(try canonical(read) == canonical(JSONDecoder().decode(ChannelPayload.self, from: line)))
        }
    }

    @Test("the header line reads back as JSONDecoder reads it")
    func headerMatchesDecodable() throws {
        let headers = [
            LocalCacheHeader(userId: "me", user: UserRecord(userId: "me", nickname: Self.tricky), syncToken: "s72594_4483_1934",
                             lastUse: ["a": 1, "b\\": 0, "😀": -3], useClock: 12),
            LocalCacheHeader(userId: "me", user: nil, syncToken: nil, lastUse: [:], useClock: 0),
        ]
        for header in headers {
            let line = try JSONEncoder().encode(header)
            #expect(LocalCacheLineReader.read(LocalCacheHeader.self, line) == header)
        }
    }

    @Test("what it does not read exactly is left to Decodable", arguments: [
        #"{"userId":"me","lastUse":{},"useClock":0,"extra":1}"#,
        #"{"userId":"me","userId":"you","lastUse":{},"useClock":0}"#,
        #"{"userId":"me","lastUse":{},"useClock":1.0}"#,
        #"{"userId":"me","lastUse":{},"useClock":1e2}"#,
        #"{"userId":"me","lastUse":{},"useClock":01}"#,
        #"{"userId":"me","lastUse":{},"useClock":99999999999999999999}"#,
        #"{"userId":"me","lastUse":{},"useClock":0} x"#,
        #"{"userId":"\ud800","lastUse":{},"useClock":0}"#,
        #"{"userId":"me","lastUse":{"a":1,"a":2},"useClock":0}"#,
        #"{"userId":"me","lastUse":{}}"#,
        #"{"userId":"me","lastUse":{},"useClock":0"#,
        #"{"userId":"me","lastUse":{},"useClock":"0"}"#,
    ])
    func declines(line: String) {
        #expect(LocalCacheLineReader.read(LocalCacheHeader.self, Data(line.utf8)) == nil)
    }

    @Test("bytes that are not UTF-8 are declined")
    func invalidUTF8() {
        var line = Data(#"{"userId":""#.utf8)
        line.append(contentsOf: [0xC3, 0x28])
        line.append(contentsOf: Data(#"","lastUse":{},"useClock":0}"#.utf8))
        #expect(LocalCacheLineReader.read(LocalCacheHeader.self, line) == nil)
    }

    @Test("types it does not know are not read")
    func otherTypes() throws {
        #expect(LocalCacheLineReader.read(UserRecord.self, Data(#"{"userId":"a","nickname":"b"}"#.utf8)) == nil)
    }
}
