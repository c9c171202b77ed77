/// Horizontal or vertical: a stack's direction, the axis a priority applies to.
public enum Axis: Sendable {
    case horizontal, vertical
}
