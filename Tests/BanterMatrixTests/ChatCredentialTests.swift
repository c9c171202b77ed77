import BanterScheduling
import Foundation
import Testing
@testable import BanterChatSDK
@testable import BanterMatrix

/// The credential form of `connect`: the in-process service ignores the credential, and a
/// homeserver client without one is refused before any request.
@MainActor
@Suite("Connecting with a credential")
struct ChatCredentialTests {
    @Test("the mock connects with a password or a token as without one")
    func mockIgnoresCredentials() throws {
        let scheduler = ManualScheduler()
        let server = ChatServer(scheduler: scheduler, configuration: .immediate)
        for credential in [ChatCredential.password("secret"), .accessToken("token")] {
            let client = ChatClient(server: server)
            var outcome: Result<User, ChatError>?
            client.connect(userId: "alice", credential: credential, nickname: "Alice") { outcome = $0 }
            while outcome == nil, let due = scheduler.nextDueTime { scheduler.advance(by: due - scheduler.now) }
            let user = try #require(outcome).get()
            #expect(user.userId == "alice")
            #expect(user.nickname == "Alice")
            #expect(client.connectionState == .open)
        }
    }

    @Test("a homeserver client connecting without a credential is refused with 800110, and stays closed")
    func homeserverNeedsACredential() async {
        // Port 9 is never asked: the credential is missing before any request.
        let client = ChatClient(homeserver: URL(string: "http://127.0.0.1:9")!)
        do {
            try await client.connect(userId: "alice")
            Issue.record("connected without a credential")
        } catch {
            #expect(error.code == .invalidParameter)
            #expect(error.message.contains("credential"))
        }
        #expect(client.connectionState == .closed)
    }
}
