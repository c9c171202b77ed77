import BanterMatrix
import BanterUIKit
import Foundation

/// Everything behind the screens when `banter --homeserver` chats on a Matrix homeserver:
/// one client of it, signed in before the screens start so that a server that is down, a
/// wrong password or a URL that is not a homeserver is said on the command line, not in
/// the full-screen UI. Unlike `ChatSession` there is no workspace, no simulated activity
/// and no store: the homeserver keeps everything. What is written to the local disk is
/// only the account's local copy (unless `--no-cache`): the outbox of messages waiting for
/// the homeserver and the cache of channels and recent messages, 0600 files in a 0700
/// folder under `$XDG_DATA_HOME/banter`.
///
/// Main actor only; one per process, as `ChatSession`.
@MainActor
final class HomeserverSession {
    let homeserver: URL
    let client: ChatClient

    /// A client of `homeserver`, made the kit's client, not yet signed in; `params` say
    /// whether it keeps the local cache.
    init(homeserver: URL, params: InitParams = InitParams()) {
        self.homeserver = homeserver
        client = ChatClient(homeserver: homeserver, params: params)
        BanterUIKit.initialize(client: client)
    }

    /// Signs in as `userId` proving it with `credential`; the completion runs on the main
    /// actor with the user, or with what to tell the person (`explanation(of:userId:homeserver:)`).
    func connect(userId: String, credential: ChatCredential, nickname: String?,
                 completion: @escaping @MainActor (Result<User, ChatSession.StartError>) -> Void) {
        client.connect(userId: userId, credential: credential, nickname: nickname) { [homeserver] result in
            completion(result.mapError { ChatSession.StartError(description: Self.explanation(of: $0, userId: userId, homeserver: homeserver)) })
        }
    }

    /// `connect`, waiting for its answer while running the main queue, for the command line
    /// before the screens start (they run the queue themselves afterwards). Bounded by the
    /// SDK's own request timeouts: a server that never answers fails with 800180.
    func connectAndWait(userId: String, credential: ChatCredential, nickname: String?) throws(ChatSession.StartError) -> User {
        var outcome: Result<User, ChatSession.StartError>?
        connect(userId: userId, credential: credential, nickname: nickname) { outcome = $0 }
        while outcome == nil {
            _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.05))
        }
        return try outcome!.get()
    }

    /// Signs out of the session (the /sync long poll ends); the homeserver keeps everything.
    func close() {
        client.disconnect()
        client.flushLocalCache()
    }

    /// A sign-in failure in the terms a person fixes it by: which server, what to check, and
    /// the SDK's own words and code below.
    static func explanation(of error: ChatError, userId: String, homeserver: URL) -> String {
        let server = homeserver.absoluteString
        let detail = "(\(error.code.rawValue): \(error.message))"
        switch error.code {
        case .networkError:
            return "cannot reach the homeserver at \(server): is it running, and are the host and port right?\n\(detail)"
        case .nonAuthorized:
            return "\(server) refused to sign in \(userId): wrong user id or password, or an access token that is no longer valid\n\(detail)"
        case .internalServerError:
            return "\(server) does not answer as a Matrix homeserver: check the URL (the server's base URL, without /_matrix)\n\(detail)"
        case .ackTimeout:
            return "the homeserver at \(server) did not answer in time\n\(detail)"
        default:
            return "cannot sign in to \(server) as \(userId)\n\(detail)"
        }
    }
}
