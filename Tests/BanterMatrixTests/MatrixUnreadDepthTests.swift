import Foundation
import Testing
@testable import BanterChatSDK
@testable import BanterMatrix

/// How deep "Mark as unread" counts on Matrix, and where the unread line goes: the timeline
/// after the marked message is walked page by page up to the user's read receipt (the
/// homeserver's `notification_count` counts what follows), to the newest message when the
/// receipt is older, and at most `markUnreadPageLimit` pages; the line follows the user's
/// `m.fully_read` marker when it is newer than their receipt. On the stand-in homeserver.
@MainActor
@Suite("Matrix unread depth and the read marker")
struct MatrixUnreadDepthTests {
    typealias R = MatrixHistoryRecordings
    let stub = MatrixStubHomeserver(roomId: R.roomId)
    let account = MatrixAccount(userId: R.bob, accessToken: "token")
    let session: MatrixSession

    init() {
        var http = MatrixHTTP(homeserver: stub.homeserver, session: stub.session)
        http.accessToken = "token"
        session = MatrixSession(account: account, http: http, listener: SilentListener())
        account.since = "s0"
        stub.answer("banter.unread_from", with: "{}")
        stub.answer("marked_unread", with: "{}")
    }

    /// The room with Bob's join and `count` messages from Alice (and `extra` events after
    /// message `extraAfter`), on the stub and in Bob's account; Bob's receipt on message
    /// `receiptOn` and the homeserver counting `notifications` unread.
    private func room(messages count: Int, receiptOn: Int, notifications: Int, extra: [String] = [], extraAfter: Int = 0,
                      accountData: String = "") throws {
        var events = [R.join(0)]
        for number in 1...count {
            events.append(R.message(number))
            if number == extraAfter { events += extra }
        }
        stub.append(events)
        let receipt = #"{"type":"m.receipt","content":{"\#(R.eventId(receiptOn))":{"m.read":{"\#(R.bob)":{"ts":\#(R.time(receiptOn))}}}}}"#
        let sync = #"{"next_batch":"s1","rooms":{"join":{"\#(R.roomId)":{"timeline":{"events":[\#(events.joined(separator: ","))],"prev_batch":"t0","limited":false},"state":{"events":[]},"account_data":{"events":[\#(accountData)]},"ephemeral":{"events":[\#(receipt)]},"unread_notifications":{"notification_count":\#(notifications),"highlight_count":0}}}}}"#
        _ = account.apply(try JSONDecoder().decode(MatrixSyncResponse.self, from: Data(sync.utf8)))
    }

    private func messageId(_ number: Int) throws -> Int64 {
        try #require(account.rooms[R.roomId]?.ids.knownId(for: R.eventId(number)))
    }

    private func markUnread(_ number: Int) async throws -> MemberRecord {
        let pending = Pending<ChannelPayload>()
        session.markAsUnread(url: R.roomId, messageId: try messageId(number), reply: pending.resolve)
        return try #require(try await pending.value().my)
    }

    @Test("marking an old message of a read room counts every later message, past 100, up to the receipt")
    func countsPastOnePage() async throws {
        try room(messages: 250, receiptOn: 250, notifications: 0)
        let me = try await markUnread(10)
        #expect(me.unreadMessageCount == 241)
        #expect(me.lastReadAt == R.time(10) - 1)
        #expect(stub.count("messages") == 3, "pages of 100 up to the receipt")
    }

    @Test("the walk stops at the receipt; the homeserver's count covers the messages after it")
    func stopsAtTheReceipt() async throws {
        try room(messages: 300, receiptOn: 100, notifications: 200)
        let me = try await markUnread(10)
        #expect(me.unreadMessageCount == 1 + 90 + 200)
        #expect(stub.count("messages") == 1)
    }

    @Test("marking the message the receipt is on reads no page")
    func markingTheReceiptsMessage() async throws {
        try room(messages: 5, receiptOn: 5, notifications: 0)
        #expect(try await markUnread(5).unreadMessageCount == 1)
        #expect(stub.count("messages") == 0)
    }

    @Test("a message after the receipt: counted to the newest, the homeserver's count not added again")
    func markingAfterTheReceipt() async throws {
        try room(messages: 20, receiptOn: 5, notifications: 15)
        #expect(try await markUnread(8).unreadMessageCount == 13)
    }

    @Test("edits, thread replies, reactions and the user's own messages are not counted")
    func onlyOthersMessagesCount() async throws {
        let extra = [
            #"{"content":{"body":"* four","m.new_content":{"body":"four","msgtype":"m.text"},"m.relates_to":{"event_id":"\#(R.eventId(4))","rel_type":"m.replace"},"msgtype":"m.text"},"event_id":"$edit","origin_server_ts":\#(R.time(4)),"room_id":"\#(R.roomId)","sender":"\#(R.alice)","type":"m.room.message","unsigned":{}}"#,
            R.message(1002, threadRoot: 4, time: R.time(4) + 1),
            R.message(1003, sender: R.bob, time: R.time(4) + 2),
            #"{"content":{"m.relates_to":{"event_id":"\#(R.eventId(4))","key":"👍","rel_type":"m.annotation"}},"event_id":"$reaction","origin_server_ts":\#(R.time(4) + 3),"room_id":"\#(R.roomId)","sender":"\#(R.alice)","type":"m.reaction","unsigned":{}}"#,
        ]
        try room(messages: 10, receiptOn: 10, notifications: 0, extra: extra, extraAfter: 4)
        #expect(try await markUnread(2).unreadMessageCount == 9)
    }

    @Test("past the page limit the count stops: a lower bound, after a bounded number of requests")
    func stopsAtThePageLimit() async throws {
        let pages = MatrixSession.markUnreadPageLimit
        try room(messages: pages * 100 + 150, receiptOn: pages * 100 + 150, notifications: 0)
        let me = try await markUnread(1)
        #expect(stub.count("messages") == pages)
        #expect(me.unreadMessageCount == 1 + pages * 100)
    }

    // MARK: The read marker

    private func fullyRead(_ number: Int) -> String {
        #"{"type":"m.fully_read","content":{"event_id":"\#(R.eventId(number))"}}"#
    }

    private func myReadTime() throws -> Int64 {
        try #require(account.rooms[R.roomId]?.channelPayload(for: R.bob).my).lastReadAt
    }

    @Test("a read marker newer than the receipt places the line after it")
    func newerMarkerWins() throws {
        try room(messages: 10, receiptOn: 3, notifications: 7, accountData: fullyRead(6))
        #expect(try myReadTime() == R.time(6))
    }

    @Test("an older read marker, or one on an event never met, leaves the receipt's read time")
    func olderOrUnknownMarker() throws {
        try room(messages: 10, receiptOn: 6, notifications: 4, accountData: fullyRead(3))
        #expect(try myReadTime() == R.time(6))
        let unknown = #"{"type":"m.fully_read","content":{"event_id":"$never-seen"}}"#
        let sync = #"{"next_batch":"s2","rooms":{"join":{"\#(R.roomId)":{"timeline":{"events":[],"limited":false},"state":{"events":[]},"account_data":{"events":[\#(unknown)]}}}}}"#
        _ = account.apply(try JSONDecoder().decode(MatrixSyncResponse.self, from: Data(sync.utf8)))
        #expect(try myReadTime() == R.time(6))
    }

    @Test("marked unread wins over a newer read marker")
    func markedUnreadWinsOverTheMarker() async throws {
        try room(messages: 10, receiptOn: 10, notifications: 0, accountData: fullyRead(10))
        let me = try await markUnread(4)
        #expect(me.lastReadAt == R.time(4) - 1)
        #expect(me.unreadMessageCount == 7)
    }
}
