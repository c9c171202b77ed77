/// Runs cases under a `RunPolicy`: prepares the data, warms up, times each iteration on
/// the monotonic clock, and reduces the timings to a `BenchmarkResult`.
struct BenchmarkRunner {
    let policy: RunPolicy

    func run(_ benchmark: BenchmarkCase) -> BenchmarkResult {
        let workload = benchmark.prepare()
        if let reason = workload.skipReason {
            return BenchmarkResult(name: benchmark.name, unit: benchmark.unit, median: .nan, p90: .nan, iterations: 0,
                                   target: benchmark.target, skipReason: reason)
        }
        precondition(!benchmark.unit.isThroughput || workload.bytesPerIteration > 0,
                     "\(benchmark.name): a throughput case must say how many bytes it processes")
        let iteration = workload.iteration
        let setUp = workload.setUp ?? {}
        let clock = ContinuousClock()

        // Warm-up fills caches, grows buffers and interns graphemes outside the timings.
        let warmUpStart = clock.now
        var warmUps = 0
        repeat {
            setUp()
            blackHole(iteration())
            warmUps += 1
        } while policy.continuesWarmUp(iterations: warmUps, elapsed: clock.now - warmUpStart)

        var samples: [Double] = []
        samples.reserveCapacity(min(policy.maxIterations, 1 << 16))
        let start = clock.now
        var end = start
        repeat {
            setUp()
            let before = clock.now
            let result = iteration()
            end = clock.now
            blackHole(result)
            if benchmark.unit.measuresResult {
                samples.append(Double(result))
            } else {
                samples.append(workload.timesItself ? Double(result) * 1e-9 : Self.seconds(end - before))
            }
        } while policy.continuesTiming(iterations: samples.count, elapsed: end - start)

        // The unit conversion is monotonic, so the 90th-percentile time becomes the 10th-
        // percentile throughput: p90 is always the slow side.
        let statistics = SampleStatistics(samples)
        let unit = benchmark.unit
        let bytes = workload.bytesPerIteration
        return BenchmarkResult(
            name: benchmark.name,
            unit: unit,
            median: unit.value(seconds: statistics.median, bytes: bytes),
            p90: unit.value(seconds: statistics.percentile(0.9), bytes: bytes),
            iterations: statistics.count,
            target: benchmark.target)
    }

    private static func seconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) * 1e-18
    }
}
