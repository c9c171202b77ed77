/// One page of message search results, best first, and how many match in all.
struct SearchResult {
    var messages: [MessagePayload]
    var totalCount: Int
}
