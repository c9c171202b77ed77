/// Where a group's single timestamp goes when timestamps are collapsed.
public enum TimestampPositionAnchor: Sendable, Equatable {
    case top
    case bottom
}
