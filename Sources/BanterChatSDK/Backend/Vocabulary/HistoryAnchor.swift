/// Where a history read starts.
package enum HistoryAnchor {
    case timestamp(Int64)
    case messageId(Int64)
}
