import BanterChatSDK

/// Link previews on Matrix: a user message from `/sync` (another's or this client's own)
/// whose text holds an http(s) address gets the homeserver's Open Graph data for it
/// (`GET /_matrix/client/v1/media/preview_url`, authenticated media), and the client hears
/// the message updated with `ogMetaData`, as the mock tells it. The homeserver fetches the
/// page, so what it may reach is its own setting (`url_preview_ip_range_blacklist`).
///
/// Each address is fetched once per account (`MatrixLinkPreviews`). No fetch for a blocked
/// (ignored) sender's message; a refused or failed fetch, an answer without Open Graph data,
/// or a message edited or deleted meanwhile leave the message as it is.
extension MatrixSession {
    /// Looks at the new messages of a `/sync` answer already applied to the account.
    func previewLinks(in response: MatrixSyncResponse) {
        for (roomId, joined) in response.rooms?.join ?? [:] {
            for item in joined.timeline?.events ?? [] where item.state == nil && item.event.type == "m.room.message" {
                previewLink(of: item.event.eventId, in: roomId)
            }
        }
    }

    /// Starts (or joins) the preview of the cached message `eventId`'s first link.
    func previewLink(of eventId: String, in roomId: String) {
        guard let message = account.rooms[roomId]?.relations.message(eventId), let link = Self.previewableLink(of: message),
              !account.ignoredUserIds.contains(message.record.senderId ?? "") else { return }
        switch account.linkPreviews.lookUp(link, for: .init(roomId: roomId, eventId: eventId)) {
        case .known(let preview):
            attach(preview, link: link, to: eventId, in: roomId)
        case .none, .wait(shouldFetch: false):
            break
        case .wait(shouldFetch: true):
            fetchPreview(of: link)
        }
    }

    private static func previewableLink(of message: MatrixMessageMapping.Message) -> String? {
        guard message.record.kind == .user, message.extras.ogMetaData == nil else { return nil }
        return OGMetaData.firstLink(in: message.record.text)
    }

    private func fetchPreview(of link: String) {
        http.send(api: "client/v1", "GET", ["media", "preview_url"], query: ["url": link], refusal: refusal(.other(url: ""))) {
            [self] (result: Result<MatrixJSON, ChatError>) in
            let preview = (try? result.get()).flatMap { MatrixLinkPreviews.metaData(from: $0, link: link) }
            let waiters = account.linkPreviews.finish(link, with: preview, remember: (try? result.get()) != nil)
            guard let preview else { return }
            for waiter in waiters { attach(preview, link: link, to: waiter.eventId, in: waiter.roomId) }
        }
    }

    /// Stores `preview` on the message and tells it updated, unless the session closed, the
    /// message is gone from the cache (deleted), its first link changed (edited), or its
    /// sender was blocked meanwhile.
    private func attach(_ preview: OGMetaData, link: String, to eventId: String, in roomId: String) {
        guard isOpen, var room = account.rooms[roomId], var message = room.relations.message(eventId),
              message.record.kind == .user, OGMetaData.firstLink(in: message.record.text) == link,
              !account.ignoredUserIds.contains(message.record.senderId ?? "") else { return }
        message.extras.ogMetaData = preview
        room.relations.remember(message, eventId: eventId)
        room.relations.setPreview(preview, link: link, of: eventId)
        if room.lastMessage?.record.messageId == message.record.messageId { room.lastMessage = message }
        account.rooms[roomId] = room
        let event = ServerEvent.messageUpdated(room.channelPayload(for: userId), room.payload(message))
        noteLiveChanges([event])
        listener?.receive(event)
    }
}
