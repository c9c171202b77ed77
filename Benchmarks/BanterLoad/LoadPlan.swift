/// Who is in which room and who sends what when, from the command line's figures alone,
/// so a run is the same every time for the same options.
///
/// The clients are split into `rooms` consecutive blocks, one per room (10 each for the
/// defaults); every even-numbered room also takes the first client of the next block, so
/// some clients sit in two rooms. Each client sends `rate` messages a second for
/// `seconds`, taking its rooms in turn, its first send offset by its index so the sends
/// spread evenly over each second.
struct LoadPlan: Sendable, Equatable {
    /// One message to send.
    struct Send: Sendable, Equatable {
        let at: Duration
        let client: Int
        let room: Int
        /// The client's n-th send.
        let number: Int
    }

    let clients: Int
    /// Member client indexes, by room index, in ascending order.
    let members: [[Int]]
    /// Every send, in time order.
    let sends: [Send]

    init(clients: Int, rooms: Int, rate: Double, seconds: Double) {
        self.clients = clients
        var members: [[Int]] = (0..<rooms).map { room in Array(room * clients / rooms..<(room + 1) * clients / rooms) }
        if rooms > 1 {
            for room in stride(from: 0, to: rooms, by: 2) {
                let next = members[(room + 1) % rooms][0]
                if !members[room].contains(next) { members[room] = (members[room] + [next]).sorted() }
            }
        }
        self.members = members
        var roomsOf: [[Int]] = Array(repeating: [], count: clients)
        for (room, list) in members.enumerated() {
            for client in list { roomsOf[client].append(room) }
        }
        var sends: [Send] = []
        let perClient = rate > 0 ? Int((seconds * rate).rounded(.down)) : 0
        for client in 0..<clients where !roomsOf[client].isEmpty {
            for number in 0..<perClient {
                let at = (Double(number) + Double(client) / Double(clients)) / rate
                guard at < seconds else { break }
                sends.append(Send(at: .milliseconds(Int64((at * 1000).rounded())), client: client,
                                  room: roomsOf[client][number % roomsOf[client].count], number: number))
            }
        }
        self.sends = sends.sorted { ($0.at, $0.client) < ($1.at, $1.client) }
    }

    /// The rooms `client` is a member of.
    func rooms(of client: Int) -> [Int] {
        members.indices.filter { members[$0].contains(client) }
    }
}
