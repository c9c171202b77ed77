/// One page of search results: the documents of the requested slice of the ordered matches,
/// and how many matches there are in all, so a query knows whether another page exists.
struct MessageSearchPage: Sendable, Equatable {
    /// The matching documents of the page, in the requested order.
    var documents: [UInt32]
    /// The number of matching documents after every filter, independent of offset and limit.
    var totalCount: Int

    /// No documents and no matches.
    static let empty = MessageSearchPage(documents: [], totalCount: 0)
}
