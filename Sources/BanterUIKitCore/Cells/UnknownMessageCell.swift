import BanterCanvas
import BanterViews

/// A message of a kind this version cannot show: a bubble saying so, so the conversation
/// keeps its shape. Main actor only.
@MainActor
open class UnknownMessageCell: BaseMessageCell {
    open override func bodyLines(width: Int) -> [StyledText] {
        [StyledText(TextLayout.truncate(StringSet.current.message.unsupported, width: max(1, width)), style: resolvedTheme.unknownMessage)]
    }
}
