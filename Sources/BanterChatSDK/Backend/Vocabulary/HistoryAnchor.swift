/// Where a history read starts.
enum HistoryAnchor {
    case timestamp(Int64)
    case messageId(Int64)
}
