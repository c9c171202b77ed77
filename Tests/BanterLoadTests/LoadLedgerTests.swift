import Testing
@testable import banter_load

/// The load test's counting, on made-up sequences: no clients, no server.
@Suite("banter-load's counting")
struct LoadLedgerTests {
    /// Room 0 holds clients 0, 1, 2; room 1 holds clients 2, 3.
    private func ledger() -> LoadLedger {
        var ledger = LoadLedger(members: [[0, 1, 2], [2, 3]])
        ledger.recordSend(key: "a", room: 0, sender: 0, at: .milliseconds(0))
        ledger.recordSend(key: "b", room: 0, sender: 1, at: .milliseconds(10))
        ledger.recordSend(key: "c", room: 1, sender: 3, at: .milliseconds(20))
        for key in ["a", "b", "c"] { ledger.recordAnswer(key: key, succeeded: true) }
        return ledger
    }

    private let order = [0: ["a", "b"], 1: ["c"]]

    @Test("every message once, in order, to every other member: all problems zero, latencies from send to arrival")
    func clean() {
        var ledger = ledger()
        #expect(ledger.expectedDeliveries == 5)
        ledger.recordArrival(key: "a", client: 1, room: 0, at: .milliseconds(5))
        ledger.recordArrival(key: "a", client: 2, room: 0, at: .milliseconds(7))
        ledger.recordArrival(key: "b", client: 0, room: 0, at: .milliseconds(14))
        ledger.recordArrival(key: "b", client: 2, room: 0, at: .milliseconds(30))
        ledger.recordArrival(key: "c", client: 2, room: 1, at: .milliseconds(21))
        #expect(ledger.firstArrivals == 5)
        #expect(ledger.answeredSends == 3)
        let tally = ledger.tally(serverOrder: order)
        #expect(tally.passed)
        #expect(tally.sent == 3 && tally.acknowledged == 3 && tally.delivered == 5)
        #expect(tally.problems.allSatisfy { $0.count == 0 })
        // Latencies 5, 7, 4, 20, 1 ms: the median is 5, p99 and max 20.
        #expect(tally.latency.p50 == .milliseconds(5))
        #expect(tally.latency.p99 == .milliseconds(20))
        #expect(tally.latency.max == .milliseconds(20))
    }

    @Test("a missing arrival is lost, a second copy is duplicated, and neither counts as delivered twice")
    func lostAndDuplicated() {
        var ledger = ledger()
        ledger.recordArrival(key: "a", client: 1, room: 0, at: .milliseconds(5))
        ledger.recordArrival(key: "a", client: 1, room: 0, at: .milliseconds(6))
        ledger.recordArrival(key: "b", client: 0, room: 0, at: .milliseconds(14))
        ledger.recordArrival(key: "b", client: 2, room: 0, at: .milliseconds(30))
        ledger.recordArrival(key: "c", client: 2, room: 1, at: .milliseconds(21))
        #expect(ledger.firstArrivals == 4)
        let tally = ledger.tally(serverOrder: order)
        #expect(tally.delivered == 4)
        #expect(tally.lost == 1)
        #expect(tally.duplicated == 1)
        #expect(tally.outOfOrder == 0)
        #expect(!tally.passed)
    }

    @Test("an arrival before one the homeserver orders earlier is out of order, once per late arrival")
    func outOfOrder() {
        var ledger = LoadLedger(members: [[0, 1]])
        for (index, key) in ["a", "b", "c", "d"].enumerated() {
            ledger.recordSend(key: key, room: 0, sender: 0, at: .milliseconds(Int64(index)))
            ledger.recordAnswer(key: key, succeeded: true)
        }
        // Server order a b c d; client 1 hears b, c, a, d: only a comes after a later one.
        for (index, key) in ["b", "c", "a", "d"].enumerated() {
            ledger.recordArrival(key: key, client: 1, room: 0, at: .milliseconds(Int64(10 + index)))
        }
        let tally = ledger.tally(serverOrder: [0: ["a", "b", "c", "d"]])
        #expect(tally.outOfOrder == 1)
        #expect(tally.lost == 0 && tally.duplicated == 0)
        // Against an order the client did follow, nothing is out of order.
        #expect(ledger.tally(serverOrder: [0: ["b", "c", "a", "d"]]).outOfOrder == 0)
    }

    @Test("sends answered never, twice, or with an error are each counted; so are messages stored twice or not at all")
    func acknowledgementsAndStorage() {
        var ledger = LoadLedger(members: [[0, 1]])
        for key in ["once", "never", "twice", "failed"] { ledger.recordSend(key: key, room: 0, sender: 0, at: .zero) }
        ledger.recordAnswer(key: "once", succeeded: true)
        ledger.recordAnswer(key: "twice", succeeded: true)
        ledger.recordAnswer(key: "twice", succeeded: true)
        ledger.recordAnswer(key: "failed", succeeded: false)
        ledger.recordAnswer(key: "unknown", succeeded: true)
        #expect(ledger.answeredSends == 3)
        let tally = ledger.tally(serverOrder: [0: ["once", "twice", "twice", "failed", "someone else's"]])
        #expect(tally.acknowledged == 1)
        #expect(tally.unacknowledged == 1)
        #expect(tally.acknowledgedTwice == 1)
        #expect(tally.failed == 1)
        #expect(tally.storedTwice == 1)
        #expect(tally.notStored == 1)
    }

    @Test("the sender's own message, a message of another room, and a room the client is not in are unexpected")
    func unexpected() {
        var ledger = ledger()
        ledger.recordArrival(key: "a", client: 0, room: 0, at: .milliseconds(1))
        ledger.recordArrival(key: "c", client: 1, room: 0, at: .milliseconds(1))
        ledger.recordArrival(key: "c", client: 1, room: 1, at: .milliseconds(1))
        ledger.recordArrival(key: "zzz", client: 1, room: -1, at: .milliseconds(1))
        #expect(ledger.firstArrivals == 0)
        #expect(ledger.tally(serverOrder: order).unexpected == 4)
    }

    @Test("percentiles are nearest-rank, and zero with no samples")
    func percentiles() {
        let samples = (1...200).map { Duration.milliseconds($0) }
        let figures = LoadTally.Percentiles(samples.shuffled())
        #expect(figures.p50 == .milliseconds(100))
        #expect(figures.p99 == .milliseconds(198))
        #expect(figures.max == .milliseconds(200))
        #expect(LoadTally.Percentiles([]) == LoadTally.Percentiles())
    }
}

/// Who sits where and who sends when, from the options alone.
@Suite("banter-load's plan and options")
struct LoadPlanTests {
    @Test("200 clients in 20 rooms: blocks of 10, every even room with the next block's first client; 30 sends each over 60 s")
    func defaults() {
        let plan = LoadPlan(clients: 200, rooms: 20, rate: 0.5, seconds: 60)
        #expect(plan.members[0] == Array(0..<10) + [10])
        #expect(plan.members[1] == Array(10..<20))
        #expect(plan.members[18] == Array(180..<190) + [190])
        #expect(plan.members.allSatisfy { $0.count >= 10 })
        #expect(Set(plan.members.joined()).count == 200)
        #expect(plan.rooms(of: 10) == [0, 1])
        #expect(plan.sends.count == 6_000)
        #expect(plan.sends.allSatisfy { $0.at < .seconds(60) })
        #expect(plan.sends == plan.sends.sorted { $0.at < $1.at || ($0.at == $1.at && $0.client < $1.client) })
        // Client 10 alternates between its two rooms.
        #expect(plan.sends.filter { $0.client == 10 }.prefix(4).map(\.room) == [0, 1, 0, 1])
    }

    @Test("options parse, and bad ones are refused naming the option")
    func options() throws {
        let parsed = try LoadOptions.parse(["--clients", "50", "--rooms", "5", "--seconds", "10", "--url", "http://127.0.0.1:8008", "--restart-main-at", "5"])
        #expect(parsed.clients == 50 && parsed.rooms == 5 && parsed.seconds == 10 && parsed.restartAt == 5 && parsed.rate == 0.5)
        #expect(try LoadOptions.parse([], environment: ["BANTER_MATRIX_URL": "http://127.0.0.1:1"]).url?.port == 1)
        #expect(throws: LoadOptions.Problem.self) { try LoadOptions.parse(["--clients", "x", "--url", "http://h"]) }
        #expect(throws: LoadOptions.Problem.self) { try LoadOptions.parse(["--clients", "10", "--rooms", "6", "--url", "http://h"]) }
        #expect(throws: LoadOptions.Problem.self) { try LoadOptions.parse(["--frobnicate"]) }
        #expect(throws: LoadOptions.Problem.self) { try LoadOptions.parse(["--rate", "1"]) }
    }
}
