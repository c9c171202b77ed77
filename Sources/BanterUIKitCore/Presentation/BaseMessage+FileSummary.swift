import BanterChatSDK

extension BaseMessage {
    /// A file message's name, or a multiple-files message's first file name and how many
    /// more (`StringSet.message.multipleFilesSummary`); nil for other messages. What
    /// previews, quotes, search snippets and notifications show for a message without text.
    public var fileSummary: String? {
        if let file = self as? FileMessage { return file.name }
        if let files = (self as? MultipleFilesMessage)?.files, let first = files.first {
            return StringSet.current.message.multipleFilesSummary(first.fileName, files.count)
        }
        return nil
    }
}
