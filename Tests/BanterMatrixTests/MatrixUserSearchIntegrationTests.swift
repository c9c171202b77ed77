import Foundation
import Testing
@testable import BanterChatSDK
@testable import BanterMatrix

/// Two people who just registered find each other on a live Synapse (gated as
/// `MatrixIntegrationTests`): by name, through the user directory the dev server configures
/// to search every local user, and by full Matrix id, through `/profile`. They share no room.
/// The users are registered here through `Scripts/matrix-dev-server register-test-users`
/// (the environment's `BANTER_MATRIX_DIR` names the server's folder, as for the restart suite).
@MainActor
@Suite(
    "Matrix user search on a live Synapse",
    .enabled(if: MatrixLive.url != nil, "set BANTER_MATRIX_URL to a running Synapse (see MatrixIntegrationTests.swift) to run it"),
    .serialized)
struct MatrixUserSearchIntegrationTests {
    /// The users `nicknameStartsWithFilter` finds for `client`, retried for a few seconds:
    /// the directory takes in a new profile in the background.
    private func search(_ client: ChatClient, _ text: String, expecting userId: String) async throws -> [String] {
        var found: [String] = []
        for _ in 0..<40 {
            let query = client.createApplicationUserListQuery()
            query.nicknameStartsWithFilter = text
            found = try await query.loadNextPage().map(\.userId)
            if found.contains(userId) { break }
            try await Task.sleep(for: .milliseconds(250))
        }
        return found
    }

    @Test("two freshly registered users find each other by name and by full id, without sharing a room")
    func freshUsersFindEachOther() async throws {
        let url = try #require(MatrixLive.url)
        let tag = UUID().uuidString.prefix(8).lowercased()
        let (nameA, nameB) = ("fresh_a\(tag)", "fresh_b\(tag)")
        let registered = try await MatrixRestartIntegrationTests.devServer(
            "register-test-users", environment: ["BANTER_MATRIX_USERS": "\(nameA):pass-\(nameA),\(nameB):pass-\(nameB)"])
        try #require(registered == 0, "could not register two users with Scripts/matrix-dev-server (is BANTER_MATRIX_DIR the running server's?)")
        let a = ChatClient(homeserver: url), b = ChatClient(homeserver: url)
        defer {
            a.disconnect()
            b.disconnect()
        }
        let meA = try await a.connect(userId: nameA, credential: .password("pass-\(nameA)"), nickname: "Ada \(tag)")
        let meB = try await b.connect(userId: nameB, credential: .password("pass-\(nameB)"), nickname: "Bruno \(tag)")

        #expect(try await search(a, "Bruno \(tag)", expecting: meB.userId).contains(meB.userId))
        #expect(try await search(b, "ada \(tag)", expecting: meA.userId).contains(meA.userId))
        #expect(try await search(a, meB.userId, expecting: meB.userId) == [meB.userId])
        #expect(try await search(b, meA.userId, expecting: meA.userId) == [meA.userId])

        // And the group picker's invitation goes through with the id found.
        let channel = try await a.createGroupChannel(params: GroupChannelCreateParams(userIds: [meB.userId], name: "Found \(tag)"))
        try await MatrixLive.waitUntil("B is in the new channel") { b.cachedChannel(channel.channelURL) != nil }
    }
}
