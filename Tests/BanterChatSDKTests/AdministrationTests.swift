import Foundation
import Testing
import BanterScheduling
@testable import BanterChatSDK

@Suite("The administration API")
@MainActor
struct AdministrationTests {
    static let hour: Int64 = 3_600_000

    /// Records what a connected client hears, one line per delegate call.
    final class Recorder: GroupChannelDelegate, OpenChannelDelegate {
        var log: [String] = []
        var messages: [BaseMessage] = []

        func channel(_ channel: BaseChannel, didReceive message: BaseMessage) {
            messages.append(message)
            let kind = message is AdminMessage ? "admin" : message is FileMessage ? "file" : "text"
            log.append("\(kind) \(message.sender?.userId ?? "-"): \(message.message)")
        }
        func channel(_ channel: BaseChannel, didReceiveMention message: BaseMessage) { log.append("mention: \(message.message)") }
        func channelDidUpdateTypingStatus(_ channel: GroupChannel) { log.append("typing \(channel.typingUsers.map(\.userId))") }
        func channelDidUpdateReadStatus(_ channel: GroupChannel) { log.append("read") }
        func channel(_ channel: BaseChannel, updatedReaction reactionEvent: ReactionEvent) {
            log.append("reaction \(reactionEvent.key) by \(reactionEvent.userId)")
        }
        func channel(_ channel: BaseChannel, didUpdateThreadInfo threadInfo: ThreadInfo, parentMessageId: Int64) {
            log.append("thread \(parentMessageId): \(threadInfo.replyCount)")
        }
        func channel(_ channel: GroupChannel, userDidJoin user: User) { log.append("joined \(user.userId)") }
        func channel(_ channel: GroupChannel, userDidLeave user: User) { log.append("left \(user.userId)") }
        func channelWasFrozen(_ channel: BaseChannel) { log.append("frozen") }
        func channel(_ channel: BaseChannel, userWasMuted user: User) { log.append("muted \(user.userId)") }
    }

    final class ClientList {
        var list: [ChatClient] = []
    }

    /// A service with alice, bob and carol, and a group channel of alice and bob created an
    /// hour ago, with alice its operator.
    @MainActor
    struct Fixture {
        let harness: ChatTestHarness
        let url: String
        /// Keeps connected clients alive: a client nobody holds is gone, and hears nothing.
        let clients = ClientList()
        var server: ChatServer { harness.server }

        init() throws {
            harness = ChatTestHarness()
            let server = harness.server
            for (id, name) in [("alice", "Alice"), ("bob", "Bob"), ("carol", "Carol")] {
                try server.createUser(id: id, nickname: name)
            }
            var params = GroupChannelCreateParams(userIds: ["bob"], name: "Pair")
            params.operatorUserIds = ["alice"]
            url = try server.createGroupChannel(params, creatorId: "alice", createdAt: server.now - AdministrationTests.hour)
        }

        /// Bob's client, connected, with a recorder for his channel events; the client lives
        /// as long as the fixture's harness.
        func connectBob() throws -> (ChatClient, Recorder) {
            let bob = try harness.connect("bob")
            let recorder = Recorder()
            bob.addChannelDelegate(recorder, identifier: "test")
            clients.list.append(bob)
            return (bob, recorder)
        }

        func text(_ message: String, parent: Int64? = nil, quote: Bool = false) -> UserMessageCreateParams {
            var params = UserMessageCreateParams(message: message)
            params.parentMessageId = parent
            params.isReplyToChannel = quote
            return params
        }
    }

    // MARK: Users and channels

    @Test func createUserCreatesThenUpdatesAProfile() throws {
        let server = ChatTestHarness().server
        try server.createUser(id: "zoe", nickname: "Zoë", profileURL: "https://example.com/zoe.png")
        #expect(server.state.users["zoe"] == UserRecord(userId: "zoe", nickname: "Zoë", profileURL: "https://example.com/zoe.png"))
        try server.createUser(id: "zoe", nickname: "Zoë B.")
        #expect(server.state.users["zoe"] == UserRecord(userId: "zoe", nickname: "Zoë B.", profileURL: nil))
        try server.createUser(id: "nameless", nickname: "")
        #expect(server.state.users["nameless"]?.nickname == "nameless")
    }

    @Test func aChannelCreatedThroughTheAPIHasItsMembersJoinedEvenWithoutAutoAccept() throws {
        var configuration = ServerConfiguration.immediate
        configuration.autoAcceptInvitations = false
        let server = ChatTestHarness(configuration: configuration).server
        for id in ["ana", "ben", "cy"] { try server.createUser(id: id, nickname: id.capitalized) }
        var params = GroupChannelCreateParams(userIds: ["ben", "cy"], name: "Trio")
        params.operatorUserIds = ["cy"]
        params.isPublic = true
        params.customType = "support"
        let created = server.now - Self.hour
        let url = try server.createGroupChannel(params, creatorId: "ana", createdAt: created)

        let channel = try #require(server.state[url])
        #expect(channel.header.createdAt == created)
        #expect(channel.header.createdBy == "ana")
        #expect(channel.header.isPublic)
        #expect(channel.header.customType == "support")
        #expect(channel.members.values.allSatisfy { $0.state == .joined && $0.joinedAt == created })
        #expect(channel.members.keys.sorted() == ["ana", "ben", "cy"])
        #expect(channel.members.values.filter(\.isOperator).map(\.userId) == ["cy"])
    }

    @Test func aDistinctChannelIsReusedForTheSameMembers() throws {
        let fixture = try Fixture()
        var params = GroupChannelCreateParams(userIds: ["carol"])
        params.isDistinct = true
        let first = try fixture.server.createGroupChannel(params, creatorId: "alice")
        let second = try fixture.server.createGroupChannel(params, creatorId: "alice")
        #expect(first == second)
    }

    // MARK: Live events

    @Test func aConnectedClientSeesPostsTypingReactionsAndThreadsAsIfSentByAClient() throws {
        let fixture = try Fixture()
        let server = fixture.server
        let (_, recorder) = try fixture.connectBob()
        let alice = try fixture.harness.connect("alice")
        fixture.clients.list.append(alice)
        let alicesRecorder = Recorder()
        alice.addChannelDelegate(alicesRecorder, identifier: "test")

        try server.startTyping(userId: "alice", channelURL: fixture.url)
        fixture.harness.settle()
        try server.endTyping(userId: "alice", channelURL: fixture.url)
        let question = try server.sendUserMessage(fixture.text("Lunch?"), senderId: "alice", channelURL: fixture.url)
        try server.addReaction("👍", userId: "bob", messageId: question, channelURL: fixture.url)
        try server.sendUserMessage(fixture.text("Noon works", parent: question), senderId: "bob", channelURL: fixture.url)
        let photo = FileMessageCreateParams(fileName: "menu photo.jpg", fileSize: 812_000, mimeType: "image/jpeg")
        try server.sendFileMessage(photo, senderId: "alice", channelURL: fixture.url)
        try server.sendAdminMessage("Alice renamed the channel.", channelURL: fixture.url)
        fixture.harness.settle()

        #expect(recorder.log == [
            "typing [\"alice\"]", "typing []",
            "text alice: Lunch?",
            "reaction 👍 by bob",
            "text bob: Noon works", "thread \(question): 1",
            "file alice: ",
            "admin -: Alice renamed the channel.",
        ])
        // The sender's own clients hear it too: the post did not come from them.
        #expect(alicesRecorder.log.contains("text alice: Lunch?"))
        let file = try #require(recorder.messages.compactMap { $0 as? FileMessage }.first)
        #expect(file.name == "menu photo.jpg")
        #expect(file.size == 812_000)
        #expect(file.isImage)
        #expect(file.url.hasPrefix("https://files.banter.invalid/") && !file.url.contains(" "))
        let admin = try #require(recorder.messages.last as? AdminMessage)
        #expect(admin.sender == nil)
        let stored = try #require(server.state[fixture.url]?.messages.first { $0.messageId == question })
        #expect(stored.requestId != nil)
    }

    @Test func membershipChangesReachTheMembers() throws {
        let fixture = try Fixture()
        let server = fixture.server
        let (_, recorder) = try fixture.connectBob()
        try server.inviteUsers(["carol"], channelURL: fixture.url, inviterId: "alice")
        try server.leaveChannel(userId: "carol", channelURL: fixture.url)
        try server.markAsRead(userId: "alice", channelURL: fixture.url)
        try server.setMuted(true, userId: "bob", channelURL: fixture.url)
        try server.setFrozen(true, channelURL: fixture.url)
        fixture.harness.settle()
        #expect(recorder.log.filter { !$0.hasPrefix("invited") } == ["left carol", "read", "muted bob", "frozen"])
        #expect(server.state[fixture.url]?.header.isFrozen == true)
    }

    @Test func anyoneCanJoinAPublicChannel() throws {
        let fixture = try Fixture()
        var params = GroupChannelCreateParams(userIds: [], name: "Open house")
        params.isPublic = true
        let url = try fixture.server.createGroupChannel(params, creatorId: "alice")
        try fixture.server.joinChannel(userId: "carol", channelURL: url)
        #expect(fixture.server.state[url]?.members["carol"]?.state == .joined)
    }

    @Test func anOpenChannelTakesPostsFromUsersWhoHaveNotEnteredIt() throws {
        let fixture = try Fixture()
        let url = try fixture.server.createOpenChannel(OpenChannelCreateParams(name: "Lobby"), creatorId: "alice")
        let (bob, recorder) = try fixture.connectBob()
        let channel = try fixture.harness.run { bob.getOpenChannel(url: url, completion: $0) }.get()
        _ = try fixture.harness.run { channel.enter(completion: $0) }.get()
        try fixture.server.sendUserMessage(fixture.text("Hello, lobby"), senderId: "carol", channelURL: url)
        fixture.harness.settle()
        #expect(recorder.log == ["text carol: Hello, lobby"])
    }

    @Test func operatorsPostInAFrozenChannelAndAdminMessagesAlwaysGetThrough() throws {
        let fixture = try Fixture()
        let server = fixture.server
        try server.setFrozen(true, channelURL: fixture.url)
        try server.sendUserMessage(fixture.text("Read-only from now on"), senderId: "alice", channelURL: fixture.url)
        try server.sendAdminMessage("The channel was frozen.", channelURL: fixture.url)
        #expect(throws: ChatError.self) {
            try server.sendUserMessage(fixture.text("But why"), senderId: "bob", channelURL: fixture.url)
        }
        #expect(server.state[fixture.url]?.messages.map(\.text) == ["Read-only from now on", "The channel was frozen."])
    }

    // MARK: History

    @Test func historyIsWrittenOldestFirstWithTheGivenTimesAndUnreadCounts() throws {
        let fixture = try Fixture()
        let server = fixture.server
        let start = server.now - Self.hour + 60_000
        let first = try server.sendUserMessage(fixture.text("Morning"), senderId: "alice", channelURL: fixture.url, createdAt: start)
        let quote = try server.sendUserMessage(fixture.text("Hi!", parent: first, quote: true), senderId: "bob",
                                               channelURL: fixture.url, createdAt: start + 5_000)
        try server.markAsRead(userId: "bob", channelURL: fixture.url, at: start + 5_000)
        try server.sendUserMessage(fixture.text("Coffee?"), senderId: "alice", channelURL: fixture.url, createdAt: start + 9_000)

        let channel = try #require(server.state[fixture.url])
        #expect(channel.messages.map(\.createdAt) == [start, start + 5_000, start + 9_000])
        #expect(channel.messages.map(\.messageId) == [first, quote, quote + 1])
        #expect(channel.messages[1].parentMessageId == first)
        #expect(channel.extras[quote]?.isReplyToChannel == true)
        #expect(channel.members["bob"]?.lastReadAt == start + 5_000)
        #expect(channel.members["bob"]?.unreadMessageCount == 1)
        #expect(channel.members["alice"]?.unreadMessageCount == 1)
    }

    @Test func anImportAppendsAWholeHistoryInOrderWithoutEvents() throws {
        let fixture = try Fixture()
        let server = fixture.server
        let (_, recorder) = try fixture.connectBob()
        let start = server.now - Self.hour + 1
        let messages = (0..<10_000).map { index in
            ImportedMessage(senderId: index % 2 == 0 ? "alice" : "bob", text: "Message number \(index)", createdAt: start + Int64(index / 3))
        }
        try server.importHistory(channelURL: fixture.url, messages: messages)
        fixture.harness.settle()

        let channel = try #require(server.state[fixture.url])
        #expect(channel.messages.count == 10_000)
        #expect(channel.messages.map(\.text) == messages.map(\.text))
        #expect(zip(channel.messages, channel.messages.dropFirst()).allSatisfy { $0.messageId + 1 == $1.messageId })
        #expect(channel.messages.allSatisfy { $0.requestId == nil })
        #expect(channel.members["bob"]?.unreadMessageCount == 5_000)
        #expect(recorder.log.isEmpty)
        // Later posts carry on after the import.
        let next = try server.sendUserMessage(fixture.text("Done"), senderId: "alice", channelURL: fixture.url)
        #expect(next == channel.messages[9_999].messageId + 1)
    }

    // MARK: Refusals

    /// Each refused call, with the code it must fail with, given the fixture's channel. Each
    /// runs against a fresh fixture with one message, where bob is also muted in a channel
    /// named "Muted".
    static let refusals: [(name: String, code: ChatError.Code, call: @MainActor (ChatServer, String) throws(ChatError) -> Void)] = [
        ("an empty sender", .invalidParameter, { server, url throws(ChatError) in
            try server.sendUserMessage(UserMessageCreateParams(message: "hi"), senderId: "", channelURL: url) }),
        ("an unknown sender", .notFoundInDatabase, { server, url throws(ChatError) in
            try server.sendUserMessage(UserMessageCreateParams(message: "hi"), senderId: "mallory", channelURL: url) }),
        ("an empty text", .invalidParameter, { server, url throws(ChatError) in
            try server.sendUserMessage(UserMessageCreateParams(message: " \n "), senderId: "alice", channelURL: url) }),
        ("an over-long text", .invalidParameter, { server, url throws(ChatError) in
            let text = String(repeating: "a", count: server.configuration.maxMessageLength + 1)
            try server.sendUserMessage(UserMessageCreateParams(message: text), senderId: "alice", channelURL: url) }),
        ("an unknown channel", .channelNotFound, { server, _ throws(ChatError) in
            try server.sendUserMessage(UserMessageCreateParams(message: "hi"), senderId: "alice", channelURL: "nowhere") }),
        ("an empty channel URL", .invalidParameter, { server, _ throws(ChatError) in
            try server.sendUserMessage(UserMessageCreateParams(message: "hi"), senderId: "alice", channelURL: "") }),
        ("a sender who is not a member", .nonAuthorized, { server, url throws(ChatError) in
            try server.sendUserMessage(UserMessageCreateParams(message: "hi"), senderId: "carol", channelURL: url) }),
        ("a reply to an unknown message", .messageNotFound, { server, url throws(ChatError) in
            var params = UserMessageCreateParams(message: "hi")
            params.parentMessageId = 999
            try server.sendUserMessage(params, senderId: "alice", channelURL: url) }),
        ("a time before the last message", .invalidParameter, { server, url throws(ChatError) in
            try server.sendUserMessage(UserMessageCreateParams(message: "hi"), senderId: "alice", channelURL: url, createdAt: server.now - 60_000) }),
        ("a time before the channel was created", .invalidParameter, { server, url throws(ChatError) in
            let channel = server.state[url]!
            try server.sendUserMessage(UserMessageCreateParams(message: "hi"), senderId: "alice", channelURL: url,
                                       createdAt: channel.header.createdAt - 1) }),
        ("a time in the future", .invalidParameter, { server, url throws(ChatError) in
            try server.sendUserMessage(UserMessageCreateParams(message: "hi"), senderId: "alice", channelURL: url, createdAt: server.now + 1) }),
        ("a muted sender", .mutedInChannel, { server, _ throws(ChatError) in
            let muted = server.state.allChannels.first { $0.header.name == "Muted" }!.url
            try server.sendUserMessage(UserMessageCreateParams(message: "hi"), senderId: "bob", channelURL: muted) }),
        ("a file of no size", .invalidParameter, { server, url throws(ChatError) in
            try server.sendFileMessage(FileMessageCreateParams(fileName: "a.png", fileSize: 0, mimeType: "image/png"), senderId: "alice", channelURL: url) }),
        ("a file over the limit", .invalidParameter, { server, url throws(ChatError) in
            let size = server.configuration.maxFileSize + 1
            try server.sendFileMessage(FileMessageCreateParams(fileName: "a.mp4", fileSize: size, mimeType: "video/mp4"), senderId: "alice", channelURL: url) }),
        ("a file without a MIME type", .invalidParameter, { server, url throws(ChatError) in
            try server.sendFileMessage(FileMessageCreateParams(fileName: "a", fileSize: 10, mimeType: "binary"), senderId: "alice", channelURL: url) }),
        ("an empty admin message", .invalidParameter, { server, url throws(ChatError) in
            try server.sendAdminMessage("", channelURL: url) }),
        ("an admin message to an unknown channel", .channelNotFound, { server, _ throws(ChatError) in
            try server.sendAdminMessage("Notice", channelURL: "nowhere") }),
        ("a reaction key with a space", .invalidParameter, { server, url throws(ChatError) in
            try server.addReaction("thumbs up", userId: "alice", messageId: server.state[url]!.messages[0].messageId, channelURL: url) }),
        ("a reaction to an unknown message", .messageNotFound, { server, url throws(ChatError) in
            try server.addReaction("👍", userId: "alice", messageId: 999, channelURL: url) }),
        ("a reaction from an unknown user", .notFoundInDatabase, { server, url throws(ChatError) in
            try server.addReaction("👍", userId: "mallory", messageId: server.state[url]!.messages[0].messageId, channelURL: url) }),
        ("a user with an empty id", .invalidParameter, { server, _ throws(ChatError) in
            try server.createUser(id: " ", nickname: "Nobody") }),
        ("a user with a malformed profile URL", .invalidParameter, { server, _ throws(ChatError) in
            try server.createUser(id: "dan", nickname: "Dan", profileURL: "not a url") }),
        ("a channel with an unknown member", .notFoundInDatabase, { server, _ throws(ChatError) in
            try server.createGroupChannel(GroupChannelCreateParams(userIds: ["mallory"]), creatorId: "alice") }),
        ("a channel with an unknown creator", .notFoundInDatabase, { server, _ throws(ChatError) in
            try server.createGroupChannel(GroupChannelCreateParams(userIds: ["bob"]), creatorId: "mallory") }),
        ("a channel created in the future", .invalidParameter, { server, _ throws(ChatError) in
            try server.createGroupChannel(GroupChannelCreateParams(userIds: ["bob"]), creatorId: "alice", createdAt: server.now + 1) }),
        ("an open channel without a name", .invalidParameter, { server, _ throws(ChatError) in
            try server.createOpenChannel(OpenChannelCreateParams(name: " "), creatorId: "alice") }),
        ("joining a private channel uninvited", .nonAuthorized, { server, url throws(ChatError) in
            try server.joinChannel(userId: "carol", channelURL: url) }),
        ("leaving a channel one is not in", .nonAuthorized, { server, url throws(ChatError) in
            try server.leaveChannel(userId: "carol", channelURL: url) }),
        ("an invitation from a non-member", .nonAuthorized, { server, url throws(ChatError) in
            try server.inviteUsers(["carol"], channelURL: url, inviterId: "carol") }),
        ("reading a channel one is not in", .nonAuthorized, { server, url throws(ChatError) in
            try server.markAsRead(userId: "carol", channelURL: url) }),
        ("reading before the last message", .invalidParameter, { server, url throws(ChatError) in
            try server.markAsRead(userId: "bob", channelURL: url, at: server.now - 60_000) }),
        ("typing in a channel one is not in", .nonAuthorized, { server, url throws(ChatError) in
            try server.startTyping(userId: "carol", channelURL: url) }),
        ("freezing an unknown channel", .channelNotFound, { server, _ throws(ChatError) in
            try server.setFrozen(true, channelURL: "nowhere") }),
        ("muting an unknown user", .notFoundInDatabase, { server, url throws(ChatError) in
            try server.setMuted(true, userId: "mallory", channelURL: url) }),
        ("importing from an unknown sender", .notFoundInDatabase, { server, url throws(ChatError) in
            try server.importHistory(channelURL: url, messages: [
                ImportedMessage(senderId: "alice", text: "fine", createdAt: server.now),
                ImportedMessage(senderId: "mallory", text: "not fine", createdAt: server.now),
            ]) }),
        ("importing from a non-member", .nonAuthorized, { server, url throws(ChatError) in
            try server.importHistory(channelURL: url, messages: [ImportedMessage(senderId: "carol", text: "hi", createdAt: server.now)]) }),
        ("importing an empty text", .invalidParameter, { server, url throws(ChatError) in
            try server.importHistory(channelURL: url, messages: [
                ImportedMessage(senderId: "alice", text: "fine", createdAt: server.now),
                ImportedMessage(senderId: "bob", text: "", createdAt: server.now),
            ]) }),
        ("importing out of order", .invalidParameter, { server, url throws(ChatError) in
            try server.importHistory(channelURL: url, messages: [
                ImportedMessage(senderId: "alice", text: "second", createdAt: server.now),
                ImportedMessage(senderId: "bob", text: "first", createdAt: server.now - 1),
            ]) }),
        ("importing into an unknown channel", .channelNotFound, { server, _ throws(ChatError) in
            try server.importHistory(channelURL: "nowhere", messages: [ImportedMessage(senderId: "alice", text: "hi", createdAt: server.now)]) }),
    ]

    @Test func aRefusedCallFailsWithItsCodeAndChangesNothing() throws {
        for refusal in Self.refusals {
            let fixture = try Fixture()
            let server = fixture.server
            try server.sendUserMessage(fixture.text("First"), senderId: "alice", channelURL: fixture.url, createdAt: server.now - 30_000)
            var muted = GroupChannelCreateParams(userIds: ["bob"], name: "Muted")
            muted.operatorUserIds = ["alice"]
            try server.setMuted(true, userId: "bob", channelURL: try server.createGroupChannel(muted, creatorId: "alice"))
            let before = StateSnapshot(of: server)

            var caught: ChatError?
            do throws(ChatError) { try refusal.call(server, fixture.url) } catch { caught = error }

            #expect(caught?.code == refusal.code, "\(refusal.name): \(caught.map(String.init(describing:)) ?? "accepted")")
            #expect(caught?.message.isEmpty == false)
            #expect(StateSnapshot(of: server) == before, "\(refusal.name) changed the state")
        }
    }
}
