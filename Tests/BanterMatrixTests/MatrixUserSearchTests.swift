import Foundation
import Testing
@testable import BanterChatSDK
@testable import BanterMatrix

/// The user search (an application user list with a nickname prefix) on Matrix: the user
/// directory first; a full Matrix id it does not list (a homeserver that lists only people
/// who share a room with you) is looked up by its profile. On a stand-in homeserver.
@MainActor
@Suite("Matrix user search")
struct MatrixUserSearchTests {
    let stub = MatrixStubHomeserver(roomId: "!unused:localhost")
    let session: MatrixSession

    init() {
        var http = MatrixHTTP(homeserver: stub.homeserver, session: stub.session)
        http.accessToken = "token"
        session = MatrixSession(account: MatrixAccount(userId: "@alice:localhost", accessToken: "token"), http: http, listener: RecordingListener())
    }

    /// The path suffix of `GET /profile/{userId}`, encoded as the backend encodes it.
    private func profilePath(_ userId: String) -> String {
        "profile/" + userId.replacingOccurrences(of: "@", with: "%40").replacingOccurrences(of: ":", with: "%3A")
    }

    private func search(_ prefix: String) async -> Result<UserListPage, ChatError> {
        await withCheckedContinuation { done in
            session.listUsers(.application(userIds: nil), nicknamePrefix: prefix, after: nil, limit: 20) { done.resume(returning: $0) }
        }
    }

    @Test("a full id the directory does not list is found by its profile")
    func fullIdFoundByProfile() async throws {
        stub.answer("user_directory/search", with: #"{"results":[],"limited":false}"#)
        stub.answer(profilePath("@bob:localhost"), with: #"{"displayname":"Bob Builder"}"#)
        let page = try await search("@bob:localhost").get()
        #expect(page.users.map(\.record.userId) == ["@bob:localhost"])
        #expect(page.users.first?.record.nickname == "Bob Builder")
        #expect(stub.count("search") == 1)
        #expect(stub.count("%40bob%3Alocalhost") == 1)
    }

    @Test("a full id the directory lists is not looked up again, and matches by its id")
    func fullIdListed() async throws {
        stub.answer("user_directory/search", with: #"{"results":[{"user_id":"@bob:localhost","display_name":"Bob Builder"}],"limited":false}"#)
        let page = try await search("@bob:localhost").get()
        #expect(page.users.map(\.record.userId) == ["@bob:localhost"])
        #expect(!stub.requests.contains { $0.endpoint.hasPrefix("%40") })
    }

    @Test("an unknown full id, or a name the directory does not list, finds no one and fails nothing")
    func nobody() async throws {
        stub.answer("user_directory/search", with: #"{"results":[],"limited":false}"#)
        stub.answer(profilePath("@nobody:localhost"), status: 404, with: #"{"errcode":"M_NOT_FOUND","error":"Profile was not found"}"#)
        #expect(try await search("@nobody:localhost").get().users.isEmpty)
        #expect(try await search("bob").get().users.isEmpty)
        #expect(stub.requests.filter { $0.endpoint.hasPrefix("%40") }.count == 1)
    }

    @Test("only a whole @localpart:server is a full id")
    func fullIds() {
        #expect(MatrixSession.isFullUserId("@bob:localhost"))
        #expect(MatrixSession.isFullUserId("@bob:example.org:8448"))
        #expect(!MatrixSession.isFullUserId("@bob"))
        #expect(!MatrixSession.isFullUserId("@bob:"))
        #expect(!MatrixSession.isFullUserId("@:localhost"))
        #expect(!MatrixSession.isFullUserId("bob:localhost"))
        #expect(!MatrixSession.isFullUserId("@bob smith:localhost"))
    }
}
