/// Where a client's connection to the service stands.
public enum ConnectionState: String, Sendable {
    /// Not connected: before `connect`, after `disconnect`, or after reconnection gave up.
    case closed
    /// `connect` was called and has not finished.
    case connecting
    /// Connected: requests and events flow.
    case open
    /// The connection was lost and the client is trying to restore it.
    case reconnecting
}
