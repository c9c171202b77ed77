import BanterCanvas
import BanterChatSDK
import BanterViews

/// A message carrying several files (the reference kit's `MultipleFilesMessageCell`): a
/// line with how many files and their total size, then each file's icon and name, and its
/// size and type; while the message is pending, the files not uploaded yet say so. Each
/// file's address can be copied from the message's menu (`createMessageMenuItems`).
/// Replaceable through the modules' `multipleFilesMessageCell` metatypes. Main actor only.
@MainActor
open class MultipleFilesMessageCell: BaseMessageCell {
    /// The message, when it carries several files.
    public var multipleFilesMessage: MultipleFilesMessage? { presentation?.message as? MultipleFilesMessage }

    open override func bodyLines(width: Int) -> [StyledText] {
        guard let message = multipleFilesMessage else { return super.bodyLines(width: width) }
        return Self.lines(for: message, width: width, theme: resolvedTheme, icons: icons)
    }

    /// How the files show at `width`. Shared with the views that show a message outside a
    /// cell (a thread's parent message).
    public static func lines(for message: MultipleFilesMessage, width: Int, theme: MessageCellTheme, icons: IconSet) -> [StyledText] {
        let strings = StringSet.current.message
        let inner = max(1, width - 2)
        var lines = [StyledText(TextLayout.truncate(strings.multipleFilesHeader(message.files.count, FileMessageCell.byteCount(message.totalSize)),
                                                    width: inner), style: theme.fileDetail)]
        for file in message.files {
            let glyph = icons.text(file.isImage ? icons.image : icons.file) + " "
            let name = TextLayout.truncate(file.fileName.isEmpty ? "file" : file.fileName, width: max(1, inner - TextWidth.of(glyph)))
            var detail = FileMessageCell.byteCount(file.fileSize) + " · " + file.mimeType
            if !file.isUploaded {
                switch message.sendingStatus {
                case .pending: detail += " · " + strings.fileUploading
                case .failed, .canceled: detail += " · " + strings.fileNotUploaded
                default: break
                }
            }
            lines.append(StyledText([(glyph, theme.fileDetail), (name, theme.fileName)]))
            lines.append(StyledText(TextLayout.truncate("  " + detail, width: inner), style: theme.fileDetail))
        }
        return lines
    }
}
