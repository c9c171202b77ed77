/// The one error type of the SDK: a numeric code, the real chat service's, and a message a
/// person can read. Every failing call, completion handler or `async throws` form, reports
/// one of these, and a failing call never leaves partial state behind.
public struct ChatError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A numeric error code. The values are the real service's, so code written against it
    /// (retry on 800120, show "you are muted" on 900041) carries over unchanged.
    public struct Code: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// The request specifies a resource that does not exist: an unknown user id (creating,
        /// inviting, muting, mentioning), or a channel URL `getGroupChannel`/`getOpenChannel`
        /// cannot find (the service's REST-style lookups).
        public static let notFoundInDatabase = Code(rawValue: 400201)
        /// The current user lacks the role or membership the request needs: a non-operator
        /// freezing a channel, or someone who left (or was banned) acting in it, even on
        /// their own messages.
        public static let nonAuthorized = Code(rawValue: 400108)
        /// The service refused a request because the caller sent too many in a short time.
        public static let rateLimitExceeded = Code(rawValue: 500910)
        /// `connect` was overtaken by `disconnect()` or another `connect` before the connection was made.
        public static let connectionCanceled = Code(rawValue: 800102)
        /// A call that needs a connection was made before `connect`, or after `disconnect`.
        public static let connectionRequired = Code(rawValue: 800101)
        /// A parameter is empty, too long, malformed or out of range. Checked before anything
        /// else, so it is the answer whether connected or not, and it never counts against a
        /// rate limit.
        public static let invalidParameter = Code(rawValue: 800110)
        /// The network is unavailable, or the connection was lost before the reply arrived.
        public static let networkError = Code(rawValue: 800120)
        /// Data read back (a persisted store) is not in the expected format.
        public static let malformedData = Code(rawValue: 800130)
        /// A query was asked for its next page while it was still loading the previous one.
        public static let queryInProgress = Code(rawValue: 800170)
        /// The request reached the service but its acknowledgement never came back.
        public static let ackTimeout = Code(rawValue: 800180)
        /// The upload of a file message was cancelled.
        public static let fileUploadCanceled = Code(rawValue: 800240)
        /// A collection was used after `dispose()`.
        public static let collectionDisposed = Code(rawValue: 800600)
        /// The service failed inside; for example the store could not be written.
        public static let internalServerError = Code(rawValue: 500901)
        /// The sender is muted in the channel.
        public static let mutedInChannel = Code(rawValue: 900041)
        /// The channel is frozen and the sender is not an operator.
        public static let channelFrozen = Code(rawValue: 900050)
        /// The sender is banned from the channel.
        public static let bannedFromChannel = Code(rawValue: 900100)
        /// The sender sent more messages per second than the service allows.
        public static let tooManyMessages = Code(rawValue: 900200)
        /// The message does not exist (any more) in the channel.
        public static let messageNotFound = Code(rawValue: 900300)
        /// The channel is end-to-end encrypted (a Matrix room with `m.room.encryption`), which
        /// Banter cannot read or write: nothing was sent, so no plaintext reaches a room its
        /// members believe private. Banter's own code; the reference service has no such rooms.
        public static let endToEndEncrypted = Code(rawValue: 900070)
        /// The channel does not exist any more: the answer to a request made on a channel
        /// object (send, refresh, moderate) after the channel was deleted, the service's
        /// socket-side code. A lookup by URL answers 400201 instead.
        public static let channelNotFound = Code(rawValue: 900500)
        /// `connect` with local caching on, for an account whose local copy (outbox and
        /// cache) another `ChatClient` of this process holds: one client per account keeps
        /// it, so nothing is sent twice. Free it with that client's `closeLocalCache()`, or by
        /// releasing the client. Banter's own code; the reference SDK keeps one client per process.
        public static let localCacheInUse = Code(rawValue: 800700)

        public var description: String { String(rawValue) }
    }

    /// The service's numeric code.
    public let code: Code
    /// What went wrong, for people: names the parameter, resource or limit involved.
    public let message: String

    /// An error with the given code and message.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    public var description: String { "ChatError \(code.rawValue): \(message)" }
}

extension ChatError {
    package static func invalidParameter(_ detail: String) -> ChatError {
        ChatError(.invalidParameter, "Invalid parameter: \(detail).")
    }

    static let connectionRequired = ChatError(.connectionRequired, "Connection required: call connect(userId:nickname:) first.")
    static let networkError = ChatError(.networkError, "Network error: the connection to the service is unavailable.")

    package static func channelNotFound(_ url: String) -> ChatError {
        ChatError(.channelNotFound, "Channel not found: \(url).")
    }

    package static func messageNotFound(_ id: Int64) -> ChatError {
        ChatError(.messageNotFound, "Message not found: \(id).")
    }

    package static func userNotFound(_ userId: String) -> ChatError {
        ChatError(.notFoundInDatabase, "Not found in database: user \"\(userId)\".")
    }
}
