/// What one case measured, in the case's unit.
struct BenchmarkResult: Equatable {
    /// Whether a case met its target.
    enum Status: Equatable {
        case noTarget, met, missed, skipped

        /// The table's status column.
        var label: String {
            switch self {
            case .noTarget: return ""
            case .met: return "ok"
            case .missed: return "MISS"
            case .skipped: return "skipped"
            }
        }
    }

    let name: String
    let unit: BenchmarkUnit
    let median: Double
    /// The slow side: the 90th-percentile time, or for a throughput the 10th-percentile
    /// throughput.
    let p90: Double
    let iterations: Int
    let target: Double?
    /// Why the case did not run (its figures are then NaN); nil when it ran.
    var skipReason: String? = nil

    /// Judged on the median, which one noisy iteration cannot move.
    var status: Status {
        if skipReason != nil { return .skipped }
        guard let target else { return .noTarget }
        return unit.meets(median, target: target) ? .met : .missed
    }
}
