import Testing
@testable import BanterViews

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
}
