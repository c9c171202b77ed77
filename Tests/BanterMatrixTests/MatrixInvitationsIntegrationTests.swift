import Foundation
import Testing
import BanterChatSDKTestSupport
@testable import BanterChatSDK
@testable import BanterMatrix

/// Invitations and moderation refusals against a live Synapse: an invited user is a member
/// at once (the mock's auto-accept), reads what was said before and posts; a send right after
/// a mute, before `/sync` could bring it, is refused as muted. Gated as `MatrixIntegrationTests`.
@MainActor
@Suite(
    "Matrix invitations and fresh refusals on a live Synapse",
    .enabled(if: MatrixLive.url != nil, "set BANTER_MATRIX_URL to a running Synapse (see MatrixIntegrationTests.swift) to run it"),
    .serialized)
struct MatrixInvitationsIntegrationTests {
    @Test("B, invited to a room with history, is a member at once: reads it, posts, and lists it dated")
    func invitedReadsAndPosts() async throws {
        let pair = try await MatrixLive.Pair()
        defer { pair.disconnect() }
        let heardByA = EventRecorder(pair.a), heardByB = EventRecorder(pair.b)
        let channelA = try await pair.a.createGroupChannel(params: GroupChannelCreateParams(name: "Invited \(UUID().uuidString.prefix(6))"))
        let url = channelA.channelURL
        let before = try await channelA.sendUserMessage(params: UserMessageCreateParams(message: "said before"))
        try await channelA.invite(userIds: [pair.meB.userId])
        try await MatrixLive.waitUntil("B hears the invitation") { pair.b.cachedChannel(url) != nil }
        let channelB = try #require(pair.b.cachedChannel(url) as? GroupChannel)
        #expect(heardByB.events.contains("invited [\"\(pair.meB.userId)\"] by \(pair.meA.userId)"))
        #expect(channelB.myMemberState == .joined)
        #expect(channelB.createdAt == channelA.createdAt)

        var params = MessageListParams()
        params.previousResultSize = 10
        #expect(try await channelB.getMessagesByTimestamp(.max, params: params).map(\.messageId) == [before.messageId])
        let after = try await channelB.sendUserMessage(params: UserMessageCreateParams(message: "said after"))
        try await MatrixLive.waitUntil("A hears B's message") { heardByA.received.contains { $0.messageId == after.messageId } }
        // What was said before B joined is history, not news (the mock tells an invitee nothing of it).
        #expect(!heardByB.received.contains { $0.messageId == before.messageId })
        let listed = try await pair.b.createMyGroupChannelListQuery().loadNextPage()
        #expect(listed.first { $0.channelURL == url }?.createdAt ?? 0 > 0)
    }

    @Test("a send right after a mute or a freeze is refused with 900041 / 900050, whatever B's /sync has seen")
    func refusedRightAway() async throws {
        let pair = try await MatrixLive.Pair()
        defer { pair.disconnect() }
        let channelA = try await pair.a.createGroupChannel(
            params: GroupChannelCreateParams(userIds: [pair.meB.userId], name: "Hush \(UUID().uuidString.prefix(6))"))
        try await MatrixLive.waitUntil("B is a member") { (pair.b.cachedChannel(channelA.channelURL) as? GroupChannel)?.myMemberState == .joined }
        let channelB = try #require(pair.b.cachedChannel(channelA.channelURL) as? GroupChannel)

        try await channelA.muteUser(userId: pair.meB.userId)
        do {
            _ = try await channelB.sendUserMessage(params: UserMessageCreateParams(message: "mmph"))
            Issue.record("a muted B could post")
        } catch {
            #expect(error.code == .mutedInChannel)
        }
        try await channelA.unmuteUser(userId: pair.meB.userId)
        try await channelA.freeze()
        do {
            _ = try await channelB.sendUserMessage(params: UserMessageCreateParams(message: "anyone?"))
            Issue.record("B could post in a frozen room")
        } catch {
            #expect(error.code == .channelFrozen)
        }
    }
}
