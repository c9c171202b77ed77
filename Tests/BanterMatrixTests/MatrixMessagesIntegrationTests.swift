import Foundation
import Testing
import BanterChatSDKTestSupport
@testable import BanterChatSDK
@testable import BanterMatrix

/// Message changes on a live Synapse, between two clients: edits, deletions, reactions,
/// threads and files, and the refusals the mock gives. Runs only with `BANTER_MATRIX_URL`
/// (see `MatrixIntegrationTests.swift`); every test makes a room of its own.
@MainActor
@Suite(
    "Matrix message changes on a live Synapse",
    .enabled(if: MatrixLive.url != nil, "set BANTER_MATRIX_URL to a running Synapse (see MatrixIntegrationTests.swift) to run it"),
    .serialized)
struct MatrixMessagesIntegrationTests {
    /// A room A created and B joined, and what B's client hears.
    private func joinedRoom(_ pair: MatrixLive.Pair, _ name: String) async throws -> (GroupChannel, GroupChannel) {
        let (channelA, channelB) = try await pair.room(named: "\(name) \(UUID().uuidString.prefix(6))")
        try await channelB.join()
        try await MatrixLive.waitUntil("A sees B joined") { channelA.memberCount == 2 }
        return (channelA, channelB)
    }

    @Test("A edits and deletes a message; B hears the update and the deletion; B may do neither to A's message (400108)")
    func editAndDelete() async throws {
        let pair = try await MatrixLive.Pair()
        defer { pair.disconnect() }
        let (channelA, channelB) = try await joinedRoom(pair, "Edits")
        let heardByB = EventRecorder(pair.b)
        let sent = try await channelA.sendUserMessage(params: UserMessageCreateParams(message: "Lunch at one?"))
        try await MatrixLive.waitUntil("B hears the message") { heardByB.received.contains { $0.messageId == sent.messageId } }

        var update = UserMessageUpdateParams(message: "Lunch at two?")
        update.data = "moved"
        let edited = try await channelA.updateUserMessage(messageId: sent.messageId, params: update)
        #expect(edited.messageId == sent.messageId)
        #expect(edited.message == "Lunch at two?")
        #expect(edited.data == "moved")
        #expect(edited.updatedAt > edited.createdAt)
        try await MatrixLive.waitUntil("B hears the edit") { heardByB.events.contains("updated Lunch at two?") }

        do {
            _ = try await channelB.updateUserMessage(messageId: sent.messageId, params: UserMessageUpdateParams(message: "Mine now"))
            Issue.record("B edited A's message")
        } catch {
            #expect(error.code == .nonAuthorized)
        }
        do {
            try await channelB.deleteMessage(messageId: sent.messageId)
            Issue.record("B deleted A's message")
        } catch {
            #expect(error.code == .nonAuthorized)
        }
        do {
            try await channelA.deleteMessage(messageId: 12_345)
            Issue.record("deleted a message that does not exist")
        } catch {
            #expect(error.code == .messageNotFound)
        }

        var params = MessageListParams()
        params.previousResultSize = 10
        let loaded = try await channelB.getMessagesByTimestamp(.max, params: params)
        #expect(loaded.first { $0.messageId == sent.messageId }?.message == "Lunch at two?")

        try await channelA.deleteMessage(messageId: sent.messageId)
        try await MatrixLive.waitUntil("B hears the deletion") { heardByB.events.contains("deleted \(sent.messageId)") }
        let after = try await channelB.getMessagesByTimestamp(.max, params: params)
        #expect(!after.contains { $0.messageId == sent.messageId })

        // A created the room, so A is an operator and may delete B's message, as in the mock.
        let heardByA = EventRecorder(pair.a)
        let fromB = try await channelB.sendUserMessage(params: UserMessageCreateParams(message: "Oops"))
        try await MatrixLive.waitUntil("A hears B's message") { heardByA.received.contains { $0.messageId == fromB.messageId } }
        try await channelA.deleteMessage(messageId: fromB.messageId)
        try await MatrixLive.waitUntil("B hears the operator's deletion") { heardByB.events.contains("deleted \(fromB.messageId)") }
    }

    @Test("B reacts and unreacts on A's message; A hears both, and history carries the counts")
    func reactions() async throws {
        let pair = try await MatrixLive.Pair()
        defer { pair.disconnect() }
        let (channelA, channelB) = try await joinedRoom(pair, "Reactions")
        let heardByA = EventRecorder(pair.a)
        let heardByB = EventRecorder(pair.b)
        let sent = try await channelA.sendUserMessage(params: UserMessageCreateParams(message: "Ship it?"))
        try await MatrixLive.waitUntil("B hears the message") { heardByB.received.contains { $0.messageId == sent.messageId } }

        let added = try await channelB.addReaction(messageId: sent.messageId, key: "👍")
        #expect(added.operation == .add)
        _ = try await channelB.addReaction(messageId: sent.messageId, key: "🎉")
        _ = try await channelA.addReaction(messageId: sent.messageId, key: "👍")
        // A is in other suites' rooms too, which may react meanwhile: this message's only.
        try await MatrixLive.waitUntil("A hears three reactions") {
            heardByA.reactionEvents.count { $0.operation == .add && $0.messageId == sent.messageId } == 3
        }

        var params = MessageListParams()
        params.previousResultSize = 10
        let loaded = try #require(try await channelA.getMessagesByTimestamp(.max, params: params).first { $0.messageId == sent.messageId })
        let counts = Dictionary(uniqueKeysWithValues: loaded.reactions.map { ($0.key, $0.userIds.count) })
        #expect(counts == ["👍": 2, "🎉": 1])

        let removed = try await channelB.deleteReaction(messageId: sent.messageId, key: "👍")
        #expect(removed.operation == .delete)
        try await MatrixLive.waitUntil("A hears the removal") {
            heardByA.reactionEvents.contains {
                $0.operation == .delete && $0.key == "👍" && $0.userId == pair.meB.userId && $0.messageId == sent.messageId
            }
        }
        // Removing again changes nothing and still answers.
        _ = try await channelB.deleteReaction(messageId: sent.messageId, key: "👍")
        let reloaded = try #require(try await channelA.getMessagesByTimestamp(.max, params: params).first { $0.messageId == sent.messageId })
        #expect(reloaded.reactions.first { $0.key == "👍" }?.userIds == [pair.meA.userId])

        // A new client of A's, which heard none of it through /sync, counts them from the history page.
        let fresh = ChatClient(homeserver: try #require(MatrixLive.url))
        try await fresh.connect(userId: MatrixLive.users[0].name, credential: .password(MatrixLive.users[0].password))
        defer { fresh.disconnect() }
        let channel = try await fresh.getGroupChannel(url: channelA.channelURL)
        let fromHistory = try #require(try await channel.getMessagesByTimestamp(.max, params: params).first { $0.messageId == sent.messageId })
        let freshCounts = Dictionary(uniqueKeysWithValues: fromHistory.reactions.map { ($0.key, $0.userIds) })
        #expect(freshCounts == ["👍": [pair.meA.userId], "🎉": [pair.meB.userId]])
    }

    @Test("B replies in a thread; A hears the reply with its parent and the root's thread info; the thread loads")
    func threads() async throws {
        let pair = try await MatrixLive.Pair()
        defer { pair.disconnect() }
        let (channelA, channelB) = try await joinedRoom(pair, "Threads")
        let heardByA = EventRecorder(pair.a)
        let heardByB = EventRecorder(pair.b)
        let root = try await channelA.sendUserMessage(params: UserMessageCreateParams(message: "Release plan"))
        try await MatrixLive.waitUntil("B hears the root") { heardByB.received.contains { $0.messageId == root.messageId } }

        var replyParams = UserMessageCreateParams(message: "Friday works")
        replyParams.parentMessageId = root.messageId
        let reply = try await channelB.sendUserMessage(params: replyParams)
        #expect(reply.parentMessageId == root.messageId)
        replyParams.message = "Or Monday"
        let second = try await channelB.sendUserMessage(params: replyParams)

        try await MatrixLive.waitUntil("A hears both replies") { heardByA.received.contains { $0.messageId == second.messageId } }
        let heard = try #require(heardByA.received.first { $0.messageId == reply.messageId })
        #expect(heard.parentMessageId == root.messageId)
        try await MatrixLive.waitUntil("A hears the root's thread info with two replies") {
            heardByA.threadInfos.contains { $0.parentMessageId == root.messageId && $0.threadInfo.replyCount == 2 }
        }
        let info = try #require(heardByA.threadInfos.last { $0.parentMessageId == root.messageId }?.threadInfo)
        #expect(info.lastRepliedAt == second.createdAt)

        var params = MessageListParams()
        params.previousResultSize = 10
        let thread = try await channelA.getThreadedMessages(parentMessageId: root.messageId, timestamp: .max, params: params)
        #expect(thread.map(\.messageId) == [reply.messageId, second.messageId])
        #expect(thread.map(\.message) == ["Friday works", "Or Monday"])

        // Deleting a reply updates the root's summary for everyone.
        try await channelB.deleteMessage(messageId: second.messageId)
        try await MatrixLive.waitUntil("A hears the summary drop to one reply") {
            heardByA.threadInfos.last { $0.parentMessageId == root.messageId }?.threadInfo.replyCount == 1
        }

        // Threads are one level deep.
        replyParams.parentMessageId = reply.messageId
        do {
            _ = try await channelA.sendUserMessage(params: replyParams)
            Issue.record("replied to a reply")
        } catch {
            #expect(error.code == .invalidParameter)
        }
    }

    @Test("A sends a small file; B receives a file message whose mxc:// URL downloads the same bytes")
    func files() async throws {
        let pair = try await MatrixLive.Pair()
        defer { pair.disconnect() }
        let (channelA, _) = try await joinedRoom(pair, "Files")
        let heardByB = EventRecorder(pair.b)
        let bytes = Data((0..<3_000).map { UInt8($0 % 251) })
        var params = FileMessageCreateParams(fileName: "notes.png", fileSize: bytes.count, mimeType: "image/png")
        params.fileData = bytes
        let sent = try await channelA.sendFileMessage(params: params)
        #expect(sent.url.hasPrefix("mxc://"))
        #expect(sent.size == bytes.count)
        try await MatrixLive.waitUntil("B hears the file") { heardByB.received.contains { $0.messageId == sent.messageId } }
        let file = try #require(heardByB.received.first { $0.messageId == sent.messageId } as? FileMessage)
        #expect(file.name == "notes.png")
        #expect(file.mimeType == "image/png")
        #expect(file.size == bytes.count)
        #expect(file.url == sent.url)

        let downloaded = try await Self.download(file.url, as: MatrixLive.users[1])
        #expect(downloaded == bytes)

        // Over the backend's limit is refused before any upload, with the mock's 800110.
        do {
            _ = try await channelA.sendFileMessage(params: FileMessageCreateParams(fileName: "huge.bin", fileSize: (10 << 20) + 1, mimeType: "application/octet-stream"))
            Issue.record("sent a file over the limit")
        } catch {
            #expect(error.code == .invalidParameter)
        }

        // A file with no bytes and no mxc:// address cannot be stored by a homeserver.
        do {
            _ = try await channelA.sendFileMessage(params: FileMessageCreateParams(fileName: "ghost.txt", fileSize: 10, mimeType: "text/plain"))
            Issue.record("sent a file without its bytes")
        } catch {
            #expect(error.code == .invalidParameter)
        }
    }

    /// Logs in as `user` on a client of its own and downloads `mxc` with that token.
    private static func download(_ mxc: String, as user: (name: String, password: String)) async throws -> Data {
        var http = MatrixHTTP(homeserver: try #require(MatrixLive.url))
        let body = MatrixJSON.object([
            "type": .string("m.login.password"),
            "identifier": .object(["type": .string("m.id.user"), "user": .string(user.name)]),
            "password": .string(user.password),
        ])
        let refusal: MatrixHTTP.Refusal = { ChatError(matrix: $0, refusing: .user(user.name), userId: user.name) }
        let login: MatrixResponse.Login = try await withCheckedThrowingContinuation { continuation in
            http.send("POST", ["login"], body: body, refusal: refusal) { (result: Result<MatrixResponse.Login, ChatError>) in
                continuation.resume(with: result)
            }
        }
        http.accessToken = login.accessToken
        let client = http
        return try await withCheckedThrowingContinuation { continuation in
            client.download(mxc, refusal: refusal) { continuation.resume(with: $0) }
        }
    }
}
