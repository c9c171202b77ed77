import BanterCanvas
import BanterViews

/// An end-to-end encrypted message, which Banter cannot decrypt (Matrix's `m.room.encrypted`):
/// a bubble saying so (`StringSet.Message.encrypted`), so the conversation has no holes.
/// Replace it through the list component's `encryptedMessageCellType`. Main actor only.
@MainActor
open class EncryptedMessageCell: BaseMessageCell {
    open override func bodyLines(width: Int) -> [StyledText] {
        TextLayout.wrap(StringSet.current.message.encrypted, width: max(1, width)).map {
            StyledText($0, style: resolvedTheme.unknownMessage)
        }
    }
}
