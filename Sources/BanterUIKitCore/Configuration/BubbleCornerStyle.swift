import BanterCanvas

/// The corners of message bubbles: rounded (╭╮) or square (┌┐).
public enum BubbleCornerStyle: String, Sendable, CaseIterable {
    case rounded
    case square

    /// The border the bubbles are drawn with.
    public var borderStyle: BorderStyle {
        self == .rounded ? .rounded : .single
    }
}
