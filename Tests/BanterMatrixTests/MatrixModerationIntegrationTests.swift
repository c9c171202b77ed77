import Foundation
import Testing
import BanterChatSDKTestSupport
@testable import BanterChatSDK
@testable import BanterMatrix

/// Moderation on a live Synapse (see `MatrixIntegrationTests` for how to run it): A creates
/// a room (A is its creator, an operator for good) inviting B, and moderates B; B hears each
/// change through `/sync` and is refused with the mock's codes.
@MainActor
@Suite(
    "Matrix moderation on a live Synapse",
    .enabled(if: MatrixLive.url != nil, "set BANTER_MATRIX_URL to a running Synapse (see MatrixIntegrationTests.swift) to run it"),
    .serialized)
struct MatrixModerationIntegrationTests {
    /// A room A created inviting B, joined by B, as each client sees it.
    private func joinedRoom(_ pair: MatrixLive.Pair, _ name: String) async throws -> (GroupChannel, GroupChannel) {
        let (channelA, channelB) = try await pair.room(named: "\(name) \(UUID().uuidString.prefix(6))")
        try await channelB.join()
        try await MatrixLive.waitUntil("A sees B join") { channelA.memberCount == 2 }
        return (channelA, channelB)
    }

    private func refusal(_ code: ChatError.Code, _ what: String, _ body: () async throws -> Void) async {
        do {
            try await body()
            Issue.record("\(what) was not refused")
        } catch {
            #expect((error as? ChatError)?.code == code, "\(what): \(error)")
        }
    }

    @Test("A makes B an operator and takes it back; B, an operator, cannot demote A, the creator")
    func operators() async throws {
        let pair = try await MatrixLive.Pair()
        defer { pair.disconnect() }
        let (channelA, channelB) = try await joinedRoom(pair, "Operators")
        let heardByB = EventRecorder(pair.b)

        try await channelA.addOperators(userIds: [pair.meB.userId])
        try await MatrixLive.waitUntil("B hears it") { heardByB.events.contains("operators changed") && channelB.myRole == .operator }
        let operators = try await channelB.createOperatorListQuery().loadNextPage()
        #expect(Set(operators.map(\.userId)) == [pair.meA.userId, pair.meB.userId])
        var filter = MemberListQuery.Filter()
        filter.operators = .operatorsOnly
        let query = channelB.createMemberListQuery()
        query.filter = filter
        #expect(Set(try await query.loadNextPage().map(\.userId)) == [pair.meA.userId, pair.meB.userId])

        await refusal(.nonAuthorized, "demoting the creator") { try await channelB.removeOperators(userIds: [pair.meA.userId]) }
        // An operator B (level 50) may freeze: the first edit let operators change the power levels.
        try await channelB.freeze()
        try await channelB.unfreeze()

        heardByB.clear()
        try await channelA.removeOperators(userIds: [pair.meB.userId])
        try await MatrixLive.waitUntil("B hears it") { heardByB.events.contains("operators changed") && channelB.myRole == .none }
    }

    @Test("an operator named at creation may moderate at once")
    func operatorFromCreation() async throws {
        let pair = try await MatrixLive.Pair()
        defer { pair.disconnect() }
        var params = GroupChannelCreateParams(userIds: [pair.meB.userId], name: "Co-run \(UUID().uuidString.prefix(6))")
        params.operatorUserIds = [pair.meB.userId]
        let channelA = try await pair.a.createGroupChannel(params: params)
        try await MatrixLive.waitUntil("B is invited") { pair.b.cachedChannel(channelA.channelURL) != nil }
        let channelB = try #require(pair.b.cachedChannel(channelA.channelURL) as? GroupChannel)
        try await channelB.join()
        #expect(channelB.myRole == .operator)
        try await channelB.freeze()
        #expect(channelB.isFrozen)
        try await channelB.unfreeze()
    }

    @Test("a frozen room refuses B's message with 900050, and takes it again once unfrozen")
    func freeze() async throws {
        let pair = try await MatrixLive.Pair()
        defer { pair.disconnect() }
        let (channelA, channelB) = try await joinedRoom(pair, "Freeze")
        let heardByB = EventRecorder(pair.b)

        try await channelA.freeze()
        #expect(channelA.isFrozen)
        try await MatrixLive.waitUntil("B hears the freeze") { heardByB.events.contains("frozen") && channelB.isFrozen }
        await refusal(.channelFrozen, "B's message in a frozen room") {
            _ = try await channelB.sendUserMessage(params: UserMessageCreateParams(message: "anyone?"))
        }
        // The operator still may.
        _ = try await channelA.sendUserMessage(params: UserMessageCreateParams(message: "operators only"))

        try await channelA.unfreeze()
        try await MatrixLive.waitUntil("B hears the thaw") { heardByB.events.contains("unfrozen") && !channelB.isFrozen }
        let sent = try await channelB.sendUserMessage(params: UserMessageCreateParams(message: "thawed"))
        #expect(sent.message == "thawed")
    }

    @Test("a muted B is refused with 900041 and listed as muted; unmuted, B posts; a timed mute ends by itself")
    func mute() async throws {
        let pair = try await MatrixLive.Pair()
        defer { pair.disconnect() }
        let (channelA, channelB) = try await joinedRoom(pair, "Mute")
        let heardByB = EventRecorder(pair.b)
        let b = pair.meB.userId

        try await channelA.muteUser(userId: b)
        try await MatrixLive.waitUntil("B hears the mute") { heardByB.events.contains("muted \(b)") && channelB.myMutedState == .muted }
        await refusal(.mutedInChannel, "a muted B's message") {
            _ = try await channelB.sendUserMessage(params: UserMessageCreateParams(message: "mmph"))
        }
        #expect(try await channelA.createMutedUserListQuery().loadNextPage().map(\.userId) == [b])
        var filter = MemberListQuery.Filter()
        filter.muted = .muted
        let query = channelA.createMemberListQuery()
        query.filter = filter
        #expect(try await query.loadNextPage().map(\.userId) == [b])

        try await channelA.unmuteUser(userId: b)
        try await MatrixLive.waitUntil("B hears the unmute") { heardByB.events.contains("unmuted \(b)") && channelB.myMutedState == .unmuted }
        _ = try await channelB.sendUserMessage(params: UserMessageCreateParams(message: "free to speak"))
        #expect(try await channelA.createMutedUserListQuery().loadNextPage().isEmpty)

        heardByB.clear()
        try await channelA.muteUser(userId: b, seconds: 1)
        try await MatrixLive.waitUntil("B hears the timed mute") { heardByB.events.contains("muted \(b)") }
        try await MatrixLive.waitUntil("the timed mute ends", within: .seconds(15)) { heardByB.events.contains("unmuted \(b)") }
        _ = try await channelB.sendUserMessage(params: UserMessageCreateParams(message: "after the timed mute"))
    }

    @Test("a banned B is out, hears it, and is refused with 900100; unbanned, B may join again")
    func ban() async throws {
        let pair = try await MatrixLive.Pair()
        defer { pair.disconnect() }
        let (channelA, channelB) = try await joinedRoom(pair, "Ban")
        let heardByA = EventRecorder(pair.a), heardByB = EventRecorder(pair.b)
        let b = pair.meB.userId

        try await channelA.banUser(userId: b)
        try await MatrixLive.waitUntil("B hears the ban") { heardByB.events.contains("banned \(b)") }
        try await MatrixLive.waitUntil("A hears the ban") { heardByA.events.contains("banned \(b)") }
        #expect(!heardByA.events.contains("left \(b)"))
        #expect(channelA.members.allSatisfy { $0.userId != b })
        #expect(try await channelA.createBannedUserListQuery().loadNextPage().map(\.userId) == [b])
        await refusal(.bannedFromChannel, "a banned B's message") {
            _ = try await channelB.sendUserMessage(params: UserMessageCreateParams(message: "let me in"))
        }
        await refusal(.nonAuthorized, "B listing the banned") { _ = try await channelB.createBannedUserListQuery().loadNextPage() }

        try await channelA.unbanUser(userId: b)
        try await MatrixLive.waitUntil("A hears the unban") { heardByA.events.contains("unbanned \(b)") }
        #expect(try await channelA.createBannedUserListQuery().loadNextPage().isEmpty)
        await refusal(.notFoundInDatabase, "unbanning who is not banned") { try await channelA.unbanUser(userId: b) }
    }

    @Test("B, not an operator, is refused freezing, muting, banning and promoting with 400108")
    func nonOperator() async throws {
        let pair = try await MatrixLive.Pair()
        defer { pair.disconnect() }
        let (_, channelB) = try await joinedRoom(pair, "Not an operator")
        let a = pair.meA.userId
        await refusal(.nonAuthorized, "B freezing") { try await channelB.freeze() }
        await refusal(.nonAuthorized, "B muting A") { try await channelB.muteUser(userId: a) }
        await refusal(.nonAuthorized, "B banning A") { try await channelB.banUser(userId: a) }
        await refusal(.nonAuthorized, "B promoting B") { try await channelB.addOperators(userIds: [pair.meB.userId]) }
        #expect(!channelB.isFrozen)
    }
}
