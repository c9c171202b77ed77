/// A scheduler on virtual time: nothing runs until a test calls `advance(by:)`, and then
/// everything due runs in time order, including work scheduled while advancing.
@MainActor
public final class ManualScheduler: Scheduler {
    private struct Entry {
        let due: Duration
        let order: Int
        let task: ScheduledTask
        let action: @MainActor () -> Void
    }

    public private(set) var now: Duration = .zero
    private var entries: [Entry] = []
    private var nextOrder = 0

    /// A scheduler at time zero with nothing scheduled.
    public init() {}

    @discardableResult
    public func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) -> ScheduledTask {
        let task = ScheduledTask()
        entries.append(Entry(due: now + max(delay, .zero), order: nextOrder, task: task, action: action))
        nextOrder += 1
        return task
    }

    /// How many scheduled tasks have not yet run or been cancelled.
    public var pendingCount: Int {
        entries.filter { !$0.task.isCancelled }.count
    }

    /// Moves time forward by `duration`, running everything that falls due on the way, each
    /// at its own time (so `now` inside an action is the time it was due).
    public func advance(by duration: Duration) {
        let end = now + max(duration, .zero)
        while let index = nextDueIndex(notAfter: end) {
            let entry = entries.remove(at: index)
            now = max(now, entry.due)
            if !entry.task.isCancelled { entry.action() }
        }
        now = end
    }

    /// Runs everything due now, without moving time.
    public func runDue() {
        advance(by: .zero)
    }

    private func nextDueIndex(notAfter end: Duration) -> Int? {
        var best: Int?
        for (index, entry) in entries.enumerated() where entry.due <= end {
            if let current = best {
                let other = entries[current]
                if (entry.due, entry.order) < (other.due, other.order) { best = index }
            } else {
                best = index
            }
        }
        return best
    }
}
