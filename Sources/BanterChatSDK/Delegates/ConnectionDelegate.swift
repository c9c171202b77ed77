/// Hears about a client's connection: connecting, disconnecting and automatic reconnection.
/// Every method has an empty default, so a delegate implements only what it needs. Called on
/// the main actor; registered with `ChatClient.addConnectionDelegate(_:identifier:)` and held
/// weakly.
@MainActor
public protocol ConnectionDelegate: AnyObject {
    /// The client connected as `userId`.
    func didConnect(userId: String)
    /// The client disconnected on request.
    func didDisconnect(userId: String)
    /// The connection was lost and the client started trying to restore it.
    func didStartReconnection()
    /// The connection is back; collections catch up on what was missed.
    func didSucceedReconnection()
    /// The client gave up reconnecting (only with a `ReconnectionPolicy.maximumAttempts`).
    func didFailReconnection()
}

extension ConnectionDelegate {
    public func didConnect(userId: String) {}
    public func didDisconnect(userId: String) {}
    public func didStartReconnection() {}
    public func didSucceedReconnection() {}
    public func didFailReconnection() {}
}
