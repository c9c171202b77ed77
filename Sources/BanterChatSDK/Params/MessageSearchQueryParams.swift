/// What a message search looks for: a keyword, optionally one channel and a time range, in
/// order of relevance or of time.
public struct MessageSearchQueryParams: Sendable {
    /// How results are ordered.
    public enum Order: String, Sendable {
        /// Most relevant first (more and rarer matching words), newest first among equals.
        case score
        /// By time: newest first, or oldest first with `reverse`.
        case timestamp
    }

    /// The words to find; every word must match, and the last also as a prefix unless `exactMatch`.
    public var keyword: String
    /// Search only this channel; nil searches every channel the user belongs to.
    public var channelURL: String?
    /// Results a page, 1...100.
    public var limit = 20
    public var order: Order = .score
    /// Oldest first, for timestamp order.
    public var reverse = false
    /// Whole words only: "hel" does not find "hello".
    public var exactMatch = false
    /// Only messages created at or after this time (milliseconds since 1970).
    public var messageTimestampFrom: Int64?
    /// Only messages created before this time.
    public var messageTimestampTo: Int64?

    public init(keyword: String) {
        self.keyword = keyword
    }
}
