import BanterChatSDK

/// What a message shows as: text, a centred system notice (admin
/// messages), an image placeholder (files with an image MIME type), a file, several files
/// (a `MultipleFilesMessage`), something an
/// app renders itself, an end-to-end encrypted message Banter cannot read, or a kind this
/// version does not know.
@MainActor
public enum MessageKind {
    case text
    case system
    case image
    case file
    case multipleFiles
    case custom(CustomItem)
    case encrypted
    case unknown

    /// The kind of `message` under `configuration`: custom when its custom type has a
    /// renderer or is one of the `customMessageTypes` the list's custom cell draws itself.
    public static func of(_ message: BaseMessage, configuration: ChannelConfiguration) -> MessageKind {
        if message.isEncrypted { return .encrypted }
        if let type = message.customType, configuration.customRenderers[type] != nil || configuration.customMessageTypes.contains(type) {
            return .custom(CustomItem(customType: type, message: message))
        }
        switch message {
        case is AdminMessage: return .system
        case is MultipleFilesMessage: return .multipleFiles
        case let file as FileMessage: return file.isImage ? .image : .file
        case is UserMessage: return .text
        default: return .unknown
        }
    }
}
