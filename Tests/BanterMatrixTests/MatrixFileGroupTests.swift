import Foundation
import Testing
@testable import BanterChatSDK
@testable import BanterMatrix

/// Multiple-files messages on the stand-in homeserver: Matrix has no such event, so each
/// file is uploaded alone (one media upload each) and sent as its own file event, grouped by
/// `banter.group`; other clients see plain file events, Banter one message with every file.
@MainActor
@Suite("Matrix multiple-files messages")
struct MatrixFileGroupTests {
    typealias R = MatrixHistoryRecordings
    let stub = MatrixStubHomeserver(roomId: R.roomId)
    let account = MatrixAccount(userId: R.bob, accessToken: "token")
    let session: MatrixSession

    init() throws {
        var http = MatrixHTTP(homeserver: stub.homeserver, session: stub.session)
        http.accessToken = "token"
        session = MatrixSession(account: account, http: http, listener: SilentListener())
        account.since = "s0"
        let response = try JSONDecoder().decode(MatrixSyncResponse.self, from: Data(R.sync([R.join(0)], limited: false, prevBatch: "t0").utf8))
        _ = account.apply(response)
    }

    static let files: [(String, String, Data)] = [
        ("plan.pdf", "application/pdf", Data("plan".utf8)),
        ("写真 with a long name.png", "image/png", Data("picture".utf8)),
        ("notes.txt", "text/plain", Data("n".utf8)),
    ]

    private func upload(_ index: Int, requestId: String = "r1") async throws -> String {
        let (name, mime, data) = Self.files[index]
        let pending = Pending<String>()
        session.uploadFile(url: R.roomId, requestId: requestId, index: index,
                           MessageExtras.FileInfo(name: name, size: data.count, mimeType: mime, url: ""), data: data, reply: pending.resolve)
        return try await pending.value()
    }

    private func send(_ uris: [String], requestId: String = "r1") async throws -> MessagePayload {
        var extras = MessageExtras(customType: "docs")
        extras.files = zip(Self.files, uris).map { file, uri in
            MessageExtras.FileInfo(name: file.0, size: file.2.count, mimeType: file.1, url: uri)
        }
        let pending = Pending<MessagePayload>()
        session.sendMessage(url: R.roomId, OutgoingMessage(requestId: requestId, kind: .file, text: "", extras: extras), reply: pending.resolve)
        return try await pending.value()
    }

    @Test("each file is one upload and one file event; the events share a banter.group and Banter reads back one message")
    func sendsOneEventPerFile() async throws {
        var uris: [String] = []
        for index in Self.files.indices { uris.append(try await upload(index)) }
        #expect(uris == ["mxc://stub/upload1", "mxc://stub/upload2", "mxc://stub/upload3"])
        let payload = try await send(uris)

        let sent = stub.sent
        #expect(sent.map(\.transactionId) == ["r1", "r1-f1", "r1-f2"])
        // What any Matrix client reads: a plain file event per file.
        #expect(sent.map { $0.content["msgtype"] as? String } == ["m.file", "m.image", "m.file"])
        #expect(sent.map { $0.content["url"] as? String } == uris)
        #expect(sent.map { $0.content["body"] as? String } == Self.files.map(\.0))
        let groups = sent.map { $0.content["banter.group"] as? [String: Any] ?? [:] }
        #expect(groups.map { $0["id"] as? String } == ["r1", "r1", "r1"])
        #expect(groups.map { ($0["index"] as? NSNumber)?.intValue } == [0, 1, 2])
        #expect(groups.map { ($0["count"] as? NSNumber)?.intValue } == [3, 3, 3])
        #expect((groups[0]["files"] as? [Any])?.count == 3, "the first event lists every file")
        #expect(groups[1]["files"] == nil)

        // What Banter reads: one message with the three files.
        #expect(payload.record.kind == .file)
        #expect(payload.record.requestId == "r1")
        #expect(payload.extras?.customType == "docs")
        #expect(payload.extras?.file == nil)
        #expect(payload.extras?.files?.map(\.name) == Self.files.map(\.0))
        #expect(payload.extras?.files?.map(\.url) == uris)
    }

    @Test("history shows the group as one message at its first event")
    func historyGroups() async throws {
        var uris: [String] = []
        for index in Self.files.indices { uris.append(try await upload(index)) }
        _ = try await send(uris)
        stub.append([R.message(90)])
        let pending = Pending<HistoryWindow>()
        session.loadHistoryWindow(url: R.roomId, around: .max, previous: 10, next: 0, params: MessageListParams(), reply: pending.resolve)
        let messages = try await pending.value().previous.messages
        let grouped = messages.filter { $0.extras?.files != nil }
        #expect(grouped.count == 1)
        #expect(grouped.first?.extras?.files?.count == 3)
        #expect(!messages.contains { $0.extras?.file != nil }, "no file of the group shows on its own")
    }

    @Test("deleting the message redacts every event of the group this client has met, its first first")
    func deleteRedactsTheGroup() async throws {
        var uris: [String] = []
        for index in Self.files.indices { uris.append(try await upload(index)) }
        let payload = try await send(uris)
        let window = Pending<HistoryWindow>()
        session.loadHistoryWindow(url: R.roomId, around: .max, previous: 10, next: 0, params: MessageListParams(), reply: window.resolve)
        _ = try await window.value()
        let deleted = Pending<Void>()
        session.deleteMessage(url: R.roomId, messageId: payload.record.messageId, requestId: "delete-1", reply: deleted.resolve)
        try await deleted.value()
        let redacted = stub.paths.filter { $0.contains("/redact/") }.map { $0.components(separatedBy: "/redact/")[1].components(separatedBy: "/")[0] }
        #expect(redacted == ["%24sent1", "%24sent2", "%24sent3"])
    }

    @Test("a resend after a failure part-way sends only the missing events: the homeserver answers the others by transaction id")
    func resendIsIdempotent() async throws {
        var uris: [String] = []
        for index in Self.files.indices { uris.append(try await upload(index)) }
        let first = try await send(uris)
        let again = try await send(uris)
        #expect(again.record.messageId == first.record.messageId)
        #expect(stub.sent.count == 3)
    }

    @Test("one upload of three failing fails that file alone; the others keep their mxc:// URIs")
    func oneUploadFails() async throws {
        stub.failingUploads = [2]
        let first = try await upload(0)
        do {
            _ = try await upload(1)
            Issue.record("the failing upload succeeded")
        } catch {
            #expect(error is ChatError)
        }
        let retried = try await upload(1)
        let third = try await upload(2)
        #expect(first == "mxc://stub/upload1")
        #expect(retried == "mxc://stub/upload3")
        #expect(third == "mxc://stub/upload4")
        #expect(stub.sent.isEmpty, "no event before every file is up")
    }

    @Test("a group whose files are not all uploaded is refused (800110) before any event")
    func refusesUnuploaded() async throws {
        do {
            _ = try await send(["mxc://stub/a", "", "mxc://stub/c"])
            Issue.record("sent files without addresses")
        } catch {
            #expect((error as? ChatError)?.code == .invalidParameter)
        }
        #expect(stub.sent.isEmpty)
    }

    @Test("a later event whose first event was not met, and a first event without a readable file list, show as their own files")
    func mapping() throws {
        func event(_ index: Int, files: String?) throws -> MatrixRoomEvent {
            let list = files.map { #","files":\#($0)"# } ?? ""
            let json = #"{"type":"m.room.message","event_id":"$e\#(index)","sender":"\#(R.alice)","origin_server_ts":\#(R.time(index + 1)),"content":{"msgtype":"m.file","body":"f\#(index).txt","url":"mxc://x/\#(index)","info":{"size":3,"mimetype":"text/plain"},"banter.group":{"id":"g","index":\#(index),"count":2\#(list)}}}"#
            return try JSONDecoder().decode(MatrixRoomEvent.self, from: Data(json.utf8))
        }
        var ids = MatrixMessageIds()
        // Its group's first event is not met (see MatrixFileGroupForgeryTests for the rest).
        #expect(MatrixMessageMapping.message(from: try event(1, files: nil), ids: &ids)?.extras.file?.name == "f1.txt")
        let bare = try #require(MatrixMessageMapping.message(from: try event(0, files: nil), ids: &ids))
        #expect(bare.extras.files == nil)
        #expect(bare.extras.file?.name == "f0.txt")
        let odd = try #require(MatrixMessageMapping.message(from: try event(0, files: #""not a list""#), ids: &ids))
        #expect(odd.extras.file?.name == "f0.txt", "an unreadable list: the event's own file")
    }
}
