import BanterChatSDK

/// Turns the message events of a room's timeline into Banter's message records.
///
/// - `m.text` and `m.emote` are user messages; `m.notice` is an admin message (the backend
///   posts those from a service user); `m.file`, `m.image`, `m.video` and `m.audio` are file
///   messages, with the file's `mxc://` URL. A file event with `banter.group` is part of a
///   multiple-files message: the first (index 0) is the message, listing every file; the
///   others map to nothing, but only those `MatrixMessageIds` vouches for (same sender and
///   room, the first event met, agreeing on count, index and file): any other shows as the
///   plain file it is (`MatrixSession+FileGroups.swift`).
/// - An edit (`m.replace`) is no message of its own: the edited message carries the latest
///   edit's text, and its time as `updatedAt`, from the relations the homeserver bundles.
/// - A thread reply (`m.thread`) names its root; the root's thread summary gives the reply
///   count and the time of the last reply.
/// - A plain reply (`m.in_reply_to` without a thread, as every Matrix client sends one) is a
///   reply shown in the channel with its quote: its parent is the event it answers and it is
///   `isReplyToChannel`, as a quoted reply or a thread reply also sent to the channel is on
///   the mock (Banter sends those the same way).
/// - The sender's transaction id is the message's request id, so a resend after a lost
///   acknowledgement is recognised (the homeserver deduplicates by transaction id).
/// - Rich text (`formatted_body` in `org.matrix.custom.html`) is read as Markdown
///   (`MatrixFormattedBody`), so it shows formatted; otherwise `body` is the text.
/// - Redacted messages (no `msgtype` left) and events of other types map to nothing.
enum MatrixMessageMapping {
    /// A mapped message, and the event id of its thread root when it is a reply.
    struct Message: Sendable, Codable {
        var record: MessageRecord
        var extras: MessageExtras
        /// The root's Banter id is known only once the root was seen (`ids` needs its
        /// timestamp); until then `record.parentMessageId` is nil and the backend loads it.
        var threadRootEventId: String?
        /// The event a plain reply (`m.in_reply_to`, no thread) answers; its id, likewise,
        /// only once that event was seen.
        var replyToEventId: String? = nil

        /// The event this message replies to, in a thread or in the channel.
        var parentEventId: String? { threadRootEventId ?? replyToEventId }
    }

    /// An end-to-end encrypted event: Banter cannot read it, so it is a message without text
    /// marked encrypted (`MessageExtras.encryptionAlgorithm`), which the kit shows as such,
    /// rather than a hole in the conversation.
    static let encryptedType = "m.room.encrypted"
    /// The state that makes a room end-to-end encrypted.
    static let encryptionStateType = "m.room.encryption"

    static func message(from event: MatrixRoomEvent, ids: inout MatrixMessageIds) -> Message? {
        let content = event.content
        let isEncrypted = event.type == encryptedType
        // A redacted encrypted event has no algorithm left, as a redacted message has no msgtype.
        guard event.type == "m.room.message" || (isEncrypted && content.algorithm != nil),
              let msgtype = isEncrypted ? "" : content.msgtype,
              content.relatesTo?.relType != "m.replace" else { return nil }
        var text = MatrixFormattedBody.text(body: content.body, format: content.format, formattedBody: content.formattedBody)
        let messageId = ids.id(for: event.eventId, originServerTimestamp: event.originServerTimestamp)
        // The time the id was made from: an event id met again with another time keeps its first.
        let createdAt = ids.time(of: event.eventId) ?? event.originServerTimestamp
        let updatedAt = createdAt
        var extras = MessageExtras(
            customType: content.customType, data: content.data, mentionedUserIds: content.mentions?.userIds ?? [])
        if isEncrypted {
            extras.encryptionAlgorithm = content.algorithm
            text = ""
        }
        let kind: MessageRecord.Kind
        switch msgtype {
        case "m.notice":
            kind = .admin
        case "m.file", "m.image", "m.video", "m.audio":
            kind = .file
            let file = MessageExtras.FileInfo(
                name: content.filename ?? content.body ?? "", size: content.info?.size ?? 0,
                mimeType: content.info?.mimetype ?? "application/octet-stream", url: content.url ?? "")
            switch fileGroupPlace(of: event, file: file, ids: &ids) {
            case .folded: return nil
            case .first(let files): extras.files = files
            case .alone: extras.file = file
            }
            text = ""
        default:
            kind = .user
        }
        if let thread = event.unsigned?.relations?.thread {
            extras.replyCount = thread.count
            extras.lastRepliedAt = thread.latestEvent?.originServerTimestamp ?? 0
        }
        let root = content.relatesTo?.relType == "m.thread" ? content.relatesTo?.eventId : nil
        let replyTo = content.relatesTo?.plainReplyTarget
        if replyTo != nil { extras.isReplyToChannel = true }
        let record = MessageRecord(
            messageId: messageId, kind: kind, senderId: event.sender, text: text,
            createdAt: createdAt, updatedAt: updatedAt,
            requestId: event.unsigned?.transactionId,
            parentMessageId: (root ?? replyTo).flatMap { ids.knownId(for: $0) })
        let message = Message(record: record, extras: extras, threadRootEventId: root, replyToEventId: replyTo)
        guard let edit = event.unsigned?.relations?.replace, let newContent = edit.content.newContent else { return message }
        return applying(newContent, at: edit.originServerTimestamp, to: message)
    }

    /// Where a file event stands: part of a multiple-files message shown at its first event
    /// (`folded`), that first event with every file (`first`), or a file of its own.
    private enum FileGroupPlace {
        case folded
        case first([MessageExtras.FileInfo])
        case alone
    }

    /// A multiple-files message only where `ids` vouches for the group (`banter.group` is
    /// anyone's to write); anything else is the plain file it is.
    private static func fileGroupPlace(
        of event: MatrixRoomEvent, file: MessageExtras.FileInfo, ids: inout MatrixMessageIds
    ) -> FileGroupPlace {
        guard let group = event.content.fileGroup, let groupId = group.id, let index = group.index else { return .alone }
        if index > 0 {
            let folds = ids.foldsIntoFileGroup(
                groupId, sender: event.sender, eventId: event.eventId, index: index, count: group.count, url: file.url)
            return folds ? .folded : .alone
        }
        guard index == 0, let files = group.files else { return .alone }
        let listed = files.map {
            MessageExtras.FileInfo(name: $0.name ?? "", size: $0.size ?? 0,
                                   mimeType: $0.mimetype ?? "application/octet-stream", url: $0.url ?? "")
        }
        let leads = ids.admitFileGroupLeader(
            groupId, sender: event.sender, eventId: event.eventId, count: group.count, urls: listed.map(\.url), ownURL: file.url)
        return leads ? .first(listed) : .alone
    }

    /// A reaction event (`m.annotation`): which message, which key, from whom.
    static func reaction(from event: MatrixRoomEvent) -> (messageEventId: String, key: String, userId: String)? {
        guard event.type == "m.reaction", let relation = event.content.relatesTo, relation.relType == "m.annotation",
              let target = relation.eventId, let key = relation.key else { return nil }
        return (target, key, event.sender)
    }
}
