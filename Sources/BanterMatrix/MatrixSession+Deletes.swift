import BanterChatSDK

/// Deleting a message: a redaction (`PUT /rooms/{id}/redact/{eventId}/{txnId}`).
extension MatrixSession {
    /// The homeserver decides as the mock does: a member redacts their own messages; others'
    /// need the `redact` power level (50, an operator's). Its `M_FORBIDDEN` is 400108 and
    /// `M_NOT_FOUND` 900300. Every member's client, this one too, hears `.messageDeleted`
    /// from `/sync`. The request id is the transaction id, so a retried redaction is stored once.
    func deleteMessage(url: String, messageId: Int64, requestId: String, reply: @escaping BackendReply<Void>) {
        guard let eventId = eventId(of: messageId, in: url) else { return refuse(.messageNotFound(messageId), reply) }
        http.send(
            "PUT", ["rooms", url, "redact", eventId, requestId], body: .object([:]),
            refusal: refusal(.message(url: url, messageId: messageId))
        ) { (result: Result<MatrixResponse.EventId, ChatError>) in
            reply(result.map { _ in () })
        }
    }
}
