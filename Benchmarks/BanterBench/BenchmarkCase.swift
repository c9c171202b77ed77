/// One named measurement: what it reports, what it must achieve, and how to set it up.
struct BenchmarkCase: Sendable {
    /// Dotted, most general part first (`canvas.paint.200x60`), so `--filter` can select
    /// a whole family by its prefix.
    let name: String
    let unit: BenchmarkUnit
    /// The median must be at or below this for times, at or above it for throughputs.
    let target: Double?
    /// Builds the sample data (untimed) and returns the iteration to time.
    let prepare: @Sendable () -> BenchmarkWorkload

    init(_ name: String, unit: BenchmarkUnit, target: Double? = nil, prepare: @escaping @Sendable () -> BenchmarkWorkload) {
        self.name = name
        self.unit = unit
        self.target = target
        self.prepare = prepare
    }
}
