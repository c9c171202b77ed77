import BanterChatSDK
import Foundation

/// Making a client for a Matrix homeserver, and connecting with a credential: what only a
/// homeserver needs, so the SDK itself (and every program that uses only the in-process
/// service) stays free of networking.
extension ChatClient {
    /// A client of the Matrix homeserver at `homeserver` (its client-server API base URL,
    /// such as `http://127.0.0.1:8008`), not yet connected. Connect with
    /// `connect(userId:credential:nickname:completion:)`; requests go over HTTP on real time,
    /// and completions and delegate calls still run on the main actor. Only part of the SDK
    /// is mapped so far: creating, fetching and listing group channels, joining invited
    /// ones, sending text and loading history; other requests fail with 800110 saying so.
    public convenience init(homeserver: URL, params: InitParams = InitParams()) {
        self.init(backend: MatrixBackend(homeserver: homeserver), params: params)
    }

    /// Connects as `userId` proving it with `credential`; otherwise as
    /// `connect(userId:nickname:completion:)`, which the in-process service answers alike
    /// since it ignores credentials. On a homeserver a wrong password fails with 400108, an
    /// unreachable server with 800120, and a URL that is not a Matrix server with 500901.
    /// The credential is kept for reconnections for as long as the client lives. On a
    /// homeserver a non-empty `nickname` that differs from the user's display name becomes
    /// their display name (`PUT /profile/{userId}/displayname`), so other users see it; if
    /// the homeserver refuses the change, the connection still succeeds under the old name.
    public func connect(
        userId: String, credential: ChatCredential, nickname: String? = nil,
        completion: @escaping @MainActor (Result<User, ChatError>) -> Void
    ) {
        // Only a homeserver checks identities; the in-process service has nothing to keep.
        (backend as? MatrixBackend)?.remember(credential, for: userId)
        connect(userId: userId, nickname: nickname, completion: completion)
    }

    /// The `async` form of `connect(userId:credential:nickname:completion:)`.
    @discardableResult
    public func connect(userId: String, credential: ChatCredential, nickname: String? = nil) async throws(ChatError) -> User {
        try await awaiting { connect(userId: userId, credential: credential, nickname: nickname, completion: $0) }
    }
}
