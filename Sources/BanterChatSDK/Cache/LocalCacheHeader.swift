/// The first line of the cache's channel file: whose cache it is and what is known about
/// the account as a whole.
struct LocalCacheHeader: Codable, Equatable, Sendable {
    /// The account's user id; a cache found under another user's folder is discarded.
    var userId: String
    /// The user's own profile as last seen, so a start before the connection has a user.
    var user: UserRecord?
    /// Where the backend's event stream resumes (the Matrix `/sync` `next_batch`); nil for a
    /// backend that has none.
    var syncToken: String?
    /// Use counter per channel URL, larger is more recent: eviction drops the smallest first.
    var lastUse: [String: Int]
    /// The last value handed out to `lastUse`.
    var useClock: Int
}
