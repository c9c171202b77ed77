import BanterChatSDK

/// Folding an edit into the message it replaces.
extension MatrixMessageMapping {
    /// `message` as edited by `newContent` at `time`: a text message takes the new text; any
    /// message the new custom type, data and mentions the edit carries (Banter's edits send
    /// them all, so a missing one is no change; an `m.mentions` without `user_ids` mentions
    /// no one). The original's time stays `createdAt`.
    static func applying(_ newContent: MatrixRoomEvent.NewContent, at time: Int64, to message: Message) -> Message {
        var message = message
        if message.record.kind != .file, newContent.body != nil || newContent.formattedBody != nil {
            message.record.text = MatrixFormattedBody.text(body: newContent.body, format: newContent.format, formattedBody: newContent.formattedBody)
        }
        if let customType = newContent.customType { message.extras.customType = customType }
        if let data = newContent.data { message.extras.data = data }
        if let mentions = newContent.mentions { message.extras.mentionedUserIds = mentions.userIds ?? [] }
        message.record.updatedAt = max(message.record.updatedAt, time)
        return message
    }
}
