import Foundation
import Testing
import BanterChatSDKTestSupport
@testable import BanterChatSDK
@testable import BanterMatrix

/// Channel settings, membership, direct chats, hiding, read state, typing and lists on a
/// live Synapse, between two clients (see `MatrixIntegrationTests` for how to run it). Each
/// test makes rooms of its own, named uniquely, so runs and other suites do not interfere.
@MainActor
@Suite(
    "Matrix channels, read state and lists on a live Synapse",
    .enabled(if: MatrixLive.url != nil, "set BANTER_MATRIX_URL to a running Synapse (see MatrixIntegrationTests.swift) to run it"),
    .serialized)
struct MatrixChannelsIntegrationTests {
    /// A room A creates inviting B, which B has joined.
    private func joinedRoom(_ pair: MatrixLive.Pair, _ name: String) async throws -> (GroupChannel, GroupChannel) {
        let (channelA, channelB) = try await pair.room(named: "\(name) \(UUID().uuidString.prefix(6))")
        try await channelB.join()
        try await MatrixLive.waitUntil("A sees B joined") { channelA.joinedMemberCount == 2 }
        return (channelA, channelB)
    }

    @Test("A renames the channel and sets its cover, custom type and data; B sees each")
    func settings() async throws {
        let pair = try await MatrixLive.Pair()
        defer { pair.disconnect() }
        let (channelA, channelB) = try await joinedRoom(pair, "Settings")
        let heardByB = EventRecorder(pair.b)
        let name = "Renamed \(UUID().uuidString.prefix(6))"
        try await channelA.update(params: ChannelUpdateParams(
            name: name, coverURL: "https://example.com/cover.png", customType: "team", data: #"{"topic":"lunch"}"#))
        #expect(channelA.name == name)
        #expect(channelA.customType == "team")
        try await MatrixLive.waitUntil("B sees the settings") {
            channelB.name == name && channelB.customType == "team" && channelB.data == #"{"topic":"lunch"}"#
                && channelB.coverURL == "https://example.com/cover.png"
        }
        #expect(heardByB.events.contains("changed \(name)"))
        // Only the given fields change.
        try await channelA.update(params: ChannelUpdateParams(data: "2"))
        try await MatrixLive.waitUntil("B sees the new data") { channelB.data == "2" }
        #expect(channelB.customType == "team")
        // B, no operator, may not change the settings.
        await #expect(throws: ChatError.self) { try await channelB.update(params: ChannelUpdateParams(name: "mine")) }
    }

    @Test("A invites B; B is a member at once, leaves, is invited again and is back; each side hears it")
    func membership() async throws {
        let pair = try await MatrixLive.Pair()
        defer { pair.disconnect() }
        let (a, b, meA, meB) = (pair.a, pair.b, pair.meA, pair.meB)
        let heardByA = EventRecorder(a), heardByB = EventRecorder(b)
        let channelA = try await a.createGroupChannel(params: GroupChannelCreateParams(name: "Invite \(UUID().uuidString.prefix(6))"))
        let url = channelA.channelURL
        try await channelA.invite(userIds: [meB.userId])
        try await MatrixLive.waitUntil("B is invited") { b.cachedChannel(url) != nil }
        let channelB = try #require(b.cachedChannel(url) as? GroupChannel)
        #expect(heardByB.events.contains("invited [\"\(meB.userId)\"] by \(meA.userId)"))
        // B's session accepted the invitation before telling it, as the mock's auto-accept.
        #expect(channelB.myMemberState == .joined)
        try await MatrixLive.waitUntil("A hears the invitation") { heardByA.events.contains { $0.hasPrefix("invited [\"\(meB.userId)\"]") } }
        try await MatrixLive.waitUntil("A sees B join") { channelA.members.first { $0.userId == meB.userId }?.state == .joined }

        try await channelB.leave()
        #expect(heardByB.events.contains("left \(meB.userId)"))
        #expect(channelB.myMemberState == .none)
        #expect(!(try await b.createMyGroupChannelListQuery().loadNextPage()).contains { $0.channelURL == url })
        try await MatrixLive.waitUntil("A hears B leave") { heardByA.events.contains("left \(meB.userId)") }
        #expect(channelA.joinedMemberCount == 1)

        heardByA.clear()
        try await channelA.invite(userIds: [meB.userId])
        try await MatrixLive.waitUntil("B is a member again") { channelB.myMemberState == .joined }
        try await MatrixLive.waitUntil("A sees B back") { channelA.joinedMemberCount == 2 }
        #expect(try await b.createMyGroupChannelListQuery().loadNextPage().contains { $0.channelURL == url })

        // An unknown user is 400201, as in the mock.
        do {
            try await channelA.invite(userIds: ["@nobody_\(UUID().uuidString.prefix(6).lowercased()):localhost"])
            Issue.record("invited a user who does not exist")
        } catch {
            #expect(error.code == .notFoundInDatabase)
        }
    }

    @Test("a distinct channel with B is the same room every time, from either side")
    func distinct() async throws {
        let pair = try await MatrixLive.Pair()
        defer { pair.disconnect() }
        var params = GroupChannelCreateParams(userIds: [pair.meB.userId])
        params.isDistinct = true
        let first = try await pair.a.createGroupChannel(params: params)
        let second = try await pair.a.createGroupChannel(params: params)
        #expect(first.channelURL == second.channelURL)
        #expect(first.isDistinct)
        // The room may be an earlier run's, which B's new client has not been told about.
        try await MatrixLive.waitUntil("B is invited or a member") { pair.b.currentSession.map { ($0 as? MatrixSession)?.account.rooms[first.channelURL] != nil } ?? false }
        let channelB = try await pair.b.getGroupChannel(url: first.channelURL)
        if channelB.myMemberState == .invited { try await channelB.join() }
        var fromB = GroupChannelCreateParams(userIds: [pair.meA.userId])
        fromB.isDistinct = true
        #expect(try await pair.b.createGroupChannel(params: fromB).channelURL == first.channelURL)
        // Not distinct: a new room.
        let plain = try await pair.a.createGroupChannel(params: GroupChannelCreateParams(userIds: [pair.meB.userId]))
        #expect(plain.channelURL != first.channelURL)
    }

    @Test("B hides a channel: it leaves his list until A's next message unhides it")
    func hide() async throws {
        let pair = try await MatrixLive.Pair()
        defer { pair.disconnect() }
        let (channelA, channelB) = try await joinedRoom(pair, "Hide")
        let heardByB = EventRecorder(pair.b)
        try await channelB.hide(allowAutoUnhide: true)
        #expect(channelB.hiddenState == .hiddenAllowAutoUnhide)
        #expect(heardByB.events.contains("hidden"))
        #expect(!(try await pair.b.createMyGroupChannelListQuery().loadNextPage()).contains { $0.channelURL == channelB.channelURL })
        _ = try await channelA.sendUserMessage(params: UserMessageCreateParams(message: "still there?"))
        try await MatrixLive.waitUntil("B's channel unhides") { channelB.hiddenState == .unhidden }
        #expect(try await pair.b.createMyGroupChannelListQuery().loadNextPage().contains { $0.channelURL == channelB.channelURL })

        try await channelB.hide(allowAutoUnhide: false)
        _ = try await channelA.sendUserMessage(params: UserMessageCreateParams(message: "hello?"))
        try await MatrixLive.waitUntil("B hears it") { heardByB.received.contains { $0.message == "hello?" } }
        // A /sync made between the auto-unhide's tag DELETE and this hide's PUT can still
        // bring the tags without the hide; the next one brings the hide back. What must hold
        // is that the message never unhides it for good.
        try await MatrixLive.waitUntil("B's channel is hidden again") { channelB.hiddenState == .hiddenPreventAutoUnhide }
        #expect(channelB.hiddenState == .hiddenPreventAutoUnhide)
        try await channelB.unhide()
        #expect(channelB.hiddenState == .unhidden)

        try await channelB.setMyPushTriggerOption(.mentionOnly)
        #expect(channelB.myPushTriggerOption == .mentionOnly)
    }

    @Test("B's unread count follows A's messages; B marks read: his count drops to 0 and A sees him read them")
    func readState() async throws {
        let pair = try await MatrixLive.Pair()
        defer { pair.disconnect() }
        let (channelA, channelB) = try await joinedRoom(pair, "Read")
        let heardByA = EventRecorder(pair.a)
        _ = try await channelA.sendUserMessage(params: UserMessageCreateParams(message: "one"))
        let second = try await channelA.sendUserMessage(params: UserMessageCreateParams(message: "two"))
        try await MatrixLive.waitUntil("B counts two unread") { channelB.unreadMessageCount == 2 }
        #expect(channelA.unreadMemberCount(of: second) == 1)
        try await channelB.markAsRead()
        #expect(channelB.unreadMessageCount == 0)
        try await MatrixLive.waitUntil("A sees B read") { channelA.unreadMemberCount(of: second) == 0 }
        #expect(channelA.readMembers(of: second).map(\.userId) == [pair.meB.userId])
        #expect(heardByA.events.contains("read status"))
        // No delivery receipts on Matrix: delivered follows read, and nothing else is told.
        #expect(channelA.undeliveredMemberCount(of: second) == 0)
        #expect(!heardByA.events.contains("delivery status"))
        // The homeserver's own count agrees after the next sync.
        _ = try await channelA.sendUserMessage(params: UserMessageCreateParams(message: "three"))
        try await MatrixLive.waitUntil("B counts one unread") { channelB.unreadMessageCount == 1 }
    }

    @Test("B's typing is seen by A, and its end")
    func typing() async throws {
        let pair = try await MatrixLive.Pair()
        defer { pair.disconnect() }
        let (channelA, channelB) = try await joinedRoom(pair, "Typing")
        try await channelB.startTyping()
        try await MatrixLive.waitUntil("A sees B typing") { channelA.typingUsers.map(\.userId) == [pair.meB.userId] }
        try await channelB.endTyping()
        try await MatrixLive.waitUntil("A sees B stop") { channelA.typingUsers.isEmpty }
    }

    @Test("member lists by filter and prefix, user lists by id and nickname, and connect's nickname")
    func lists() async throws {
        let pair = try await MatrixLive.Pair()
        defer { pair.disconnect() }
        let (channelA, _) = try await joinedRoom(pair, "Lists")
        let (meA, meB) = (pair.meA, pair.meB)
        #expect(Set(try await channelA.createMemberListQuery().loadNextPage().map(\.userId)) == [meA.userId, meB.userId])
        let operators = channelA.createMemberListQuery()
        operators.filter.operators = .operatorsOnly
        #expect(try await operators.loadNextPage().map(\.userId) == [meA.userId])
        let paged = channelA.createMemberListQuery()
        paged.limit = 1
        #expect(try await paged.loadNextPage().count == 1)
        #expect(paged.hasNext)
        #expect(try await paged.loadNextPage().count == 1)
        #expect(!paged.hasNext)

        let byId = pair.a.createApplicationUserListQuery(userIds: [meB.userId, "@nobody_here:localhost"])
        #expect(try await byId.loadNextPage().map(\.userId) == [meB.userId])
        let byName = pair.a.createApplicationUserListQuery()
        byName.nicknameStartsWithFilter = meB.nickname
        #expect(try await byName.loadNextPage().contains { $0.userId == meB.userId })
        let operatorList = channelA.createOperatorListQuery()
        #expect(try await operatorList.loadNextPage().map(\.userId) == [meA.userId])

        // connect's nickname becomes the display name, seen in B's member list; then restored.
        let url = try #require(MatrixLive.url)
        let (name, password) = MatrixLive.users[0]
        let renamed = ChatClient(homeserver: url)
        let nickname = "Anna \(UUID().uuidString.prefix(4))"
        let me = try await renamed.connect(userId: name, credential: .password(password), nickname: nickname)
        #expect(me.nickname == nickname)
        await renamed.disconnect()
        let channelB = try #require(pair.b.cachedChannel(channelA.channelURL) as? GroupChannel)
        // The homeserver rewrites A's member events in his rooms after answering, so B polls.
        // One room after the other: a scaled-out Synapse does it from
        // its main process through the event persister, about a room a second under the
        // suites' load, and A sits in every room the suites ever made.
        var seen: String?
        let deadline = ContinuousClock.now + .seconds(150)
        while seen != nickname, ContinuousClock.now < deadline {
            seen = try await channelB.createMemberListQuery().loadNextPage().first { $0.userId == meA.userId }?.nickname
            if seen != nickname { try await Task.sleep(for: .milliseconds(100)) }
        }
        #expect(seen == nickname)
        let restored = ChatClient(homeserver: url)
        #expect(try await restored.connect(userId: name, credential: .password(password), nickname: name).nickname == name)
        await restored.disconnect()
    }

    @Test("an operator deletes the channel: B hears it deleted and no longer lists it; B may not delete")
    func delete() async throws {
        let pair = try await MatrixLive.Pair()
        defer { pair.disconnect() }
        let (channelA, channelB) = try await joinedRoom(pair, "Delete")
        let heardByA = EventRecorder(pair.a), heardByB = EventRecorder(pair.b)
        do {
            try await channelB.delete()
            Issue.record("a member who is no operator deleted the channel")
        } catch {
            #expect(error.code == .nonAuthorized)
        }
        try await channelA.delete()
        #expect(heardByA.events.contains("channel deleted"))
        try await MatrixLive.waitUntil("B hears the deletion") { heardByB.events.contains("channel deleted") }
        #expect(!(try await pair.b.createMyGroupChannelListQuery().loadNextPage()).contains { $0.channelURL == channelA.channelURL })
        #expect(!(try await pair.a.createMyGroupChannelListQuery().loadNextPage()).contains { $0.channelURL == channelA.channelURL })
        do {
            try await channelA.markAsRead()
            Issue.record("marked a deleted channel read")
        } catch {
            #expect(error.code == .channelNotFound)
        }
    }
}
