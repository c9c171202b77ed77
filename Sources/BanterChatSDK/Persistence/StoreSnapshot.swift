/// A compacted state as the durable store keeps it: one small `header` value (counters,
/// settings) and the bulk of the state as `records`, which are stored one per line so a large
/// snapshot loads fast.
struct StoreSnapshot<Header: Codable, Record: Codable> {
    /// The state that is not a record.
    var header: Header
    /// The records, in the order they were passed to `compact`.
    var records: [Record]

    init(header: Header, records: [Record]) {
        self.header = header
        self.records = records
    }
}

extension StoreSnapshot: Equatable where Header: Equatable, Record: Equatable {}
