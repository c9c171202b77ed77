/// How a client retries after losing its connection: the delay doubles from `initialDelay`
/// up to `maximumDelay`, and after `maximumAttempts` failures (nil: never) it gives up.
public struct ReconnectionPolicy: Sendable {
    public var initialDelay: Duration
    public var maximumDelay: Duration
    public var maximumAttempts: Int?

    public init(initialDelay: Duration = .seconds(1), maximumDelay: Duration = .seconds(16), maximumAttempts: Int? = nil) {
        self.initialDelay = initialDelay
        self.maximumDelay = maximumDelay
        self.maximumAttempts = maximumAttempts
    }

    func delay(beforeAttempt attempt: Int) -> Duration {
        var delay = initialDelay
        for _ in 1..<max(attempt, 1) where delay < maximumDelay { delay = delay * 2 }
        return min(delay, maximumDelay)
    }
}
