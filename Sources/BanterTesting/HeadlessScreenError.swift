import BanterCanvas

/// Why a `HeadlessScreen` helper could not do what a test asked: the view, text or menu item
/// is not on the screen. Thrown, never trapped, so a test fails with the reason and goes on.
public enum HeadlessScreenError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The view is not in this screen's window (never added, removed, or on another screen).
    case viewNotInWindow
    /// The view is in the window but no cell of the screen sends a click to it or to a view
    /// inside it: hidden, outside the screen, zero-sized, covered by another view or an
    /// alert, or not taking clicks (`isUserInteractionEnabled` off).
    case viewNotClickable
    /// No row of the screen shows the text.
    case textNotShown(String)
    /// The point is outside the screen, whose size is given.
    case pointOutsideScreen(Point, Size)
    /// No menu or alert is shown.
    case noMenuShown
    /// The shown menu has no item with this title; its titles are given.
    case noMenuItem(String, titles: [String])

    /// What went wrong, in a sentence.
    public var description: String {
        switch self {
        case .viewNotInWindow:
            "the view is not on this screen"
        case .viewNotClickable:
            "the view is on this screen but a click reaches it nowhere (hidden, off screen, covered or not taking clicks)"
        case .textNotShown(let text):
            "the screen does not show \"\(text)\" on any row"
        case .pointOutsideScreen(let point, let size):
            "\(point) is outside the \(size) screen"
        case .noMenuShown:
            "no menu or alert is shown"
        case .noMenuItem(let title, let titles):
            "the shown menu has no item \"\(title)\"; it has \(titles.map { "\"\($0)\"" }.joined(separator: ", "))"
        }
    }
}
