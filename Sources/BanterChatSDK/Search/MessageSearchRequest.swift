/// One search of the message index: what to look for, where, and which page of the ordered
/// matches to return. The SDK's `MessageSearchQuery` builds one per page it loads.
struct MessageSearchRequest: Sendable, Equatable {
    /// The order of the results.
    enum Order: Sendable, Equatable {
        /// Most relevant first (see `SearchRelevance`), ties newest first; `reverse` does not apply.
        case score
        /// By timestamp, then document number: newest first, or oldest first with `reverse`.
        case timestamp
    }

    /// The words to find, tokenised like message text; every token must match. An empty or
    /// separator-only keyword matches nothing.
    var keyword: String
    /// The channels to search, or nil for all of them.
    var channels: Set<UInt32>?
    /// The earliest timestamp included, if any.
    var timestampFrom: Int64?
    /// The first timestamp excluded, if any.
    var timestampTo: Int64?
    /// The order of `MessageSearchPage.documents`.
    var order: Order
    /// Oldest first instead of newest first, in timestamp order.
    var reverse: Bool
    /// Whole tokens only; otherwise the last token also matches as a prefix ("hel" finds "hello").
    var exactMatch: Bool
    /// How many of the ordered matches to skip; negative counts as 0.
    var offset: Int
    /// The most documents to return; 0 or less returns none but still counts the matches.
    var limit: Int

    /// A request with the SDK's defaults: all channels, all time, by score, prefix on the last token, first 20.
    init(
        keyword: String,
        channels: Set<UInt32>? = nil,
        timestampFrom: Int64? = nil,
        timestampTo: Int64? = nil,
        order: Order = .score,
        reverse: Bool = false,
        exactMatch: Bool = false,
        offset: Int = 0,
        limit: Int = 20
    ) {
        self.keyword = keyword
        self.channels = channels
        self.timestampFrom = timestampFrom
        self.timestampTo = timestampTo
        self.order = order
        self.reverse = reverse
        self.exactMatch = exactMatch
        self.offset = offset
        self.limit = limit
    }
}
