import BanterChatSDK

/// The `/sync` side of message changes: edits (`m.replace`), redactions, reactions
/// (`m.annotation`) and thread replies (`m.thread`) become the events the mock sends for the
/// same changes. Like the mock, which tells a change to everyone in the channel, the sender
/// included, a change made by this client is told to it too (a thread reply excepted: its
/// send's reply told it, as for any message).
extension MatrixAccount {
    /// Applies one timeline event if it is a change to messages, appending what to tell;
    /// false leaves the event to `apply` (a new message, a state event). Plain messages are
    /// cached on the way, so their later edits and deletions can be told whole.
    func applyMessageChange(_ event: MatrixRoomEvent, in room: inout MatrixRoom, to events: inout [ServerEvent]) -> Bool {
        switch event.type {
        case "m.reaction":
            applyReaction(event, in: &room, to: &events)
        case "m.room.redaction":
            applyRedaction(event, in: &room, to: &events)
        case "m.room.message" where event.content.relatesTo?.relType == "m.replace":
            applyEdit(event, in: &room, to: &events)
        case "m.room.message" where event.content.relatesTo?.relType == "m.thread":
            applyThreadReply(event, in: &room, to: &events)
        case "m.room.message":
            _ = room.map(event)
            return false
        default:
            return false
        }
        return true
    }

    /// A reaction on a message this client has an id for is `.reactionUpdated` (add).
    private func applyReaction(_ event: MatrixRoomEvent, in room: inout MatrixRoom, to events: inout [ServerEvent]) {
        guard let reaction = MatrixMessageMapping.reaction(from: event) else { return }
        let annotation = MatrixRelations.Annotation(
            reactionEventId: event.eventId, targetEventId: reaction.messageEventId, key: reaction.key,
            userId: reaction.userId, at: event.originServerTimestamp)
        guard room.relations.add(annotation) != nil, let messageId = room.ids.knownId(for: reaction.messageEventId) else { return }
        events.append(.reactionUpdated(room.channelPayload(for: userId), ReactionEvent(
            messageId: messageId, key: reaction.key, userId: reaction.userId, operation: .add,
            updatedAt: event.originServerTimestamp)))
    }

    /// A redacted reaction is `.reactionUpdated` (delete); a redacted message `.messageDeleted`,
    /// and for a thread reply its root's summary follows.
    private func applyRedaction(_ event: MatrixRoomEvent, in room: inout MatrixRoom, to events: inout [ServerEvent]) {
        guard let target = event.redacts ?? event.content.redacts else { return }
        if let annotation = room.relations.removeAnnotation(target) {
            guard let messageId = room.ids.knownId(for: annotation.targetEventId) else { return }
            events.append(.reactionUpdated(room.channelPayload(for: userId), ReactionEvent(
                messageId: messageId, key: annotation.key, userId: annotation.userId, operation: .delete,
                updatedAt: event.originServerTimestamp)))
            return
        }
        guard let messageId = room.ids.knownId(for: target) else { return }
        let removed = room.relations.forgetMessage(target)
        if room.lastMessage?.record.messageId == messageId {
            room.lastMessage = room.relations.newestChannelMessage()
        }
        events.append(.messageDeleted(room.channelPayload(for: userId), messageId: messageId))
        if let root = removed?.threadRootEventId ?? room.relations.threadRoots[target] {
            followUps.append(.threadInfo(roomId: room.roomId, rootEventId: root, at: event.originServerTimestamp))
        }
    }

    /// An edit of a cached message by its own sender is `.messageUpdated` with the new content
    /// at once; an edit of a message known only by id is read back (`MatrixFollowUp.edit`).
    private func applyEdit(_ event: MatrixRoomEvent, in room: inout MatrixRoom, to events: inout [ServerEvent]) {
        guard let target = event.content.relatesTo?.eventId, let newContent = event.content.newContent else { return }
        guard let cached = room.relations.message(target) else {
            if room.ids.knownId(for: target) != nil { followUps.append(.edit(roomId: room.roomId, targetEventId: target)) }
            return
        }
        // Matrix lets anyone send an m.replace; only the sender's own edits count, as clients agree.
        guard cached.record.senderId == event.sender, event.originServerTimestamp >= cached.record.updatedAt else { return }
        let edited = MatrixMessageMapping.applying(newContent, at: event.originServerTimestamp, to: cached)
        room.relations.remember(edited, eventId: target)
        if room.lastMessage?.record.messageId == edited.record.messageId { room.lastMessage = edited }
        events.append(.messageUpdated(room.channelPayload(for: userId), room.payload(edited)))
        // Mentioned by the edit for the first time: told as a new mention, as the mock tells it.
        if event.sender != userId, edited.extras.mentionedUserIds.contains(userId), !cached.extras.mentionedUserIds.contains(userId) {
            events.append(.mentioned(room.channelPayload(for: userId), room.payload(edited)))
        }
    }

    /// Another sender's reply is `.messageReceived` with its parent set, then the root's
    /// summary follows; a reply to a root this client never met waits for the root's id.
    private func applyThreadReply(_ event: MatrixRoomEvent, in room: inout MatrixRoom, to events: inout [ServerEvent]) {
        guard let reply = room.map(event), let root = reply.threadRootEventId else { return }
        let notify = event.unsigned?.transactionId == nil
        guard reply.record.parentMessageId != nil else {
            followUps.append(.threadReply(roomId: room.roomId, reply: reply, rootEventId: root, notify: notify, at: event.originServerTimestamp))
            return
        }
        if notify { events.append(.messageReceived(room.channelPayload(for: userId), room.payload(reply))) }
        followUps.append(.threadInfo(roomId: room.roomId, rootEventId: root, at: event.originServerTimestamp))
    }
}
