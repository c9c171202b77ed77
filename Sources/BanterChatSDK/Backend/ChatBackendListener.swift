/// Who hears what a backend pushes over an open session: the `ChatClient` that opened it.
/// Called on the main actor, in the order the service sent the events (see `ChatBackend`).
@MainActor
package protocol ChatBackendListener: AnyObject {
    /// An event the service pushed: a message, a channel change, a deletion.
    func receive(_ event: ServerEvent)
    /// The session is gone under the client (network down, connection dropped); it is not
    /// called after the client closes the session itself.
    func connectionWasLost()
}
