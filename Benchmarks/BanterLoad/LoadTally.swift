/// The figures of a load run (`LoadLedger.tally(serverOrder:)`): counts of messages and
/// deliveries, and delivery latency. A run passes when every count of a problem is zero.
struct LoadTally: Sendable, Equatable {
    /// Nearest-rank percentiles of a set of durations; zero when there are none.
    struct Percentiles: Sendable, Equatable {
        var p50: Duration = .zero
        var p99: Duration = .zero
        var max: Duration = .zero

        init() {}

        init(_ samples: [Duration]) {
            let sorted = samples.sorted()
            guard let last = sorted.last else { return }
            func rank(_ fraction: Double) -> Duration {
                let index = Int((fraction * Double(sorted.count)).rounded(.up)) - 1
                return sorted[Swift.max(0, Swift.min(sorted.count - 1, index))]
            }
            p50 = rank(0.50)
            p99 = rank(0.99)
            max = last
        }
    }

    /// Messages sent.
    var sent = 0
    /// Sends whose completion answered success exactly once.
    var acknowledged = 0
    /// Sends with no completion.
    var unacknowledged = 0
    /// Sends whose completion answered success more than once.
    var acknowledgedTwice = 0
    /// Sends that answered an error at least once.
    var failed = 0
    /// Sent messages the homeserver's history does not hold.
    var notStored = 0
    /// Extra copies of a message in the homeserver's history.
    var storedTwice = 0
    /// (client, message) pairs that arrived, each counted once.
    var delivered = 0
    /// (client, message) pairs that should have arrived and did not.
    var lost = 0
    /// Arrivals of a message at a client that already had it.
    var duplicated = 0
    /// Arrivals earlier than a message the homeserver orders before them.
    var outOfOrder = 0
    /// Arrivals of the sender's own message, of an unknown message, or in a room the
    /// client is not in.
    var unexpected = 0
    /// From the send call to each first arrival.
    var latency = Percentiles()

    /// The counts that must all be zero, by name, in the order they print.
    var problems: [(name: String, count: Int)] {
        [("lost", lost), ("duplicated", duplicated), ("out of order", outOfOrder), ("unacknowledged", unacknowledged),
         ("acknowledged twice", acknowledgedTwice), ("failed", failed), ("not stored", notStored),
         ("stored twice", storedTwice), ("unexpected", unexpected)]
    }

    var passed: Bool { problems.allSatisfy { $0.count == 0 } && sent > 0 }
}
