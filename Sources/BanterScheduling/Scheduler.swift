/// A clock and a way to run work later, injected so that anything time-based (a spinner,
/// a debounce, a pacing timer) runs on virtual time in tests and on real time in the app.
///
/// Main-actor only: scheduled work runs on the main actor, in time order; work due at the
/// same instant runs in the order it was scheduled.
@MainActor
public protocol Scheduler: AnyObject {
    /// Time elapsed since the scheduler began.
    var now: Duration { get }

    /// Runs `action` once `delay` has passed (at once, on the next turn, for a delay of zero
    /// or less), unless the returned task is cancelled first.
    @discardableResult
    func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) -> ScheduledTask
}

/// A piece of scheduled work that can be cancelled before it runs.
@MainActor
public final class ScheduledTask {
    /// Whether `cancel()` was called.
    public private(set) var isCancelled = false
    private var onCancel: (() -> Void)?

    init(onCancel: (() -> Void)? = nil) {
        self.onCancel = onCancel
    }

    /// Stops the work from running; no effect once it has run.
    public func cancel() {
        guard !isCancelled else { return }
        isCancelled = true
        onCancel?()
        onCancel = nil
    }
}
