/// What opening a durable store found on disk: the last snapshot and the mutations acknowledged
/// since, which applied in order to the snapshot (or to the empty state) rebuild the state.
struct StoreLoadResult<Header: Codable, Record: Codable & Sendable, Mutation: Codable & Sendable> {
    /// The last compacted state, or nil if the store was never compacted.
    var snapshot: StoreSnapshot<Header, Record>?
    /// The mutations appended since the snapshot, oldest first.
    var mutations: [Mutation]
    /// What opening repaired, for logs: each names the file (today only a dropped, never
    /// acknowledged, cut-short last journal line).
    var warnings: [String]
}
