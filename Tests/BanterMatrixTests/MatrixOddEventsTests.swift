import Foundation
import Testing
@testable import BanterChatSDK
@testable import BanterMatrix

/// What the event fuzz test (`MatrixEventFuzzTests`) found, one regression test each: events
/// of another shape than Matrix specifies, duplicate event ids and times out of range must
/// neither stall the account nor break the order of a page.
@MainActor
@Suite("Matrix events of odd shapes")
struct MatrixOddEventsTests {
    typealias R = MatrixHistoryRecordings

    private func decodeSync(_ events: [String]) throws -> MatrixSyncResponse {
        try JSONDecoder().decode(MatrixSyncResponse.self, from: Data(R.sync(events, limited: false, prevBatch: "t0").utf8))
    }

    private func event(_ id: String, time: Int64, content: String = #"{"msgtype":"m.text","body":"hi"}"#) -> String {
        #"{"event_id":"\#(id)","type":"m.room.message","sender":"\#(R.alice)","origin_server_ts":\#(time),"content":\#(content)}"#
    }

    @Test("a /sync whose events have fields of another type still decodes, keeping what can be read")
    func wrongTypes() throws {
        let sync = try decodeSync([
            event("$a", time: 1_000, content: #"{"msgtype":"m.text","body":5,"m.relates_to":"nonsense","m.mentions":{"user_ids":[1,"@bob:localhost"]}}"#),
            event("$b", time: 2_000, content: #"{"msgtype":"m.file","body":"f","info":{"size":"big"},"url":7}"#),
            #"{"event_id":"$c","type":"m.room.message","sender":"@x:y","origin_server_ts":"yesterday","content":{}}"#,
            #"17"#,
            event("$d", time: 3_000),
        ])
        let events = try #require(sync.rooms?.join?[R.roomId]?.timeline?.events.map(\.event))
        #expect(events.map(\.eventId) == ["$a", "$b", "$d"])
        var ids = MatrixMessageIds()
        let texts = events.compactMap { MatrixMessageMapping.message(from: $0, ids: &ids) }
        #expect(texts.map(\.record.text) == ["", "", "hi"])
        #expect(texts[0].extras.mentionedUserIds == ["@bob:localhost"])
        #expect(texts[1].record.kind == .file)
        #expect(texts[1].extras.file?.size == 0)
    }

    @Test("a room section or a part of it of another shape is left out, not the whole /sync")
    func wrongSections() throws {
        let json = #"{"next_batch":"s2","rooms":{"join":{"!bad:x":"oops","\#(R.roomId)":{"timeline":{"events":[\#(event("$a", time: 1))],"limited":"yes"},"ephemeral":5,"unread_notifications":{"notification_count":"many"}}}}}"#
        let sync = try JSONDecoder().decode(MatrixSyncResponse.self, from: Data(json.utf8))
        #expect(sync.rooms?.join?.keys.sorted() == [R.roomId])
        #expect(sync.rooms?.join?[R.roomId]?.timeline?.events.count == 1)
        #expect(sync.rooms?.join?[R.roomId]?.timeline?.limited == nil)
    }

    @Test("times far in the future or before 1970 neither wrap around nor overflow: ids keep time order")
    func farTimes() throws {
        var ids = MatrixMessageIds()
        let past = ids.id(for: "$past", originServerTimestamp: Int64.min)
        let now = ids.id(for: "$now", originServerTimestamp: R.firstTime)
        let future = ids.id(for: "$future", originServerTimestamp: 1 << 60)
        let furthest = ids.id(for: "$furthest", originServerTimestamp: Int64.max)
        #expect(past < now && now < future && future != furthest)
        #expect(furthest > now)
        let decoded = try JSONDecoder().decode(MatrixRoomEvent.self, from: Data(event("$x", time: Int64.max).utf8))
        #expect(decoded.originServerTimestamp == MatrixMessageIds.latestTimestamp)
    }

    @Test("an event id met again with another time keeps its first time, so time and id orders agree")
    func duplicateEventId() throws {
        var ids = MatrixMessageIds()
        let first = try JSONDecoder().decode(MatrixRoomEvent.self, from: Data(event("$dup", time: 5_000).utf8))
        let again = try JSONDecoder().decode(MatrixRoomEvent.self, from: Data(event("$dup", time: 1_000).utf8))
        let one = try #require(MatrixMessageMapping.message(from: first, ids: &ids))
        let two = try #require(MatrixMessageMapping.message(from: again, ids: &ids))
        #expect(one.record.messageId == two.record.messageId)
        #expect(two.record.createdAt == 5_000)
        #expect(MatrixSession.ordered([one, two]).count == 1)
    }

    @Test("a page of a timeline whose order is not its time order, with an event twice, is in id order once each")
    func pageOrder() async throws {
        let stub = MatrixStubHomeserver(roomId: R.roomId)
        let account = MatrixAccount(userId: R.bob, accessToken: "token")
        var http = MatrixHTTP(homeserver: stub.homeserver, session: stub.session)
        http.accessToken = "token"
        let session = MatrixSession(account: account, http: http, listener: SilentListener())
        account.since = "s0"
        stub.append([R.message(1), R.message(3, time: R.time(1) - 500), R.message(2), R.message(1, time: R.time(9))])
        _ = account.apply(try decodeSync([R.join(0)]))
        let pending = Pending<HistoryWindow>()
        session.loadHistoryWindow(url: R.roomId, around: .max, previous: 10, next: 0, params: MessageListParams(), reply: pending.resolve)
        let window = try await pending.value()
        #expect(window.previous.messages.map(\.record.text) == ["message 3", "message 1", "message 2"])
        let ids = window.previous.messages.map(\.record.messageId)
        #expect(ids == ids.sorted() && Set(ids).count == ids.count)
    }
}
