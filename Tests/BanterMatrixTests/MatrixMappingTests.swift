import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@testable import BanterChatSDK
@testable import BanterMatrix

/// The pure parts of the Matrix mapping, on responses recorded from a real Synapse: its
/// errors become the codes the mock gives, its power levels say who operates, who is muted
/// and whether the room is frozen, and its event ids become Banter's ordered message ids.
@Suite("Matrix mapping on recorded responses")
struct MatrixMappingTests {
    private static let url = "!2Di7GY-K--s5NH5zjGL1nbI_zPV_KlxyVOEx0sAtG3Y"
    private static let alice = "@alice:localhost"
    private static let bob = "@bob:localhost"
    /// alice made the room (version 12): she is its creator.
    private static let creators = MatrixPowerLevels.creators(roomVersion: "12", sender: alice)

    private func levels(_ json: String) throws -> MatrixPowerLevels {
        try MatrixPowerLevels(content: Data(json.utf8), creators: Self.creators)
    }

    private func error(_ response: (status: Int, body: String)) throws -> MatrixError {
        try #require(MatrixError(status: response.status, body: Data(response.body.utf8)))
    }

    private func code(
        _ response: (status: Int, body: String), _ refusal: ChatError.MatrixRefusal, as userId: String = bob
    ) throws -> ChatError.Code {
        ChatError(matrix: try error(response), refusing: refusal, userId: userId).code
    }

    // MARK: Errors

    @Test("error bodies decode with their code, words and retry delay")
    func errorBodies() throws {
        let limit = try error(MatrixRecordings.limitExceeded)
        #expect(limit == MatrixError(status: 429, body: Data(MatrixRecordings.limitExceeded.body.utf8)))
        #expect(limit.errcode == "M_LIMIT_EXCEEDED")
        #expect(limit.retryAfterMilliseconds == 2000)
        let forbidden = try error(MatrixRecordings.forbiddenName)
        #expect(forbidden.status == 403)
        #expect(forbidden.message.contains("send_level (50)"))
        #expect(forbidden.retryAfterMilliseconds == nil)
    }

    @Test("a body that is not a Matrix error is not taken for one")
    func notMatrix() {
        #expect(MatrixError(status: 502, body: Data("<html>Bad gateway</html>".utf8)) == nil)
        #expect(MatrixError(status: 200, body: Data(#"{"versions":["v1.15"]}"#.utf8)) == nil)
    }

    @Test("M_FORBIDDEN on a send is resolved from the room's state: frozen, muted, banned")
    func forbiddenSends() throws {
        let frozen = try levels(MatrixRecordings.powerLevelsFrozen)
        let muted = try levels(MatrixRecordings.powerLevelsMuted)
        #expect(try code(MatrixRecordings.forbiddenFrozen, .posting(url: Self.url, membership: "join", powerLevels: frozen)) == .channelFrozen)
        #expect(try code(MatrixRecordings.forbiddenMuted, .posting(url: Self.url, membership: "join", powerLevels: muted)) == .mutedInChannel)
        #expect(try code(MatrixRecordings.forbiddenBanned, .posting(url: Self.url, membership: "ban", powerLevels: muted)) == .bannedFromChannel)
    }

    @Test("muted wins over frozen, as on the mock, and a member who left is not authorized")
    func forbiddenOrder() throws {
        var both = try levels(MatrixRecordings.powerLevelsMuted)
        both.eventsDefault = 50
        #expect(try code(MatrixRecordings.forbiddenMuted, .posting(url: Self.url, membership: "join", powerLevels: both)) == .mutedInChannel)
        let open = try levels(MatrixRecordings.powerLevels)
        #expect(try code(MatrixRecordings.forbiddenBanned, .posting(url: Self.url, membership: "leave", powerLevels: open)) == .nonAuthorized)
        // Allowed by the levels we held, refused all the same (they changed since): not authorized.
        #expect(try code(MatrixRecordings.forbiddenFrozen, .posting(url: Self.url, membership: "join", powerLevels: open)) == .nonAuthorized)
    }

    @Test("M_FORBIDDEN outside posting is not being an operator (400108)")
    func forbiddenOther() throws {
        #expect(try code(MatrixRecordings.forbiddenName, .other(url: Self.url)) == .nonAuthorized)
        // Synapse refuses a non-member's look at an unknown room rather than saying it is missing.
        #expect(try code(MatrixRecordings.unknownRoom, .channel(url: "!nope:localhost")) == .nonAuthorized)
    }

    @Test("M_NOT_FOUND becomes the not-found code of what was asked for")
    func notFound() throws {
        #expect(try code(MatrixRecordings.unknownEvent, .message(url: Self.url, messageId: 42)) == .messageNotFound)
        #expect(try code(MatrixRecordings.unknownEvent, .channel(url: Self.url)) == .channelNotFound)
        #expect(try code(MatrixRecordings.unknownEvent, .user("@carol:localhost")) == .notFoundInDatabase)
    }

    @Test("M_LIMIT_EXCEEDED is 900200 and says how long to wait; an unknown code is 500901")
    func limitAndUnknown() throws {
        let limited = ChatError(matrix: try error(MatrixRecordings.limitExceeded), refusing: .other(url: Self.url), userId: Self.bob)
        #expect(limited.code == .tooManyMessages)
        #expect(limited.message.contains("2000 ms"))
        let odd = try #require(MatrixError(status: 400, body: Data(#"{"errcode":"M_BAD_JSON","error":"Content not JSON."}"#.utf8)))
        #expect(ChatError(matrix: odd, refusing: .other(url: Self.url), userId: Self.bob).code == .internalServerError)
    }

    @Test("a request that never reached the homeserver is 800120; one that timed out is 800180")
    func transport() {
        #expect(ChatError(transport: URLError(.timedOut)).code == .ackTimeout)
        for code in [URLError.Code.cannotConnectToHost, .notConnectedToInternet, .networkConnectionLost, .cannotFindHost] {
            #expect(ChatError(transport: URLError(code)).code == .networkError)
        }
    }

    // MARK: Power levels

    @Test("the creator of a version 12 room operates it without being listed; members do not")
    func operators() throws {
        let room = try levels(MatrixRecordings.powerLevels)
        #expect(room.users.isEmpty)
        #expect(room.isOperator(Self.alice))
        #expect(!room.isOperator(Self.bob))
        #expect(!room.isFrozen)
        #expect(room.sendLevel(for: "m.room.name") == 50)
        #expect(MatrixPowerLevels.creators(roomVersion: "11", sender: Self.alice).isEmpty)
        let promoted = try MatrixPowerLevels(content: Data(#"{"users":{"@bob:localhost":"50"},"ban":"75"}"#.utf8))
        #expect(promoted.isOperator(Self.bob))
        #expect(promoted.ban == 75)
        #expect(promoted.stateDefault == 50)
    }

    @Test("power levels that are not a JSON object are malformed data")
    func malformedLevels() {
        #expect(throws: ChatError.self) { try MatrixPowerLevels(content: Data("[50]".utf8)) }
    }

    // MARK: Message ids

    private struct Chunk: Decodable {
        var chunk: [MatrixRoomEvent]
    }

    @Test("message ids increase with the timeline and are the same after a restart")
    func messageIds() throws {
        let events = try JSONDecoder().decode(Chunk.self, from: Data(MatrixRecordings.messagesChunk.utf8)).chunk
        var first = MatrixMessageIds()
        // /messages?dir=b hands them newest first; ids must still follow the timeline.
        let ids = events.map { first.id(for: $0.eventId, originServerTimestamp: $0.originServerTimestamp) }
        #expect(ids == ids.sorted(by: >))
        #expect(Set(ids).count == 3)
        var restarted = MatrixMessageIds()
        #expect(events.reversed().map { restarted.id(for: $0.eventId, originServerTimestamp: $0.originServerTimestamp) } == ids.reversed())
        for (event, id) in zip(events, ids) {
            #expect(first.eventId(for: id) == event.eventId)
            #expect(id >> MatrixMessageIds.slotBits == event.originServerTimestamp)
            #expect(id >= MatrixMessageIds.firstId(at: event.originServerTimestamp))
        }
    }

    @Test("two events on the same slot of one millisecond get distinct ids in that millisecond")
    func slotCollision() throws {
        let slot = { (id: String) in MatrixMessageIds.stableHash(id) % 1024 }
        let a = "$a"
        let b = try #require((0..<100_000).lazy.map { "$b\($0)" }.first { slot($0) == slot(a) })
        var ids = MatrixMessageIds()
        let time: Int64 = 1_795_782_875_441
        let first = ids.id(for: a, originServerTimestamp: time)
        let second = ids.id(for: b, originServerTimestamp: time)
        #expect(first != second)
        #expect(first >> MatrixMessageIds.slotBits == time)
        #expect(second >> MatrixMessageIds.slotBits == time)
        #expect(ids.id(for: a, originServerTimestamp: time) == first)
        #expect(ids.eventId(for: second) == b)
    }

    @Test("the hash is FNV-1a, fixed across processes")
    func stableHash() {
        #expect(MatrixMessageIds.stableHash("") == 0xcbf2_9ce4_8422_2325)
        #expect(MatrixMessageIds.stableHash("a") == 0xaf63_dc4c_8601_ec8c)
    }
}
