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

    init(bytesPerIteration: Int = 0, iteration: @escaping () -> Int) {
        self.bytesPerIteration = bytesPerIteration
        self.iteration = iteration
    }
}
