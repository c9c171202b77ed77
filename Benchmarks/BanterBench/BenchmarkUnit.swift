/// The unit a case reports in, which also fixes which way is better: times must stay at or
/// below their target, throughputs at or above it.
enum BenchmarkUnit: String, Sendable {
    case microseconds = "µs"
    case milliseconds = "ms"
    /// Millions of bytes (not MiB) per second.
    case megabytesPerSecond = "MB/s"
    /// Bytes of output: the iteration returns how many it produced.
    case bytes = "bytes"
    /// A percentage: the iteration returns hundredths of a percent, so it stays an integer.
    case percent = "%"
    /// Memory in millions of bytes: the iteration returns how many bytes it measured.
    case megabytes = "MB"
    /// A plain count (frames written in a second, say): the iteration returns it.
    case count = "count"

    /// Whether the iteration's result is the measurement, rather than its time.
    var measuresResult: Bool {
        self == .bytes || self == .percent || self == .megabytes || self == .count
    }

    /// Whether a larger value is better.
    var isThroughput: Bool {
        self == .megabytesPerSecond
    }

    /// The reported value for one iteration that took `seconds` and processed `bytes`; for
    /// units that measure the result, `seconds` holds that result instead.
    func value(seconds: Double, bytes: Int) -> Double {
        switch self {
        case .bytes, .count: return seconds
        case .percent: return seconds / 100
        case .megabytes: return seconds / 1e6
        case .microseconds: return seconds * 1e6
        case .milliseconds: return seconds * 1e3
        // A clock tick of zero would make the throughput infinite, which JSON cannot hold.
        case .megabytesPerSecond: return Double(bytes) / max(seconds, 1e-9) / 1e6
        }
    }

    /// Whether `value` satisfies `target`.
    func meets(_ value: Double, target: Double) -> Bool {
        isThroughput ? value >= target : value <= target
    }

    /// `≥` or `≤`, for showing a target.
    var targetRelation: String {
        isThroughput ? "≥" : "≤"
    }
}
