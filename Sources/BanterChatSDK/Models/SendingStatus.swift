/// Where a message is on its way to the service.
public enum SendingStatus: String, Codable, Sendable {
    /// A message received from the service that was never sent from this client.
    case none
    /// Sent, not yet acknowledged.
    case pending
    /// The service refused it or it never arrived; `errorCode` says why, and it can be resent.
    case failed
    /// Stored by the service.
    case succeeded
    /// The upload was cancelled before it finished.
    case canceled
}
