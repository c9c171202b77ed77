import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@testable import BanterChatSDK
@testable import BanterMatrix

/// Link previews from the homeserver's `preview_url` and who reacted from `/relations`, on a
/// stand-in homeserver: one fetch per address, none for a blocked sender, a failure that
/// leaves the message alone, an address carrying its own query intact; and a message whose
/// bundled reaction counts exceed the reactions seen, read page by page.
@MainActor
@Suite("Matrix link previews and reactors on a stub homeserver")
struct MatrixLinkPreviewAndReactorTests {
    typealias R = MatrixHistoryRecordings
    let carol = "@carol:localhost"
    let stub = MatrixStubHomeserver(roomId: R.roomId)
    let account = MatrixAccount(userId: R.bob, accessToken: "token")
    let listener = RecordingListener()
    let session: MatrixSession
    static let page = #"{"og:title":"Example page","og:description":"What it is about","og:site_name":"Example","og:image":"mxc://x/y"}"#

    init() {
        var http = MatrixHTTP(homeserver: stub.homeserver, session: stub.session)
        http.accessToken = "token"
        session = MatrixSession(account: account, http: http, listener: listener)
        account.since = "s10_1"
    }

    /// Event `number`: a text message from `sender` saying `text`.
    static func text(_ number: Int, _ text: String, from sender: String = R.alice, bundled: String? = nil) -> String {
        let unsigned = bundled.map { #","m.relations":{"m.annotation":{"chunk":[\#($0)]}}"# } ?? ""
        return #"{"content":{"body":"\#(text)","msgtype":"m.text"},"event_id":"\#(R.eventId(number))","origin_server_ts":\#(R.time(number)),"room_id":"\#(R.roomId)","sender":"\#(sender)","type":"m.room.message","unsigned":{"age":10\#(unsigned)}}"#
    }

    /// Event `number`: `sender`'s reaction `key` on event `target`.
    static func reaction(_ number: Int, on target: Int, key: String, from sender: String) -> String {
        #"{"content":{"m.relates_to":{"rel_type":"m.annotation","event_id":"\#(R.eventId(target))","key":"\#(key)"}},"event_id":"\#(R.eventId(number))","origin_server_ts":\#(R.time(number)),"room_id":"\#(R.roomId)","sender":"\#(sender)","type":"m.reaction","unsigned":{"age":5}}"#
    }

    private func absorb(_ events: [String]) async throws {
        let sync = try JSONDecoder().decode(MatrixSyncResponse.self, from: Data(R.sync(events, limited: false, prevBatch: "p1").utf8))
        await withCheckedContinuation { done in session.absorb(sync) { _ in done.resume() } }
    }

    /// Spins the main actor until no fetch of `link` is in flight (the stub answers on its own thread).
    private func settle(_ link: String) async throws {
        for _ in 0..<100_000 where account.linkPreviews.isFetching(link) { await Task.yield() }
        #expect(!account.linkPreviews.isFetching(link))
    }

    private var updates: [MessagePayload] {
        listener.events.compactMap { if case .messageUpdated(_, let payload) = $0 { payload } else { nil } }
    }

    @Test("two messages with one address: one preview_url request, both updated with the page's title, description and site")
    func oneFetchPerAddress() async throws {
        stub.answer("media/preview_url", with: Self.page)
        try await absorb([Self.text(1, "see https://example.org/a."), Self.text(2, "again https://example.org/a"), Self.text(3, "no link here")])
        try await listener.waitForEvents(5)   // two received, two updated... and the third received
        #expect(updates.count == 2)
        #expect(updates.allSatisfy { $0.extras?.ogMetaData == OGMetaData(title: "Example page", url: "https://example.org/a", desc: "What it is about", siteName: "Example") })
        #expect(stub.count("preview_url") == 1)
        #expect(stub.requests.last?.query["url"] == "https://example.org/a")

        // A later message with the same address takes the cached answer, with no request.
        try await absorb([Self.text(4, "once more https://example.org/a")])
        try await listener.waitForEvents(7)
        #expect(updates.count == 3 && stub.count("preview_url") == 1)
        // A history page maps the message again: it keeps its preview.
        #expect(account.rooms[R.roomId].map { room in room.payload(room.relations.message(R.eventId(1))!).extras?.ogMetaData?.title } == "Example page")
    }

    @Test("no fetch for a blocked sender's message; an address with its own query reaches the homeserver whole")
    func blockedAndQuery() async throws {
        stub.answer("media/preview_url", with: Self.page)
        account.ignoredUserIds = [carol]
        let link = "https://example.org/search?q=a&b=c+d#top"
        try await absorb([Self.text(1, "spam https://example.org/x", from: carol), Self.text(2, "look \(link)")])
        try await listener.waitForEvents(3)
        #expect(stub.count("preview_url") == 1)
        #expect(stub.requests.last?.query["url"] == link)
        #expect(updates.map(\.record.text) == ["look \(link)"])
    }

    @Test("a refused fetch or a page without Open Graph data leaves the message as it is; a failure is tried again later")
    func failures() async throws {
        stub.answer("media/preview_url", status: 500, with: #"{"errcode":"M_UNKNOWN","error":"DNS resolution failure"}"#)
        try await absorb([Self.text(1, "broken https://example.org/b")])
        try await settle("https://example.org/b")
        #expect(stub.count("preview_url") == 1)
        #expect(updates.isEmpty)

        stub.answer("media/preview_url", with: #"{"og:image:width":10}"#)
        try await absorb([Self.text(2, "still https://example.org/b")])
        try await settle("https://example.org/b")
        #expect(stub.count("preview_url") == 2, "a failure is not remembered")
        #expect(updates.isEmpty, "an answer with nothing to show attaches nothing")

        try await absorb([Self.text(3, "and https://example.org/b")])
        try await settle("https://example.org/b")
        #expect(stub.count("preview_url") == 2, "an empty answer is remembered")
    }

    @Test("bundled counts above the reactions seen: /relations is read page by page and each new reactor told; a message whose counts were all seen is not read")
    func reactorsFromRelations() async throws {
        stub.append([
            Self.text(1, "who is in?", bundled: #"{"type":"m.reaction","key":"🙋","count":3}"#),
            Self.text(2, "seen all", bundled: #"{"type":"m.reaction","key":"👍","count":1}"#),
            Self.reaction(3, on: 2, key: "👍", from: R.alice),
        ])
        let relations = "m.annotation/m.reaction"
        stub.answer(relations, with: #"{"chunk":[\#(Self.reaction(10, on: 1, key: "🙋", from: R.alice)),\#(Self.reaction(11, on: 1, key: "🙋", from: R.bob))],"next_batch":"p2"}"#)
        stub.answer(relations, query: "from=p2", with: #"{"chunk":[\#(Self.reaction(12, on: 1, key: "🙋", from: carol))]}"#)

        var params = MessageListParams()
        params.previousResultSize = 10
        let loaded = try await withCheckedContinuation { done in
            session.loadMessages(url: R.roomId, anchor: .timestamp(.max), params: params, threadOf: nil) { done.resume(returning: $0) }
        }.get()
        #expect(loaded.count == 2)
        try await listener.waitForEvents(3)
        let told = listener.events.compactMap { if case .reactionUpdated(_, let event) = $0 { event } else { nil } }
        #expect(told.map(\.userId) == [R.alice, R.bob, carol])
        #expect(told.allSatisfy { $0.key == "🙋" && $0.operation == .add && $0.messageId == loaded.first { $0.record.text == "who is in?" }?.record.messageId })
        #expect(stub.paths.count { $0.hasSuffix(relations) } == 2)
        #expect(!stub.paths.contains { $0.contains("event2") && $0.contains("relations") })
        let room = try #require(account.rooms[R.roomId])
        #expect(room.relations.reactions(on: R.eventId(1)).byKey == ["🙋": [R.alice, R.bob, carol]])
    }
}
