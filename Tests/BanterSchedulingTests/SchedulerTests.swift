import Testing
import BanterScheduling

@Suite("Scheduler")
@MainActor
struct SchedulerTests {
    @Test func workRunsInTimeOrderWhenTimeAdvances() {
        let scheduler = ManualScheduler()
        var log: [String] = []
        scheduler.schedule(after: .milliseconds(30)) { log.append("c at \(scheduler.now)") }
        scheduler.schedule(after: .milliseconds(10)) { log.append("a at \(scheduler.now)") }
        scheduler.schedule(after: .milliseconds(10)) { log.append("b at \(scheduler.now)") }
        #expect(log.isEmpty)
        scheduler.advance(by: .milliseconds(20))
        #expect(log == ["a at 0.01 seconds", "b at 0.01 seconds"])
        #expect(scheduler.now == .milliseconds(20))
        scheduler.advance(by: .milliseconds(20))
        #expect(log.last == "c at 0.03 seconds")
    }

    @Test func workScheduledWhileAdvancingRunsInTheSameAdvance() {
        let scheduler = ManualScheduler()
        var ticks = 0
        func tick() {
            ticks += 1
            scheduler.schedule(after: .milliseconds(100)) { tick() }
        }
        scheduler.schedule(after: .zero) { tick() }
        scheduler.advance(by: .seconds(1))
        #expect(ticks == 11)
    }

    @Test func cancelledWorkNeverRuns() {
        let scheduler = ManualScheduler()
        var ran = false
        let task = scheduler.schedule(after: .seconds(1)) { ran = true }
        #expect(scheduler.pendingCount == 1)
        task.cancel()
        scheduler.advance(by: .seconds(2))
        #expect(!ran && task.isCancelled && scheduler.pendingCount == 0)
    }

    @Test func negativeDelaysRunAtOnce() {
        let scheduler = ManualScheduler()
        var ran = false
        scheduler.schedule(after: .seconds(-5)) { ran = true }
        scheduler.runDue()
        #expect(ran && scheduler.now == .zero)
    }

    @Test func aHeapOfThousandsRunsInDueThenScheduledOrder() {
        let scheduler = ManualScheduler()
        var generator = 0x9E37_79B9_7F4A_7C15 as UInt64
        var expected: [(due: Int, order: Int)] = []
        var ran: [Int] = []
        for order in 0..<5_000 {
            generator = generator &* 6364136223846793005 &+ 1442695040888963407
            let due = Int(generator >> 54)
            expected.append((due, order))
            scheduler.schedule(after: .milliseconds(due)) { ran.append(order) }
        }
        scheduler.advance(by: .seconds(2))
        #expect(ran == expected.sorted { ($0.due, $0.order) < ($1.due, $1.order) }.map(\.order))
    }

    @Test func nextDueTimeSkipsCancelledWorkAndRunUntilIdleDrainsEverything() {
        let scheduler = ManualScheduler()
        var count = 0
        let cancelled = scheduler.schedule(after: .milliseconds(5)) { count += 100 }
        scheduler.schedule(after: .milliseconds(50)) {
            count += 1
            scheduler.schedule(after: .seconds(10)) { count += 1 }
        }
        cancelled.cancel()
        #expect(scheduler.nextDueTime == .milliseconds(50))
        scheduler.runUntilIdle()
        #expect(count == 2)
        #expect(scheduler.now == .milliseconds(10_050))
        #expect(scheduler.nextDueTime == nil)
    }

    @Test func zeroDelayWorkKeepsItsPlaceAmongTimedWork() {
        let scheduler = ManualScheduler()
        var log: [String] = []
        scheduler.schedule(after: .milliseconds(5)) {
            log.append("timed at 5")
            scheduler.schedule(after: .zero) { log.append("zero from 5") }
        }
        scheduler.schedule(after: .milliseconds(5)) { log.append("second timed at 5") }
        scheduler.schedule(after: .zero) {
            log.append("zero at 0")
            scheduler.schedule(after: .zero) { log.append("nested zero at 0") }
        }
        scheduler.advance(by: .milliseconds(10))
        #expect(log == ["zero at 0", "nested zero at 0", "timed at 5", "second timed at 5", "zero from 5"])
        #expect(scheduler.nextDueTime == nil)
    }
}
