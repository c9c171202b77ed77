import Foundation
import Testing
@testable import BanterChatSDK
@testable import BanterMatrix

/// "Mark as unread" as the user's other Banter clients read it from `/sync`: the
/// `banter.unread_from` room account data moves the read time back and sets the count, the
/// MSC2867 flags of other Matrix clients count as one unread, and a newer read receipt of the
/// user's clears it all. On recorded Synapse answers (`MatrixChannelsRecordings`) with the
/// account data and receipts written in.
@MainActor
@Suite("Matrix mark as unread, from /sync")
struct MatrixMarkedUnreadTests {
    typealias R = MatrixChannelsRecordings
    let bob = "@banter_b:localhost"
    /// Alice's recorded message in `R.unreadSync`, and Bob's join before it.
    let message = "$ui4hejZmdQD19wcIYuUpYsMexCp9TVnAgjlvh4BiIc4"
    let messageTime: Int64 = 1795791083007
    let join = "$H7lVbLFPyiWAko6dHELNqohh6dEvEEjK2L1jfuWmsEI"

    /// One `/sync` of the recorded room with `accountData` and `ephemeral` events (JSON
    /// arrays' contents) and `notifications` unread.
    private func sync(accountData: String = "", ephemeral: String = "", notifications: Int = 0, batch: Int) -> String {
        #"{"next_batch":"s9\#(batch)","rooms":{"join":{"\#(R.roomId)":{"timeline":{"events":[],"limited":false},"state":{"events":[]},"account_data":{"events":[\#(accountData)]},"ephemeral":{"events":[\#(ephemeral)]},"unread_notifications":{"notification_count":\#(notifications),"highlight_count":0}}}}}"#
    }

    private func marked(readEventId: String) -> String {
        #"{"type":"banter.unread_from","content":{"event_id":"\#(message)","ts":\#(messageTime),"count":1,"notifications":0,"read_event_id":"\#(readEventId)"}},{"type":"m.marked_unread","content":{"unread":true}}"#
    }

    private func receipt(on eventId: String) -> String {
        #"{"type":"m.receipt","content":{"\#(eventId)":{"m.read":{"\#(bob)":{"ts":1795791090000}}}}}"#
    }

    private func apply(_ account: MatrixAccount, _ json: String) throws -> [ServerEvent] {
        account.apply(try JSONDecoder().decode(MatrixSyncResponse.self, from: Data(json.utf8)))
    }

    /// Bob's account after the recorded history with Alice's message, read (his receipt on
    /// it applied unless `withReceipt` is false: then his client has not heard of it yet).
    private func bobsAccount(withReceipt: Bool = true) throws -> MatrixAccount {
        let account = MatrixAccount(userId: bob, accessToken: "token")
        account.since = "recorded"
        let read = sync(ephemeral: withReceipt ? receipt(on: message) : "", batch: 1)
        for json in [R.baseB, R.unreadSync, read] { _ = try apply(account, json) }
        return account
    }

    private func my(_ account: MatrixAccount) throws -> MemberRecord {
        let room = try #require(account.rooms[R.roomId])
        return try #require(room.channelPayload(for: bob).my)
    }

    @Test func theUnreadPositionMovesTheReadTimeBackAndCountsOnTopOfNewMessages() throws {
        let account = try bobsAccount()
        let events = try apply(account, sync(accountData: marked(readEventId: message), batch: 2))
        #expect(events.contains { if case .channelChanged(_, .readStatus(self.bob)) = $0 { true } else { false } })
        var me = try my(account)
        #expect(me.unreadMessageCount == 1)
        #expect(me.lastReadAt == messageTime - 1)
        // Two new messages the homeserver counts: on top of the marked one.
        _ = try apply(account, sync(notifications: 2, batch: 3))
        me = try my(account)
        #expect(me.unreadMessageCount == 3)
    }

    @Test func aReceiptOnTheEventAlreadyReadWhenMarkingKeepsIt() throws {
        let account = try bobsAccount()
        _ = try apply(account, sync(accountData: marked(readEventId: message), ephemeral: receipt(on: message), batch: 2))
        #expect(try my(account).unreadMessageCount == 1)
        #expect(account.rooms[R.roomId]?.userState.needsMarkedUnreadClearOnServer == false)
    }

    @Test func aNewerReceiptOfTheUserClearsItAndTellsReadStatus() throws {
        // Marked on a client whose receipt was on his join; this one hears a newer one.
        let account = try bobsAccount(withReceipt: false)
        _ = try apply(account, sync(accountData: marked(readEventId: join), batch: 2))
        #expect(try my(account).unreadMessageCount == 1)
        let events = try apply(account, sync(ephemeral: receipt(on: message), batch: 3))
        #expect(try my(account).unreadMessageCount == 0)
        #expect(try my(account).lastReadAt == messageTime)
        #expect(account.rooms[R.roomId]?.userState.needsMarkedUnreadClearOnServer == true)
        #expect(events.contains { if case .channelChanged(_, .readStatus(self.bob)) = $0 { true } else { false } })
    }

    @Test func anotherClientsMarkedUnreadFlagCountsOneAndEmptyContentClears() throws {
        let account = try bobsAccount()
        _ = try apply(account, sync(accountData: #"{"type":"com.famedly.marked_unread","content":{"unread":true}}"#, batch: 2))
        #expect(try my(account).unreadMessageCount == 1)
        _ = try apply(account, sync(accountData: #"{"type":"com.famedly.marked_unread","content":{"unread":false}}"#, batch: 3))
        #expect(try my(account).unreadMessageCount == 0)
        _ = try apply(account, sync(accountData: marked(readEventId: message), batch: 4))
        #expect(try my(account).unreadMessageCount == 1)
        _ = try apply(account, sync(accountData: #"{"type":"banter.unread_from","content":{}},{"type":"m.marked_unread","content":{"unread":false}}"#, batch: 5))
        #expect(try my(account).unreadMessageCount == 0)
        #expect(try my(account).lastReadAt == messageTime)
    }

    @Test(arguments: [
        #"{"event_id":5,"ts":1}"#, #"{"event_id":"$x","ts":"soon"}"#, #"{"event_id":"$x","ts":1e300,"count":-4,"notifications":1e300}"#,
        #"{"event_id":"","ts":1}"#, #"[1,2]"#, #""text""#,
    ])
    func malformedContentFromAnotherClientIsReadSafely(content: String) throws {
        let account = try bobsAccount()
        _ = try apply(account, sync(accountData: #"{"type":"banter.unread_from","content":\#(content)}"#, batch: 2))
        let me = try my(account)
        #expect(me.unreadMessageCount >= 0)
        #expect(me.lastReadAt >= 0)
    }
}
