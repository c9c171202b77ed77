import BanterScheduling

/// One client's connection to the simulated service, the mock's `ChatBackendSession`.
/// Replies and events reach the client in the order the service sent them, as over one
/// socket: each delivery waits for the one before it even when jitter draws it a shorter delay.
@MainActor
final class ClientSession {
    let userId: String
    /// The service, held weakly: the server keeps its open sessions, and a session must not
    /// keep a server alive that nothing else uses. Requests on a server that is gone are lost.
    private(set) weak var server: ChatServer?
    private(set) weak var listener: (any ChatBackendListener)?
    private(set) var isOpen = true
    /// When the last request from this client reaches the service, and the last delivery reaches the client.
    var upstreamClock: Duration = .zero
    var downstreamClock: Duration = .zero

    init(userId: String, server: ChatServer, listener: any ChatBackendListener) {
        self.userId = userId
        self.server = server
        self.listener = listener
    }

    /// Marks the session closed; the server calls it when the session ends either way.
    func markClosed() {
        isOpen = false
    }
}
