/// The app's clipboard, as `UIPasteboard.general` is in UIKit. Setting `string` also sends
/// the text to the terminal's clipboard with the next frame (`TerminalFrame.clipboard`), so
/// a copied message can be pasted in any other program. Main actor only.
@MainActor
public final class Pasteboard {
    /// The one clipboard of the app.
    public static let general = Pasteboard()

    /// The text copied last, if any.
    public var string: String? {
        didSet { unsent = string }
    }

    /// Copied text the terminal has not been given yet.
    private var unsent: String?

    /// A separate clipboard, for tests.
    public init() {}

    /// The text copied since the last call, once: a window puts it in the frame it renders.
    public func takeUnsent() -> String? {
        defer { unsent = nil }
        return unsent
    }
}
