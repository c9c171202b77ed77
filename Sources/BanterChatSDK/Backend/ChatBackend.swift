import BanterScheduling

/// The service a `ChatClient` talks to, seen from the client: the seam between the SDK's
/// objects (channels, messages, collections, queries, delegates) and whatever stores and
/// relays the chat. `ChatServer`, the in-process simulation, is one backend; a backend over
/// a real chat engine (the Matrix homeserver of the BanterMatrix target) is another, and the
/// UI never learns which one runs.
///
/// The contract, for every backend:
/// - **Threading.** Everything is called on the main actor and calls back on it.
/// - **Completions.** `openSession` and every request of a `ChatBackendSession` answer
///   exactly once, later than the call (never inside it), or never when the request or its
///   answer is lost: the client's acknowledgement timer (`limits.ackTimeout`) turns silence
///   into 800180, and a dropped connection into 800120, so a backend need not time out itself.
/// - **Events.** What the service pushes reaches the client through its
///   `ChatBackendListener`, given to `openSession`: each session's replies and events
///   arrive in the order the service sent them, and a session's own changes are not echoed
///   back to it (its reply carries them). A lost connection is reported once, through
///   `connectionWasLost()`; the client then reconnects with its `ReconnectionPolicy` by
///   opening a new session.
/// - **Validation.** The client checks parameters itself (empty text, bad limits, malformed
///   ids) before any request, as the real client SDK does, so a bad call costs no request
///   and fails alike on every backend. The backend decides everything that needs the
///   service's state: permissions (muted 900041, frozen 900050, banned 900100, not an
///   operator or not a member 400108), existence (400201, 900300, 900500) and rate limits
///   (900200), reported with those same `ChatError` codes.
/// - **Time.** `scheduler` drives the client's timers (ack timeouts, reconnection, typing
///   that lapses in view models); `now` is the service's clock. The mock runs both on an
///   injected, possibly virtual, clock; a networked backend runs on real time.
///
/// The protocol has `package` access: its vocabulary (records, payloads, pages, events) is
/// the SDK's own wire model, which stays free to change, so a backend lives in this package,
/// in a target of its own (BanterMatrix), and no app implements one.
@MainActor
package protocol ChatBackend: AnyObject {
    /// The clock the client's requests, timers and events run on.
    var scheduler: any Scheduler { get }
    /// The service's current time in milliseconds since 1970.
    var now: Int64 { get }
    /// The service's limits the client checks against before sending, read at each use.
    var limits: BackendLimits { get }
    /// Which service this is, among those a process talks to: what keeps one account's
    /// local state (drafts) apart from another's with the same user id elsewhere. Stable for
    /// the backend's life.
    var identity: String { get }

    /// A prefix unique among the clients of this service (across its restarts, when it keeps
    /// messages), for the request ids a client gives the messages it sends.
    func makeRequestIdPrefix() -> String

    /// `userId` in the one spelling that names its account here (see the default below).
    func canonicalUserId(_ userId: String) -> String

    /// The best-known profile of `userId`, for a user the client meets by id only; a user
    /// the service does not know is named after their id.
    func userRecord(_ userId: String) -> UserRecord

    /// Connects as `userId`, creating the user on first connection and replacing the
    /// nickname when a non-empty one is given. On success the session is open: its events
    /// go to `listener`, held weakly. Fails with 800120 when the service is unreachable.
    func openSession(
        userId: String, nickname: String?, listener: any ChatBackendListener,
        completion: @escaping BackendReply<(session: any ChatBackendSession, user: UserRecord)>
    )
}

extension ChatBackend {
    /// `userId` in the one spelling that names its account on this service, for what is
    /// kept per account on disk (the outbox and the cache): ids the service takes for the
    /// same user map to the same folder. The embedded service's ids are exact, so by
    /// default the id itself; the Matrix backend folds case, as the homeserver does at login.
    package func canonicalUserId(_ userId: String) -> String { userId }
}

/// How a backend answers one request, on the main actor.
package typealias BackendReply<Value> = @MainActor (Result<Value, ChatError>) -> Void
