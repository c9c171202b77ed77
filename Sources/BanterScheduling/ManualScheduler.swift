/// A scheduler on virtual time: nothing runs until a test calls `advance(by:)`, and then
/// everything due runs in time order, including work scheduled while advancing.
///
/// Pending work sits in a binary heap of plain keys (due time, order scheduled, slot), with
/// the closures kept aside in reusable slots, so a simulated service with a hundred thousand
/// messages in flight costs O(log n) a message and no reference counting while sifting.
/// Work scheduled with no delay, the bulk of a zero-latency simulation, skips the heap: it
/// is already in (due, order) order, so it waits in a plain queue that merges with the heap.
@MainActor
public final class ManualScheduler: Scheduler {
    private struct Key {
        let due: Duration
        let order: Int
        let slot: Int

        func precedes(_ other: Key) -> Bool {
            due < other.due || (due == other.due && order < other.order)
        }
    }

    private final class Work {
        let task: ScheduledTask
        let action: @MainActor () -> Void

        init(task: ScheduledTask, action: @escaping @MainActor () -> Void) {
            self.task = task
            self.action = action
        }
    }

    public private(set) var now: Duration = .zero
    private var heap: [Key] = []
    /// Zero-delay work in the order scheduled; `immediateHead` is the first not yet taken.
    private var immediate: [Key] = []
    private var immediateHead = 0
    private var slots: [Work?] = []
    private var freeSlots: [Int] = []
    private var nextOrder = 0

    /// A scheduler at time zero with nothing scheduled.
    public init() {}

    @discardableResult
    public func schedule(after delay: Duration, _ action: @escaping @MainActor () -> Void) -> ScheduledTask {
        let task = ScheduledTask()
        let work = Work(task: task, action: action)
        let slot: Int
        if let free = freeSlots.popLast() {
            slot = free
            slots[slot] = work
        } else {
            slot = slots.count
            slots.append(work)
        }
        let key = Key(due: now + max(delay, .zero), order: nextOrder, slot: slot)
        if delay <= .zero { immediate.append(key) } else { push(key) }
        nextOrder += 1
        return task
    }

    /// How many scheduled tasks have not yet run or been cancelled.
    public var pendingCount: Int {
        (heap + immediate[immediateHead...]).reduce(0) { $0 + (slots[$1.slot]?.task.isCancelled == false ? 1 : 0) }
    }

    /// When the earliest pending task falls due, or nil with nothing pending; lets a test (or
    /// a headless run) jump straight to the next event instead of stepping blindly.
    public var nextDueTime: Duration? {
        while let first = peek(), slots[first.slot]?.task.isCancelled != false {
            _ = take(removeNext())
        }
        return peek()?.due
    }

    /// Moves time forward by `duration`, running everything that falls due on the way, each
    /// at its own time (so `now` inside an action is the time it was due).
    public func advance(by duration: Duration) {
        let end = now + max(duration, .zero)
        while let first = peek(), first.due <= end {
            let key = removeNext()
            let work = take(key)
            now = max(now, key.due)
            if let work, !work.task.isCancelled { work.action() }
        }
        now = end
    }

    /// Runs everything due now, without moving time.
    public func runDue() {
        advance(by: .zero)
    }

    /// Runs work until nothing is pending or `limit` has passed, whichever comes first; for
    /// tests that want "let the service settle" without guessing a duration.
    public func runUntilIdle(limit: Duration = .seconds(3600)) {
        let end = now + limit
        while let due = nextDueTime, due <= end {
            advance(by: due - now)
        }
    }

    private func take(_ key: Key) -> Work? {
        let work = slots[key.slot]
        slots[key.slot] = nil
        freeSlots.append(key.slot)
        return work
    }

    /// The earliest pending key, from the heap or the zero-delay queue.
    private func peek() -> Key? {
        let queued = immediateHead < immediate.count ? immediate[immediateHead] : nil
        guard let top = heap.first else { return queued }
        guard let queued else { return top }
        return queued.precedes(top) ? queued : top
    }

    private func removeNext() -> Key {
        if immediateHead < immediate.count, heap.isEmpty || immediate[immediateHead].precedes(heap[0]) {
            let key = immediate[immediateHead]
            immediateHead += 1
            if immediateHead == immediate.count {
                immediate.removeAll(keepingCapacity: true)
                immediateHead = 0
            }
            return key
        }
        return popFirst()
    }

    private func push(_ key: Key) {
        heap.append(key)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child].precedes(heap[parent]) else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    private func popFirst() -> Key {
        let first = heap[0]
        let last = heap.removeLast()
        guard !heap.isEmpty else { return first }
        heap[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1
            guard left < heap.count else { break }
            let right = left + 1
            let child = right < heap.count && heap[right].precedes(heap[left]) ? right : left
            guard heap[child].precedes(heap[parent]) else { break }
            heap.swapAt(child, parent)
            parent = child
        }
        return first
    }
}
