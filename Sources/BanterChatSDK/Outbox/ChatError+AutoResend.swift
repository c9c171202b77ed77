extension ChatError {
    /// Whether a send that failed with this error waits in the outbox for the connection
    /// instead of failing: the network is down (800120), the client is not connected
    /// (800101), the acknowledgement never came (800180), or the service asked to slow down
    /// (900200, 500910). Every other code is a refusal that resending cannot change (muted
    /// 900041, frozen 900050, banned 900100, not allowed 400108, invalid 800110, channel gone
    /// 900500), so the message fails at once and keeps Retry / Delete.
    ///
    /// Only a client with `InitParams.isLocalCachingEnabled` keeps such sends; without an
    /// outbox every error fails the send.
    public var isAutoResendable: Bool { Self.passingCodes.contains(code) }

    /// The codes of failures that pass: the outbox waits them out, and a failed message
    /// with one can be resent by hand (`BaseMessage.isResendable`).
    static let passingCodes: Set<Code> = [.networkError, .connectionRequired, .ackTimeout, .tooManyMessages, .rateLimitExceeded]
}
