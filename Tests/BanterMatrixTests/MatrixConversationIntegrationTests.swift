import Foundation
import Testing
import BanterChatSDKTestSupport
@testable import BanterChatSDK
@testable import BanterMatrix

/// Who reacted, blocking, reporting and link previews on a live Synapse. Runs only with
/// `BANTER_MATRIX_URL` (see `MatrixIntegrationTests.swift`) and the dev server's config
/// (`Scripts/matrix-dev-server`: the third test user, URL previews allowed to 127.0.0.1);
/// every test makes a room of its own.
///
/// A report is read back as the server admin the dev server script registers
/// (`MatrixLive.admin`), through Synapse's admin API (`/_synapse/admin/v1/event_reports` and
/// `user_reports`): no test user can read reports.
@MainActor
@Suite(
    "Matrix reactions, blocking, reports and previews on a live Synapse",
    .enabled(if: MatrixLive.url != nil, "set BANTER_MATRIX_URL to a running Synapse (see MatrixIntegrationTests.swift) to run it"),
    .serialized)
struct MatrixConversationIntegrationTests {
    private var thirdUser: (name: String, password: String) {
        MatrixLive.users.count > 2 ? MatrixLive.users[2] : ("banter_c", "pass-banter_c")
    }

    /// C, the third test user, signed in, invited to `channelA`'s room and joined.
    private func thirdMember(of channelA: GroupChannel) async throws -> (ChatClient, User, GroupChannel) {
        let c = ChatClient(homeserver: try #require(MatrixLive.url))
        let meC = try await c.connect(userId: thirdUser.name, credential: .password(thirdUser.password))
        try await MatrixLive.waitUntilStarted(c)
        try await channelA.invite(userIds: [meC.userId])
        try await MatrixLive.waitUntil("C is invited") { c.cachedChannel(channelA.channelURL) != nil }
        let channelC = try #require(c.cachedChannel(channelA.channelURL) as? GroupChannel)
        try await channelC.join()
        try await MatrixLive.waitUntil("A sees C joined") { channelA.memberCount == 3 }
        return (c, meC, channelC)
    }

    private func messages(of channel: GroupChannel) async throws -> [BaseMessage] {
        var params = MessageListParams()
        params.previousResultSize = 20
        return try await channel.getMessagesByTimestamp(.max, params: params)
    }

    @Test("three users react with one key: A's message lists all three, each named from the members")
    func reactionsByThreeUsers() async throws {
        let pair = try await MatrixLive.Pair()
        defer { pair.disconnect() }
        let (channelA, channelB) = try await pair.joinedRoom(named: "Reactors")
        let (c, meC, channelC) = try await thirdMember(of: channelA)
        defer { c.disconnect() }

        let heardByA = EventRecorder(pair.a)
        let heardByB = EventRecorder(pair.b)
        let heardByC = EventRecorder(c)
        let sent = try await channelA.sendUserMessage(params: UserMessageCreateParams(message: "Who is in?"))
        try await MatrixLive.waitUntil("B and C have the message", within: .seconds(15)) {
            heardByB.received.contains { $0.messageId == sent.messageId } && heardByC.received.contains { $0.messageId == sent.messageId }
        }
        _ = try await channelB.addReaction(messageId: sent.messageId, key: "🙋")
        _ = try await channelC.addReaction(messageId: sent.messageId, key: "🙋")
        _ = try await channelA.addReaction(messageId: sent.messageId, key: "🙋")
        _ = try await channelC.addReaction(messageId: sent.messageId, key: "custom_key")
        try await MatrixLive.waitUntil("A hears four reactions") {
            heardByA.reactionEvents.count { $0.operation == .add && $0.messageId == sent.messageId } == 4
        }

        let loaded = try #require(try await messages(of: channelA).first { $0.messageId == sent.messageId })
        let hands = try #require(loaded.reactions.first { $0.key == "🙋" })
        #expect(Set(hands.userIds) == [pair.meA.userId, pair.meB.userId, meC.userId])
        #expect(loaded.reactions.first { $0.key == "custom_key" }?.userIds == [meC.userId], "any m.annotation key shows")
        // The reactions screen names each from the channel's members.
        let refreshed = try await pair.a.getGroupChannel(url: channelA.channelURL)
        let names = hands.userIds.compactMap { id in refreshed.members.first { $0.userId == id }?.nickname }
        #expect(names.count == 3 && names.allSatisfy { !$0.isEmpty })
    }

    /// C blocks, not A: an ignore list is the whole account's, and the other suites' A and B,
    /// running meanwhile, must keep hearing each other.
    @Test("C blocks B: B's new messages never reach C, live or in history; unblocking lets the next through")
    func blockHidesNewMessages() async throws {
        let pair = try await MatrixLive.Pair()
        defer { pair.disconnect() }
        let (channelA, channelB) = try await pair.joinedRoom(named: "Block")
        let (c, _, channelC) = try await thirdMember(of: channelA)
        defer { c.disconnect() }
        let heardByC = EventRecorder(c)
        _ = try await c.blockUser(userId: pair.meB.userId)
        var unblocked = false
        defer { if !unblocked { c.unblockUser(userId: pair.meB.userId) } }

        let hidden = try await channelB.sendUserMessage(params: UserMessageCreateParams(message: "You cannot see me"))
        // A's message after it: once C hears it, C's /sync has passed B's message too.
        let marker = try await channelA.sendUserMessage(params: UserMessageCreateParams(message: "Anyone there?"))
        try await MatrixLive.waitUntil("C hears A's message") { heardByC.received.contains { $0.messageId == marker.messageId } }
        #expect(!heardByC.received.contains { $0.messageId == hidden.messageId })
        let history = try await messages(of: channelC)
        #expect(history.contains { $0.messageId == marker.messageId })
        #expect(!history.contains { $0.message == "You cannot see me" }, "the homeserver leaves an ignored user's events out")

        _ = try await c.unblockUser(userId: pair.meB.userId)
        unblocked = true
        let seen = try await channelB.sendUserMessage(params: UserMessageCreateParams(message: "Back again"))
        try await MatrixLive.waitUntil("C hears B again", within: .seconds(15)) { heardByC.received.contains { $0.messageId == seen.messageId } }
    }

    @Test("B reports A's message and A: the admin reads both reports back, with the category and description")
    func reportReachesTheHomeserver() async throws {
        let pair = try await MatrixLive.Pair()
        defer { pair.disconnect() }
        let (channelA, channelB) = try await pair.joinedRoom(named: "Report")
        let heardByB = EventRecorder(pair.b)
        let sent = try await channelA.sendUserMessage(params: UserMessageCreateParams(message: "Buy cheap watches"))
        try await MatrixLive.waitUntil("B hears the message") { heardByB.received.contains { $0.messageId == sent.messageId } }
        let message = try #require(heardByB.received.first { $0.messageId == sent.messageId })
        try await channelB.report(message: message, reportCategory: .spam, reportDescription: "ads")
        try await channelB.report(offendingUser: pair.meA, reportCategory: .harassing, reportDescription: "keeps posting ads")

        // The server admin reads them back; the message's report names its event.
        let eventId = try #require(try await RawMatrix(MatrixLive.users[1]).messageEvents(in: channelA.channelURL)
            .first { $0.content["body"] as? String == "Buy cheap watches" }?.eventId)
        let admin = try await RawMatrix(MatrixLive.admin)
        let room = channelA.channelURL.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
        let eventReports = try await admin.request("GET", "/_synapse/admin/v1/event_reports?room_id=\(room)&limit=10")
        let eventReport = try #require((eventReports["event_reports"] as? [[String: Any]])?.first)
        #expect((eventReports["event_reports"] as? [Any])?.count == 1)
        #expect(eventReport["event_id"] as? String == eventId)
        #expect(eventReport["user_id"] as? String == pair.meB.userId)
        #expect(eventReport["reason"] as? String == "\(ReportCategory.spam.rawValue): ads")
        let reporter = pair.meB.userId.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
        let target = pair.meA.userId.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
        let userReports = try await admin.request("GET", "/_synapse/admin/v1/user_reports?user_id=\(reporter)&target_user_id=\(target)&limit=100")
        let userReport = (userReports["user_reports"] as? [[String: Any]])?.first { $0["reason"] as? String == "\(ReportCategory.harassing.rawValue): keeps posting ads" }
        #expect(userReport != nil, "the user report is in the admin's list: \(userReports)")
        do {
            _ = try await channelA.loadReports()
            Issue.record("an operator read Matrix reports")
        } catch {
            #expect(error.code == .invalidParameter, "Matrix reports go to the homeserver's administrators")
        }
    }

    @Test("a message linking to the test's loopback page gets the homeserver's preview of it, for both clients")
    func linkPreviewOfALoopbackPage() async throws {
        let page = try LoopbackPageServer(html: """
            <html><head><title>Plain title</title>
            <meta property="og:title" content="Banter loopback page">
            <meta property="og:description" content="Served by the live test itself">
            <meta property="og:site_name" content="Banter tests">
            </head><body>Hello</body></html>
            """)
        defer { page.stop() }
        let pair = try await MatrixLive.Pair()
        defer { pair.disconnect() }
        let (channelA, channelB) = try await pair.joinedRoom(named: "Preview")
        let heardByA = EventRecorder(pair.a)
        let heardByB = EventRecorder(pair.b)
        let text = "Look at \(page.url)."
        let sent = try await channelA.sendUserMessage(params: UserMessageCreateParams(message: text))
        try await MatrixLive.waitUntil("both hear the preview", within: .seconds(20)) {
            heardByA.events.contains("updated \(text)") && heardByB.events.contains("updated \(text)")
        }
        for channel in [channelA, channelB] {
            let loaded = try #require(try await messages(of: channel).first { $0.messageId == sent.messageId })
            let preview = try #require(loaded.ogMetaData)
            #expect(preview.title == "Banter loopback page")
            #expect(preview.desc == "Served by the live test itself")
            #expect(preview.siteName == "Banter tests")
            #expect(preview.url == page.url)
        }
    }
}
