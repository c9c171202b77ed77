/// Percentiles of a set of timings, in seconds.
struct SampleStatistics {
    private let sorted: [Double]

    init(_ samples: [Double]) {
        precondition(!samples.isEmpty, "statistics need at least one sample")
        sorted = samples.sorted()
    }

    var count: Int { sorted.count }

    var median: Double { percentile(0.5) }

    /// The value below which `fraction` of the samples lie, interpolating linearly between
    /// neighbours so small sample counts (quick mode) still give smooth figures.
    func percentile(_ fraction: Double) -> Double {
        let rank = fraction * Double(sorted.count - 1)
        let lower = Int(rank.rounded(.down))
        let upper = Int(rank.rounded(.up))
        let weight = rank - Double(lower)
        return sorted[lower] + (sorted[upper] - sorted[lower]) * weight
    }
}
