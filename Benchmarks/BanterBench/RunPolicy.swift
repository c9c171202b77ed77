/// How long a case is warmed up and timed.
///
/// Each phase runs until both its minimum iterations and its minimum duration are reached,
/// but stops at whichever maximum comes first, so a slow case cannot run away.
struct RunPolicy: Sendable {
    var warmUpIterations: Int
    var warmUpDuration: Duration
    var minIterations: Int
    var minDuration: Duration
    var maxIterations: Int
    var maxDuration: Duration

    /// Enough for a stable median on a quiet machine.
    static let full = RunPolicy(
        warmUpIterations: 10, warmUpDuration: .milliseconds(200),
        minIterations: 200, minDuration: .seconds(1),
        maxIterations: 200_000, maxDuration: .seconds(10))

    /// Only proves each case runs: the whole suite takes a few seconds.
    static let quick = RunPolicy(
        warmUpIterations: 3, warmUpDuration: .zero,
        minIterations: 20, minDuration: .zero,
        maxIterations: 20, maxDuration: .milliseconds(200))

    /// Whether the timed phase goes on after `iterations` iterations and `elapsed` time.
    func continuesTiming(iterations: Int, elapsed: Duration) -> Bool {
        continues(iterations: iterations, elapsed: elapsed,
                  minIterations: minIterations, minDuration: minDuration)
    }

    /// Whether the warm-up goes on after `iterations` iterations and `elapsed` time.
    func continuesWarmUp(iterations: Int, elapsed: Duration) -> Bool {
        continues(iterations: iterations, elapsed: elapsed,
                  minIterations: warmUpIterations, minDuration: warmUpDuration)
    }

    private func continues(iterations: Int, elapsed: Duration, minIterations: Int, minDuration: Duration) -> Bool {
        if iterations >= maxIterations || elapsed >= maxDuration { return false }
        return iterations < minIterations || elapsed < minDuration
    }
}
