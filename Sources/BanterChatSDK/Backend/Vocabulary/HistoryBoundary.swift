/// Where a collection's history read starts: after or before a message it holds (which
/// may since have been deleted), or, holding none, its starting point in time.
package enum HistoryBoundary: Sendable {
    case message(Int64)
    case time(Int64)
}
