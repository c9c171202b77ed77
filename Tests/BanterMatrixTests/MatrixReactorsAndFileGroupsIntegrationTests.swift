import Foundation
import Testing
import BanterChatSDKTestSupport
import BanterUIKit
@testable import BanterChatSDK
@testable import BanterMatrix
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Who reacted to a message this client's window missed, and multiple-files messages, on a
/// live Synapse. Runs only with `BANTER_MATRIX_URL` (see `MatrixIntegrationTests.swift`);
/// every test makes a room of its own. What another Matrix client sees is read with plain
/// requests (`RawMatrix`), not through Banter.
@MainActor
@Suite(
    "Matrix late reactors and multiple-files messages on a live Synapse",
    .enabled(if: MatrixLive.url != nil, "set BANTER_MATRIX_URL to a running Synapse (see MatrixIntegrationTests.swift) to run it"),
    .serialized)
struct MatrixReactorsAndFileGroupsIntegrationTests {
    /// Hears the reactions screen's model.
    @MainActor
    private final class ReactionsListener: ReactionsViewModelDelegate {
        var updates = 0
        var errors: [ChatError] = []
        func reactionsViewModelDidUpdateReactions(_ viewModel: ReactionsViewModel) { updates += 1 }
        func reactionsViewModelDidDeleteMessage(_ viewModel: ReactionsViewModel) {}
        func didReceiveError(_ error: ChatError, isBlocker: Bool) { errors.append(error) }
    }

    @Test("B reacts while A's client is away; a new client of A loads the message without it, and the reactions screen lists B")
    func reactionsScreenReadsLateReactors() async throws {
        let pair = try await MatrixLive.Pair()
        defer { pair.disconnect() }
        let (channelA, channelB) = try await pair.joinedRoom(named: "Late reactors")
        let heardByB = EventRecorder(pair.b)
        let sent = try await channelA.sendUserMessage(params: UserMessageCreateParams(message: "React to me later"))
        try await MatrixLive.waitUntil("B hears the message") { heardByB.received.contains { $0.messageId == sent.messageId } }
        // Enough around the reaction that neither a window around the message nor a read
        // from the room's end (its last message) reaches it.
        for index in 0..<30 {
            _ = try await channelB.sendUserMessage(params: UserMessageCreateParams(message: "later \(index)"))
        }
        // A's client goes: it hears nothing of what follows.
        await pair.a.disconnect()
        _ = try await channelB.addReaction(messageId: sent.messageId, key: "🎉")
        for index in 30..<60 {
            _ = try await channelB.sendUserMessage(params: UserMessageCreateParams(message: "later \(index)"))
        }

        let a = ChatClient(homeserver: try #require(MatrixLive.url))
        _ = try await a.connect(userId: MatrixLive.users[0].name, credential: .password(MatrixLive.users[0].password))
        defer { a.disconnect() }
        let heardByA = EventRecorder(a)
        let channel = try await a.getGroupChannel(url: channelA.channelURL)
        var params = MessageListParams()
        params.previousResultSize = 1
        params.nextResultSize = 0
        params.isInclusive = true
        let window = try await channel.getMessagesByMessageId(sent.messageId, params: params)
        let message = try #require(window.first { $0.messageId == sent.messageId })
        #expect(message.reactions.isEmpty, "the window around the message did not reach B's reaction")

        let listener = ReactionsListener()
        let model = ReactionsViewModel(client: a, channel: channel, message: message, delegate: listener)
        defer { model.dispose() }
        try await MatrixLive.waitUntil("the reactions screen lists B", within: .seconds(15)) {
            model.reactions.first { $0.key == "🎉" }?.userIds == [pair.meB.userId]
        }
        #expect(listener.errors.isEmpty)
        #expect(listener.updates >= 1)
        let reaction = try #require(model.reactions.first)
        #expect(model.users(for: reaction).map(\.userId) == [pair.meB.userId])
        #expect(model.users(for: reaction).first?.nickname.isEmpty == false, "B is named from the members")
        #expect(heardByA.events.contains("updated React to me later"), "every view of the message hears it updated")
    }

    static let files: [(name: String, mime: String, bytes: Data)] = [
        ("plan.pdf", "application/pdf", Data((0..<2_000).map { UInt8($0 % 251) })),
        ("写真 with a long name.png", "image/png", Data((0..<3_000).map { UInt8(($0 * 7) % 253) })),
        ("notes.txt", "text/plain", Data("three small notes\n".utf8)),
    ]

    @Test("A sends three files in one message: B sees one message with them in order, a plain client three grouped file events, and deleting redacts all three")
    func multipleFilesMessage() async throws {
        let pair = try await MatrixLive.Pair()
        defer { pair.disconnect() }
        let (channelA, _) = try await pair.joinedRoom(named: "Three files")
        let heardByB = EventRecorder(pair.b)
        let params = MultipleFilesMessageCreateParams(uploadableFileInfoList: Self.files.map {
            UploadableFileInfo(fileName: $0.name, fileSize: $0.bytes.count, mimeType: $0.mime, fileData: $0.bytes)
        })
        let sent = try await channelA.sendMultipleFilesMessage(params: params)
        // A message after it: once B hears that, B's /sync has passed every file event.
        let marker = try await channelA.sendUserMessage(params: UserMessageCreateParams(message: "that is all"))
        try await MatrixLive.waitUntil("B hears the files and the marker", within: .seconds(15)) {
            heardByB.received.contains { $0.messageId == marker.messageId }
        }
        let message = try #require(heardByB.received.first { $0.messageId == sent.messageId } as? MultipleFilesMessage)
        #expect(message.files.map(\.fileName) == Self.files.map(\.name))
        #expect(message.files.map(\.fileSize) == Self.files.map(\.bytes.count))
        #expect(message.files.map(\.mimeType) == Self.files.map(\.mime))
        #expect(heardByB.received.count { $0.channelURL == channelA.channelURL } == 2, "one message for the three files, and the marker")
        #expect(!heardByB.received.contains { $0 is FileMessage })
        let raw = try await RawMatrix(MatrixLive.users[1])
        for (file, expected) in zip(message.files, Self.files) {
            #expect(try await raw.download(file.url) == expected.bytes, "\(expected.name) downloads as sent")
        }

        // What any Matrix client reads: three file events, grouped by banter.group.
        let events = try await raw.fileEvents(in: channelA.channelURL)
        #expect(events.count == 3)
        #expect(events.map { $0.content["body"] as? String } == Self.files.map(\.name))
        #expect(events.map { $0.content["url"] as? String } == message.files.map(\.url))
        let groups = events.map { $0.content["banter.group"] as? [String: Any] ?? [:] }
        #expect(groups.map { ($0["index"] as? NSNumber)?.intValue } == [0, 1, 2])
        #expect(Set(groups.compactMap { $0["id"] as? String }).count == 1)

        // Deleting the message redacts every event of it.
        _ = try await channelA.getMessagesByTimestamp(.max, params: MessageListParams())
        try await channelA.deleteMessage(messageId: sent.messageId)
        let after = try await raw.events(in: channelA.channelURL, ids: events.map(\.eventId))
        #expect(after.count == 3)
        #expect(after.allSatisfy { $0.content["url"] == nil && $0.redacted }, "every file event is redacted")
    }
}

/// A plain Matrix client: logs in and reads with bare requests, as another client would.
@MainActor
struct RawMatrix {
    struct Event {
        var eventId: String
        var content: [String: Any]
        var redacted: Bool
    }

    let base: URL
    let token: String

    init(_ user: (name: String, password: String)) async throws {
        base = try #require(MatrixLive.url)
        let body: [String: Any] = [
            "type": "m.login.password", "identifier": ["type": "m.id.user", "user": user.name], "password": user.password,
        ]
        let answer = try await Self.json(base, "POST", "/_matrix/client/v3/login", token: nil, body: body)
        token = try #require(answer["access_token"] as? String)
    }

    /// `GET` (or another method) of `path` with this user's token, answered as JSON.
    func request(_ method: String, _ path: String, body: [String: Any]? = nil) async throws -> [String: Any] {
        try await Self.json(base, method, path, token: token, body: body)
    }

    /// The `m.room.message` events of room `roomId`, oldest first (among its last 100 events).
    func messageEvents(in roomId: String) async throws -> [Event] {
        let room = roomId.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? roomId
        let answer = try await request("GET", "/_matrix/client/v3/rooms/\(room)/messages?dir=b&limit=100")
        let chunk = (answer["chunk"] as? [[String: Any]] ?? []).reversed().filter { $0["type"] as? String == "m.room.message" }
        return chunk.compactMap(Self.event)
    }

    /// The file events of room `roomId`, oldest first (among its last 100 events).
    func fileEvents(in roomId: String) async throws -> [Event] {
        try await messageEvents(in: roomId).filter {
            ($0.content["msgtype"] as? String).map { ["m.file", "m.image", "m.video", "m.audio"].contains($0) } == true
        }
    }

    /// The events `ids` of room `roomId`, read one by one.
    func events(in roomId: String, ids: [String]) async throws -> [Event] {
        let room = roomId.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? roomId
        var events: [Event] = []
        for id in ids {
            let event = id.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? id
            if let read = Self.event(try await request("GET", "/_matrix/client/v3/rooms/\(room)/event/\(event)")) { events.append(read) }
        }
        return events
    }

    /// The bytes of `mxc`, through the authenticated media API.
    func download(_ mxc: String) async throws -> Data {
        let path = String(mxc.dropFirst("mxc://".count))
        var request = URLRequest(url: base.appendingPathComponent("/_matrix/client/v1/media/download/\(path)"))
        request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        return try await Self.load(request).0
    }

    private static func event(_ json: [String: Any]) -> Event? {
        guard let id = json["event_id"] as? String else { return nil }
        let unsigned = json["unsigned"] as? [String: Any] ?? [:]
        return Event(eventId: id, content: json["content"] as? [String: Any] ?? [:], redacted: unsigned["redacted_because"] != nil)
    }

    private static func json(_ base: URL, _ method: String, _ path: String, token: String?, body: [String: Any]?) async throws -> [String: Any] {
        var request = URLRequest(url: URL(string: base.absoluteString.trimmingCharacters(in: ["/"]) + path)!)
        request.httpMethod = method
        if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
        if let body {
            request.httpBody = try JSONSerialization.data(withJSONObject: body)
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        let (data, status) = try await load(request)
        let answer = try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
        guard (200..<300).contains(status) else { throw ChatError(.invalidParameter, "HTTP \(status) for \(method) \(path): \(answer)") }
        return answer
    }

    private static func load(_ request: URLRequest) async throws -> (Data, Int) {
        try await withCheckedThrowingContinuation { continuation in
            URLSession.shared.dataTask(with: request) { data, response, error in
                if let error { return continuation.resume(throwing: error) }
                continuation.resume(returning: (data ?? Data(), (response as? HTTPURLResponse)?.statusCode ?? 0))
            }.resume()
        }
    }
}
