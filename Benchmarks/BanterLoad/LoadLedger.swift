/// What a load run saw, as plain records: each send with its time and acknowledgements,
/// each arrival at each client. `tally(serverOrder:)` turns them into the figures the run
/// prints. A value type with no clock, no client and no server, so its counting is tested
/// on made-up sequences (`LoadLedgerTests`).
///
/// Messages are named by a key (the run puts a unique text in each), rooms and clients by
/// their index in the `LoadPlan`. Times are offsets from the run's start.
struct LoadLedger: Sendable {
    /// One message sent: where, by whom, when, and how its completion answered.
    struct Send: Sendable, Equatable {
        let room: Int
        let sender: Int
        let sentAt: Duration
        var successes = 0
        var failures = 0
    }

    /// The members of each room, by room index.
    let members: [[Int]]
    private(set) var sends: [String: Send] = [:]
    /// Every arrival, in arrival order, per client and room: the key and when.
    private(set) var arrivals: [Int: [Int: [(key: String, at: Duration)]]] = [:]
    /// How many (client, message) pairs the sends so far should deliver.
    private(set) var expectedDeliveries = 0
    /// How many of those have arrived at least once.
    private(set) var firstArrivals = 0
    /// How many sends have had at least one completion.
    private(set) var answeredSends = 0
    private var seen: Set<Pair> = []

    private struct Pair: Hashable {
        let client: Int
        let key: String
    }

    init(members: [[Int]]) {
        self.members = members
    }

    mutating func recordSend(key: String, room: Int, sender: Int, at time: Duration) {
        sends[key] = Send(room: room, sender: sender, sentAt: time)
        expectedDeliveries += members[room].filter { $0 != sender }.count
    }

    /// A send's completion: `succeeded` false when it answered with an error.
    mutating func recordAnswer(key: String, succeeded: Bool) {
        guard var send = sends[key] else { return }
        if send.successes + send.failures == 0 { answeredSends += 1 }
        if succeeded { send.successes += 1 } else { send.failures += 1 }
        sends[key] = send
    }

    /// `key` reached `client` in `room` (-1 for a room the run does not know) at `time`.
    mutating func recordArrival(key: String, client: Int, room: Int, at time: Duration) {
        arrivals[client, default: [:]][room, default: []].append((key, time))
        if let send = sends[key], send.room == room, send.sender != client, members[room].contains(client),
           seen.insert(Pair(client: client, key: key)).inserted {
            firstArrivals += 1
        }
    }

    /// The figures, given each room's messages in the homeserver's order (keys of this run;
    /// others are ignored).
    func tally(serverOrder: [Int: [String]]) -> LoadTally {
        var tally = LoadTally()
        tally.sent = sends.count
        for send in sends.values {
            if send.successes == 1 && send.failures == 0 {
                tally.acknowledged += 1
            } else if send.successes + send.failures == 0 {
                tally.unacknowledged += 1
            } else if send.failures > 0 {
                tally.failed += 1
            } else {
                tally.acknowledgedTwice += 1
            }
        }
        // Where each message stands in its room's order on the homeserver; a key stored
        // twice counts once per extra copy.
        var position: [String: Int] = [:]
        for (room, keys) in serverOrder {
            for (index, key) in keys.enumerated() where sends[key]?.room == room {
                if position[key] == nil { position[key] = index } else { tally.storedTwice += 1 }
            }
        }
        tally.notStored = sends.keys.filter { position[$0] == nil }.count

        var latencies: [Duration] = []
        for (room, roomMembers) in members.enumerated() {
            for client in roomMembers {
                let received = arrivals[client]?[room] ?? []
                var first: Set<String> = []
                var highest = -1
                for (key, time) in received {
                    guard let send = sends[key], send.room == room, send.sender != client else {
                        tally.unexpected += 1
                        continue
                    }
                    guard first.insert(key).inserted else {
                        tally.duplicated += 1
                        continue
                    }
                    tally.delivered += 1
                    latencies.append(time - send.sentAt)
                    if let index = position[key] {
                        if index < highest { tally.outOfOrder += 1 }
                        highest = max(highest, index)
                    }
                }
            }
        }
        // Arrivals at a client in a room it is not a member of, or in no known room.
        for (client, rooms) in arrivals {
            for (room, received) in rooms where room < 0 || room >= members.count || !members[room].contains(client) {
                tally.unexpected += received.count
            }
        }
        tally.lost = expectedDeliveries - tally.delivered
        tally.latency = LoadTally.Percentiles(latencies)
        return tally
    }
}
