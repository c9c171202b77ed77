/// A case's prepared data and the work of one iteration.
///
/// Preparing is separate from the case itself so that listing or filtering cases never
/// builds their sample data, and so that building it is never timed.
struct BenchmarkWorkload {
    /// Bytes one iteration processes; what a throughput is computed from.
    let bytesPerIteration: Int
    /// One iteration. It returns a value derived from its work, which the runner sinks into
    /// `blackHole` so the optimizer cannot prove the work unused and delete it.
    let iteration: () -> Int
    /// Runs before every iteration, outside the timing: puts the state back where the case
    /// says each iteration starts (a screen freshly opened, an input holding a short draft).
    let setUp: (() -> Void)?
    /// Whether the iteration times itself and returns nanoseconds: for a span that starts
    /// inside it, at a moment only it sees (a message arriving over the network, say).
    let timesItself: Bool
    /// Why the case cannot run here (a service it needs is not configured); the runner
    /// reports it as skipped instead of running `iteration`.
    let skipReason: String?

    init(bytesPerIteration: Int = 0, timesItself: Bool = false, setUp: (() -> Void)? = nil, iteration: @escaping () -> Int) {
        self.bytesPerIteration = bytesPerIteration
        self.timesItself = timesItself
        self.setUp = setUp
        self.iteration = iteration
        skipReason = nil
    }

    private init(skipReason: String) {
        bytesPerIteration = 0
        timesItself = false
        setUp = nil
        iteration = { 0 }
        self.skipReason = skipReason
    }

    /// A case that cannot run here, and why: reported as skipped, not as a failure.
    static func skipped(_ reason: String) -> BenchmarkWorkload {
        BenchmarkWorkload(skipReason: reason)
    }
}
