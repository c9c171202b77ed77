import BanterChatSDK
import BanterScheduling
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A Matrix homeserver as a `ChatBackend`: each session logs in (`/login`, or an access
/// token as given) and follows the account with a `/sync` long poll; requests are client-
/// server API calls over `URLSession`. It runs on real time (`DispatchScheduler`) and
/// answers on the main actor.
///
/// A session that loses its `/sync` loop reports the connection lost, and the client
/// reconnects with its `ReconnectionPolicy` (the backoff); the new session reuses the
/// access token and resumes from the last `/sync` token, so events in between are
/// delivered, not lost. With the client's local cache, the same holds across runs: the
/// account's rooms and `/sync` token are kept there (`MatrixAccountSnapshot`), and the first
/// session of the next run resumes from them (`MatrixSession+Resume`).
@MainActor
final class MatrixBackend: ChatBackend {
    let homeserver: URL
    /// The connection every session's requests go over (a stand-in homeserver's in tests).
    let urlSession: URLSession
    /// The homeserver's address, one account per user id there, spelled canonically
    /// (`LocalCacheConfig.canonicalIdentity`): two spellings of one address
    /// (`HTTPS://Example.org:443/`) keep one account's local copy.
    package var identity: String { LocalCacheConfig.canonicalIdentity(homeserver.absoluteString) }
    let scheduler: any Scheduler = DispatchScheduler()
    var now: Int64 { Int64(Date().timeIntervalSince1970 * 1000) }
    /// Matrix sets no message length; 64 KiB is the whole event's limit, so a text must
    /// stay well inside it. Files go to the media repository, whose own limit (Synapse's
    /// `max_upload_size`, 50 MiB unless configured) is above this one.
    var limits = BackendLimits(
        ackTimeout: .seconds(25), maxMessageLength: 30_000, maxFileSize: 10 << 20, uploadBytesPerSecond: 1 << 20)

    private var credentials: [String: ChatCredential] = [:]
    /// Per user: the account a reconnection resumes (its token, `/sync` token and rooms).
    private var accounts: [String: MatrixAccount] = [:]

    init(homeserver: URL, session: URLSession = MatrixHTTP.uncachedSession) {
        self.homeserver = homeserver
        urlSession = session
    }

    func makeRequestIdPrefix() -> String {
        // Transaction ids are scoped to an access token, but request ids also tell the
        // client's own sends apart across its sessions, so they must not repeat.
        UUID().uuidString.prefix(8).lowercased()
    }

    /// Matrix user ids are lowercase (the specification's grammar of new ids), and a
    /// homeserver's server name is a DNS name, whose case does not count; Synapse folds case
    /// at login too. So `@Alice:Example.org` and `@alice:example.org` are one account here.
    func canonicalUserId(_ userId: String) -> String { userId.lowercased() }

    func userRecord(_ userId: String) -> UserRecord {
        UserRecord(userId: userId, nickname: MatrixRoom.localpart(userId), profileURL: nil)
    }

    func remember(_ credential: ChatCredential, for userId: String) {
        credentials[userId] = credential
        accounts[userId] = nil
    }

    func openSession(
        userId: String, nickname: String?, listener: any ChatBackendListener,
        completion: @escaping BackendReply<(session: any ChatBackendSession, user: UserRecord)>
    ) {
        authenticate(userId) { [self] result in
            switch result {
            case .failure(let error):
                completion(.failure(error))
            case .success(let (matrixUserId, accessToken)):
                // Reconnections ask by the full id the homeserver answered with.
                credentials[matrixUserId] = credentials[matrixUserId] ?? credentials[userId]
                // A first session of this process resumes from the client's local cache, if it has one.
                let account = accounts[matrixUserId].flatMap { $0.accessToken == accessToken ? $0 : nil }
                    ?? MatrixAccount.restored(from: listener as? any ChatBackendCache, userId: matrixUserId, accessToken: accessToken)
                    ?? MatrixAccount(userId: matrixUserId, accessToken: accessToken)
                var http = MatrixHTTP(homeserver: homeserver, session: urlSession)
                http.accessToken = accessToken
                let session = MatrixSession(account: account, http: http, listener: listener)
                session.start { [self] result in
                    switch result {
                    case .failure(let error):
                        completion(.failure(error))
                    case .success:
                        accounts[matrixUserId] = account
                        session.applyNickname(nickname) { user in completion(.success((session, user))) }
                    }
                }
            }
        }
    }

    /// The user id and access token for `userId`: the token of an earlier session or a given
    /// one (checked with `/account/whoami`), or a password login.
    private func authenticate(_ userId: String, completion: @escaping BackendReply<(String, String)>) {
        var http = MatrixHTTP(homeserver: homeserver, session: urlSession)
        let refusal: MatrixHTTP.Refusal = { ChatError(matrix: $0, refusing: .user(userId), userId: userId) }
        switch accounts[userId].map({ ChatCredential.accessToken($0.accessToken) }) ?? credentials[userId] {
        case .accessToken(let token):
            http.accessToken = token
            http.send("GET", ["account", "whoami"], refusal: refusal) { (result: Result<MatrixResponse.Login, ChatError>) in
                completion(result.map { ($0.userId, token) })
            }
        case .password(let password):
            let body = MatrixJSON.object([
                "type": .string("m.login.password"),
                "identifier": .object(["type": .string("m.id.user"), "user": .string(userId)]),
                "password": .string(password),
                "initial_device_display_name": .string("Banter"),
            ])
            http.send("POST", ["login"], body: body, refusal: refusal) { (result: Result<MatrixResponse.Login, ChatError>) in
                completion(result.flatMap { login in
                    guard let token = login.accessToken else {
                        return .failure(MatrixHTTP.Answer.notMatrix("logged in without an access token"))
                    }
                    return .success((login.userId, token))
                })
            }
        case nil:
            scheduler.schedule(after: .zero) {
                completion(.failure(.invalidParameter(
                    "a Matrix homeserver needs a credential: call connect(userId:credential:nickname:) for \(userId)")))
            }
        }
    }
}
