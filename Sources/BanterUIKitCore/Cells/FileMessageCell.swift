import BanterCanvas
import BanterChatSDK
import BanterViews

/// A file message: for images a framed placeholder (or the view
/// `ChannelConfiguration.messageImagePlaceholderBuilder` returns), for other files the
/// file's icon, name, size and type. Main actor only.
@MainActor
open class FileMessageCell: BaseMessageCell {
    /// The file, when the message is one.
    public var fileMessage: FileMessage? { presentation?.message as? FileMessage }

    open override func makeBodyView() -> View? {
        guard let file = fileMessage, file.isImage else { return nil }
        return configuration.messageImagePlaceholderBuilder?(file)
    }

    open override func bodyLines(width: Int) -> [StyledText] {
        guard let file = fileMessage else { return super.bodyLines(width: width) }
        return Self.lines(for: file, width: width, theme: resolvedTheme, icons: icons)
    }

    /// How a file shows at `width`: for an image a framed placeholder, its name and size;
    /// for another file its icon, name, size and type. Shared with the views that show a
    /// file outside a cell (a thread's parent message).
    public static func lines(for file: FileMessage, width: Int, theme: MessageCellTheme, icons: IconSet) -> [StyledText] {
        let name = TextLayout.truncate(file.name.isEmpty ? "file" : file.name, width: max(1, width - 2))
        let detail = TextLayout.truncate(byteCount(file.size) + (file.isImage ? "" : " · " + file.mimeType), width: max(1, width - 2))
        if file.isImage {
            let frameWidth = max(6, min(width, max(TextWidth.of(name) + 2, 18)))
            let glyph = icons.text(icons.image)
            let fill = String(repeating: "░", count: max(0, (frameWidth - TextWidth.of(glyph) - 2) / 2))
            let middle = fill + " " + glyph + " " + fill
            return [StyledText(String(repeating: "░", count: TextWidth.of(middle)), style: theme.imagePlaceholder),
                    StyledText(middle, style: theme.imagePlaceholder),
                    StyledText(String(repeating: "░", count: TextWidth.of(middle)), style: theme.imagePlaceholder),
                    StyledText(name, style: theme.fileName),
                    StyledText(detail, style: theme.fileDetail)]
        }
        return [StyledText([(icons.text(icons.file) + " ", theme.fileDetail), (name, theme.fileName)]),
                StyledText("  " + detail, style: theme.fileDetail)]
    }

    /// A size for people: `512 B`, `12 KB`, `1.5 MB`.
    public static func byteCount(_ bytes: Int) -> String {
        if bytes < 1024 { return "\(max(0, bytes)) B" }
        if bytes < 1024 * 1024 { return "\(bytes / 1024) KB" }
        // Split before multiplying: a size another client claims can be near `Int.max`.
        let megabytes = bytes / (1024 * 1024)
        let tenth = bytes % (1024 * 1024) * 10 / (1024 * 1024)
        return "\(megabytes).\(tenth) MB"
    }
}
