import BanterChatSDK

/// Deleting a message: a redaction (`PUT /rooms/{id}/redact/{eventId}/{txnId}`).
extension MatrixSession {
    /// The homeserver decides as the mock does: a member redacts their own messages; others'
    /// need the `redact` power level (50, an operator's). Its `M_FORBIDDEN` is 400108 and
    /// `M_NOT_FOUND` 900300. Every member's client, this one too, hears `.messageDeleted`
    /// from `/sync`. The request id is the transaction id, so a retried redaction is stored once.
    ///
    /// A multiple-files message is several events: the first is redacted as any message,
    /// then the others this client has met (best effort: the message is deleted for Banter
    /// once the first is gone; another client may still show a file it could not redact).
    func deleteMessage(url: String, messageId: Int64, requestId: String, reply: @escaping BackendReply<Void>) {
        guard let eventId = eventId(of: messageId, in: url) else { return refuse(.messageNotFound(messageId), reply) }
        let siblings = account.rooms[url]?.ids.fileGroupSiblings(of: eventId) ?? []
        http.send(
            "PUT", ["rooms", url, "redact", eventId, requestId], body: .object([:]),
            refusal: refusal(.message(url: url, messageId: messageId))
        ) { [self] (result: Result<MatrixResponse.EventId, ChatError>) in
            guard case .success = result, !siblings.isEmpty else { return reply(result.map { _ in () }) }
            redact(siblings, in: url, requestId: requestId) { reply(.success(())) }
        }
    }

    /// Redacts `eventIds` one after another, whatever each answers, then calls `done`; each
    /// redaction's transaction id is made from the deletion's, so a retried deletion
    /// redacts each file once.
    private func redact(_ eventIds: [String], in url: String, requestId: String, index: Int = 1, done: @escaping @MainActor () -> Void) {
        guard let first = eventIds.first else { return done() }
        http.send("PUT", ["rooms", url, "redact", first, "\(requestId)-f\(index)"], body: .object([:]),
                  refusal: refusal(.channel(url: url))) { [self] (_: Result<MatrixResponse.EventId, ChatError>) in
            redact(Array(eventIds.dropFirst()), in: url, requestId: requestId, index: index + 1, done: done)
        }
    }
}
