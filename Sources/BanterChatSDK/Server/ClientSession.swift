import BanterScheduling

/// One client's connection to the service. Replies and events reach the client in the order
/// the service sent them, as over one socket: each delivery waits for the one before it even
/// when jitter draws it a shorter delay.
@MainActor
final class ClientSession {
    let userId: String
    private(set) weak var client: ChatClient?
    private(set) var isOpen = true
    /// When the last request from this client reaches the service, and the last delivery reaches the client.
    var upstreamClock: Duration = .zero
    var downstreamClock: Duration = .zero
    /// Message send times in the last second, for the rate limit.
    var recentSends: [Int64] = []
    var recentRequests: [Int64] = []

    init(userId: String, client: ChatClient) {
        self.userId = userId
        self.client = client
    }

    func close() {
        isOpen = false
    }
}
