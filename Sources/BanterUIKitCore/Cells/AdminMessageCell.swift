import BanterCanvas
import BanterViews

/// A system (admin) message: centred, wrapped, in the system style, with no bubble.
/// Main actor only.
@MainActor
open class AdminMessageCell: BaseMessageCell {
    open override var drawsBubble: Bool { false }
}
