import BanterChatSDK

/// Deleting a message: a redaction (`PUT /rooms/{id}/redact/{eventId}/{txnId}`).
extension MatrixSession {
    /// The homeserver decides as the mock does: a member redacts their own messages; others'
    /// need the `redact` power level (50, an operator's). Its `M_FORBIDDEN` is 400108 and
    /// `M_NOT_FOUND` 900300. Every member's client, this one too, hears `.messageDeleted`
    /// from `/sync`.
    ///
    /// A multiple-files message is several events: the first is redacted as any message,
    /// then the others this client has met (best effort: the message is deleted for Banter
    /// once the first is gone; another client may still show a file it could not redact).
    func deleteMessage(url: String, messageId: Int64, reply: @escaping BackendReply<Void>) {
        guard let eventId = eventId(of: messageId, in: url) else { return refuse(.messageNotFound(messageId), reply) }
        let siblings = account.rooms[url]?.ids.fileGroupSiblings(of: eventId) ?? []
        http.send(
            "PUT", ["rooms", url, "redact", eventId, Self.transactionId()], body: .object([:]),
            refusal: refusal(.message(url: url, messageId: messageId))
        ) { [self] (result: Result<MatrixResponse.EventId, ChatError>) in
            guard case .success = result, !siblings.isEmpty else { return reply(result.map { _ in () }) }
            redact(siblings, in: url) { reply(.success(())) }
        }
    }

    /// Redacts `eventIds` one after another, whatever each answers, then calls `done`.
    private func redact(_ eventIds: [String], in url: String, done: @escaping @MainActor () -> Void) {
        guard let first = eventIds.first else { return done() }
        http.send("PUT", ["rooms", url, "redact", first, Self.transactionId()], body: .object([:]),
                  refusal: refusal(.channel(url: url))) { [self] (_: Result<MatrixResponse.EventId, ChatError>) in
            redact(Array(eventIds.dropFirst()), in: url, done: done)
        }
    }
}
