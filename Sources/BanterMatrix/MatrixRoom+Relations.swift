import BanterChatSDK

/// A room's messages with what their relations add: the reactions seen on them, the thread
/// root's id once known, and the root quoted in a reply's payload, as the mock's payloads have.
extension MatrixRoom {
    /// `message` with its reactions and, for a reply whose root got an id since it was
    /// mapped, its parent id.
    func withRelations(_ message: MatrixMessageMapping.Message) -> MatrixMessageMapping.Message {
        var message = message
        if message.record.parentMessageId == nil, let parent = message.parentEventId {
            message.record.parentMessageId = ids.knownId(for: parent)
        }
        guard let eventId = ids.eventId(for: message.record.messageId) else { return message }
        let reactions = relations.reactions(on: eventId)
        message.extras.reactions = reactions.byKey
        message.extras.reactionsUpdatedAt = reactions.byKey.isEmpty ? 0 : reactions.updatedAt
        // An edit that changed the first link drops the old address's preview.
        if message.extras.ogMetaData == nil, let preview = relations.preview(of: eventId),
           OGMetaData.firstLink(in: message.record.text) == preview.link {
            message.extras.ogMetaData = preview.metaData
        }
        return message
    }

    /// The quoted root of a thread reply, or the message a plain reply answers, when this
    /// client has it cached.
    func parentPayload(of message: MatrixMessageMapping.Message) -> MessagePayload.ParentPayload? {
        guard let root = message.parentEventId, let parent = relations.message(root) else { return nil }
        let decorated = withRelations(parent)
        return .init(
            record: decorated.record, extras: decorated.extras.isEmpty ? nil : decorated.extras,
            sender: decorated.record.senderId.map(userRecord))
    }

    /// Maps a timeline message, gives it its id and caches it: every path that meets a
    /// message (sync, history, read-backs) goes through here, so later edits and deletions
    /// of it can be told as whole messages.
    mutating func map(_ event: MatrixRoomEvent) -> MatrixMessageMapping.Message? {
        guard let message = MatrixMessageMapping.message(from: event, ids: &ids) else { return nil }
        relations.remember(message, eventId: event.eventId)
        return message
    }
}

extension MatrixRoom {
    /// Takes in what a history or thread page (in timeline order) says about relations:
    /// reactions, redactions of reactions, and the messages, cached. It tells nothing: a
    /// page is history. Every history loader calls it, so loaded messages carry their reactions.
    mutating func absorb(_ events: [MatrixRoomEvent]) {
        for event in events {
            switch event.type {
            case "m.reaction":
                guard let reaction = MatrixMessageMapping.reaction(from: event) else { continue }
                _ = relations.add(.init(
                    reactionEventId: event.eventId, targetEventId: reaction.messageEventId, key: reaction.key,
                    userId: reaction.userId, at: event.originServerTimestamp))
            case "m.room.redaction":
                if let target = event.redacts ?? event.content.redacts { _ = relations.removeAnnotation(target) }
            case "m.room.message", MatrixMessageMapping.encryptedType:
                _ = map(event)
            default:
                continue
            }
        }
    }
}
