/// How the simulated service behaves: latency, faults, limits and its clock. Change it at any
/// time (`server.configuration.failureRates[.sendMessage] = 0.3`); new requests use the new
/// values.
public struct ServerConfiguration: Sendable {
    /// The round-trip time of a request when `latencies` names no other.
    public var latency: Duration = .milliseconds(120)
    /// Round-trip times per operation.
    public var latencies: [ChatOperation: Duration] = [:]
    /// How long an event takes to reach the other clients.
    public var eventLatency: Duration = .milliseconds(60)
    /// Random variation of every delay, as a fraction of it (0.25: ±25%), from the seeded generator.
    public var jitter: Double = 0.25
    /// The chance (0...1) that a request of the operation is lost or its acknowledgement is;
    /// the caller gets `ChatError` 800180 after `ackTimeout` either way.
    public var failureRates: [ChatOperation: Double] = [:]
    /// Of the failures, the share where the service did store the change and only the
    /// acknowledgement was lost: a resend must then not duplicate it.
    public var lostAcknowledgementShare: Double = 0.5
    /// How long a client waits for an acknowledgement before reporting 800180.
    public var ackTimeout: Duration = .seconds(10)
    /// Messages a user may send per second before getting 900200; nil for no limit.
    public var messagesPerSecond: Int? = 5
    /// Other requests a user may make per second before getting 500910; nil for no limit.
    public var requestsPerSecond: Int? = 50
    /// The longest message text the service accepts, in characters.
    public var maxMessageLength = 5_000
    /// Whether invited users join at once, as the real service does by default; when false
    /// they stay invited until they `join`.
    public var autoAcceptInvitations = true
    /// The largest file a user may send, in bytes.
    public var maxFileSize = 25 * 1024 * 1024
    /// The most files one multiple-files message may carry (the reference service's
    /// application setting, 10 by default).
    public var multipleFilesMessageFileCountLimit = 10
    /// Upload speed for file messages, which sets how long their progress takes.
    public var uploadBytesPerSecond = 2 * 1024 * 1024
    /// How long a typing indicator lasts without a new `startTyping`.
    public var typingExpiry: Duration = .seconds(5)
    /// The service's time at scheduler time zero, in milliseconds since 1970.
    public var clockOrigin: Int64 = 1_767_603_600_000  // 2026-01-05 09:00 UTC
    /// Seeds jitter and fault injection, so a faulty run repeats exactly.
    public var seed: UInt64 = 1

    /// The default service: realistic latency, no faults.
    public init() {}

    /// A service with no latency, jitter or limits: every request completes on the
    /// scheduler's next turn. For benchmarks and tests that only care about results.
    public static var immediate: ServerConfiguration {
        var configuration = ServerConfiguration()
        configuration.latency = .zero
        configuration.eventLatency = .zero
        configuration.jitter = 0
        configuration.messagesPerSecond = nil
        configuration.requestsPerSecond = nil
        return configuration
    }

    func latency(of operation: ChatOperation) -> Duration {
        latencies[operation] ?? latency
    }
}
