import Dispatch

/// The real-time scheduler: work runs on the main queue after its delay, timed by the
/// monotonic clock. With nothing scheduled it causes no wakeups.
@MainActor
public final class DispatchScheduler: Scheduler {
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant

    /// A scheduler whose time starts now.
    public init() {
        start = clock.now
    }

    public var now: Duration { start.duration(to: clock.now) }

    @discardableResult
    public func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) -> ScheduledTask {
        let task = ScheduledTask()
        let (seconds, attoseconds) = max(delay, .zero).components
        let nanoseconds = Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000)
        DispatchQueue.main.asyncAfter(deadline: .now() + .nanoseconds(nanoseconds)) {
            MainActor.assumeIsolated {
                if !task.isCancelled { action() }
            }
        }
        return task
    }
}
