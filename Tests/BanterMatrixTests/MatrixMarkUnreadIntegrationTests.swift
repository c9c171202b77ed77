import Foundation
import Testing
import BanterChatSDKTestSupport
@testable import BanterChatSDK
@testable import BanterMatrix

/// "Mark as unread" on a live Synapse (see `MatrixIntegrationTests` for how to run it): B
/// marks a room unread on one client and his second client follows through `/sync`; reading
/// it on the second clears it on the first.
@MainActor
@Suite(
    "Matrix mark as unread on a live Synapse",
    .enabled(if: MatrixLive.url != nil, "set BANTER_MATRIX_URL to a running Synapse (see MatrixIntegrationTests.swift) to run it"),
    .serialized)
struct MatrixMarkUnreadIntegrationTests {
    @Test("B marks A's second message unread: both of B's clients count two and read back to before it; reading on one clears both")
    func markUnreadReachesTheUsersOtherClient() async throws {
        let pair = try await MatrixLive.Pair()
        defer { pair.disconnect() }
        let (channelA, channelB) = try await pair.room(named: "Unread \(UUID().uuidString.prefix(6))")
        try await channelB.join()
        try await MatrixLive.waitUntil("A sees B joined") { channelA.joinedMemberCount == 2 }
        var sent: [BaseMessage] = []
        for text in ["one", "two", "three"] {
            sent.append(try await channelA.sendUserMessage(params: UserMessageCreateParams(message: text)))
        }
        try await MatrixLive.waitUntil("B counts three unread") { channelB.unreadMessageCount == 3 }
        try await channelB.markAsRead()

        let (nameB, passwordB) = MatrixLive.users[1]
        let secondB = ChatClient(homeserver: try #require(MatrixLive.url))
        _ = try await secondB.connect(userId: nameB, credential: .password(passwordB))
        try await MatrixLive.waitUntilStarted(secondB)
        defer { secondB.disconnect() }
        let elsewhere = try await secondB.getGroupChannel(url: channelB.channelURL)
        try await MatrixLive.waitUntil("B's second client sees it read") { elsewhere.unreadMessageCount == 0 }
        let heardElsewhere = EventRecorder(secondB)

        try await channelB.markAsUnread(message: sent[1])
        #expect(channelB.unreadMessageCount == 2)
        #expect((channelB.lastReadTimes[pair.meB.userId] ?? .max) < sent[1].createdAt)
        try await MatrixLive.waitUntil("B's second client counts two unread") { elsewhere.unreadMessageCount == 2 }
        #expect((elsewhere.lastReadTimes[pair.meB.userId] ?? .max) < sent[1].createdAt)
        #expect(heardElsewhere.events.contains("read status"))

        // His own message cannot be marked unread; nothing changes.
        let mine = try await channelB.sendUserMessage(params: UserMessageCreateParams(message: "mine"))
        await #expect(throws: ChatError.self) { try await channelB.markAsUnread(message: mine) }

        try await elsewhere.markAsRead()
        #expect(elsewhere.unreadMessageCount == 0)
        try await MatrixLive.waitUntil("B's first client sees it read again") { channelB.unreadMessageCount == 0 }
    }
}
