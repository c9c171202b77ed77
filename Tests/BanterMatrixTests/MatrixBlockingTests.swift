import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing
@testable import BanterChatSDK
@testable import BanterMatrix

/// Blocking as `m.ignored_user_list` and reporting through the homeserver's report
/// endpoints, on a stand-in homeserver: what each request asks, what the account then
/// holds, and what a `/sync` with the list tells.
@MainActor
@Suite("Matrix blocking and reporting on a stub homeserver")
struct MatrixBlockingTests {
    typealias R = MatrixSyncRecordings
    let bob = "@banter_b:localhost"
    let carol = "@carol:localhost"
    let stub = MatrixStubHomeserver(roomId: R.roomId)
    let account = MatrixAccount(userId: "@banter_b:localhost", accessToken: "token")
    let listener = RecordingListener()
    let session: MatrixSession

    init() {
        var http = MatrixHTTP(homeserver: stub.homeserver, session: stub.session)
        http.accessToken = "token"
        session = MatrixSession(account: account, http: http, listener: listener)
    }

    private func call<T: Sendable>(_ start: (@escaping BackendReply<T>) -> Void) async -> Result<T, ChatError> {
        await withCheckedContinuation { done in start { done.resume(returning: $0) } }
    }

    @Test("blocking reads the ignored list, adds the user and writes it back; the session then counts them blocked")
    func blockWritesTheIgnoredList() async throws {
        stub.answer("account_data/m.ignored_user_list", with: #"{"ignored_users":{"@dave:localhost":{}}}"#)
        let user = try await call { session.setBlocked(userId: carol, blocked: true, reply: $0) }.get()
        #expect(user.userId == carol && user.nickname == "carol")
        #expect(session.blockedUserIds == [carol, "@dave:localhost"], "another client's entry is kept")
        #expect(stub.count("account_data") == 2)   // GET, then PUT
    }

    @Test("a refused write leaves the block list as it was and reports the refusal")
    func refusedBlock() async throws {
        stub.answer("account_data/m.ignored_user_list", status: 403, with: #"{"errcode":"M_FORBIDDEN","error":"no"}"#)
        let result = await call { session.setBlocked(userId: carol, blocked: true, reply: $0) }
        #expect(result.failureCode == .nonAuthorized)
        #expect(session.blockedUserIds.isEmpty)
    }

    @Test("a /sync carrying m.ignored_user_list replaces the blocked users")
    func syncTellsTheList() throws {
        let sync = #"{"next_batch":"s1","account_data":{"events":[{"type":"m.ignored_user_list","content":{"ignored_users":{"@carol:localhost":{}}}}]}}"#
        _ = account.apply(try JSONDecoder().decode(MatrixSyncResponse.self, from: Data(sync.utf8)))
        #expect(session.blockedUserIds == [carol])
    }

    @Test("a message report goes to /rooms/{room}/report/{event}, a user report to /users/{user}/report")
    func reports() async throws {
        stub.answer("/report", with: "{}")
        let userReport = await call { session.report(url: R.roomId, messageId: nil, offendingUserId: carol, category: .spam, description: "ads", reply: $0) }
        #expect(throws: Never.self) { try userReport.get() }
        #expect(stub.requests.last?.endpoint == "report")
        // A message this client never saw has no event id to report: 900300, no request.
        let before = stub.requests.count
        let unknown = await call { session.report(url: R.roomId, messageId: 42, offendingUserId: nil, category: .spam, description: nil, reply: $0) }
        #expect(unknown.failureCode == .messageNotFound)
        #expect(stub.requests.count == before)
        // Operators cannot read Matrix reports: they go to the homeserver's administrators.
        let listed = await call { session.listReports(url: R.roomId, reply: $0) }
        #expect(listed.failureCode == .invalidParameter)
    }
}

extension Result where Failure == ChatError {
    fileprivate var failureCode: ChatError.Code? {
        if case .failure(let error) = self { error.code } else { nil }
    }
}
