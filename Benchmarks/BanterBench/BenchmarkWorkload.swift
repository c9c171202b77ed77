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

    init(bytesPerIteration: Int = 0, setUp: (() -> Void)? = nil, iteration: @escaping () -> Int) {
        self.bytesPerIteration = bytesPerIteration
        self.setUp = setUp
        self.iteration = iteration
    }
}
