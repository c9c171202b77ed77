import BanterCanvas
import BanterViews

/// A text message in a bubble: the base cell's default body, the text wrapped by display
/// width so CJK and emoji keep their two columns. Main actor only.
@MainActor
open class UserMessageCell: BaseMessageCell {}
