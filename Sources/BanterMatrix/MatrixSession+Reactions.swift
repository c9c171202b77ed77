import BanterChatSDK
import Foundation

/// Reactions: an `m.reaction` event annotating the message with its key; removing one
/// redacts this user's reaction event, found through `/relations`.
extension MatrixSession {
    /// Answers the `ReactionEvent` as the mock does, also when nothing changed (adding a key
    /// already there, removing one that is not). Every member's client, this one too, hears
    /// `.reactionUpdated` from `/sync`. Refusals: a key the mock refuses is 800110, an
    /// unknown message 900300, a non-member 400108, a banned user 900100 (and, unlike the
    /// mock, a user muted through power levels cannot react either: 900041). The request id
    /// is the transaction id of the reaction (or of its redactions), so a retry is stored once.
    func react(url: String, messageId: Int64, key: String, add: Bool, requestId: String, reply: @escaping BackendReply<ReactionEvent>) {
        guard !key.isEmpty, key.count <= 128, !key.contains(where: \.isWhitespace) else {
            return refuse(.invalidParameter("the reaction key \"\(key)\" is empty, too long or contains spaces"), reply)
        }
        guard let eventId = eventId(of: messageId, in: url) else { return refuse(.messageNotFound(messageId), reply) }
        let event = ReactionEvent(
            messageId: messageId, key: key, userId: userId, operation: add ? .add : .delete,
            updatedAt: Int64(Date().timeIntervalSince1970 * 1000))
        if add {
            addReaction(key, to: eventId, in: url, event: event, requestId: requestId, reply: reply)
        } else {
            removeReaction(key, from: eventId, in: url, event: event, requestId: requestId, reply: reply)
        }
    }

    private func addReaction(_ key: String, to eventId: String, in url: String, event: ReactionEvent, requestId: String, reply: @escaping BackendReply<ReactionEvent>) {
        if account.rooms[url]?.relations.hasReaction(key, by: userId, on: eventId) == true {
            Task { @MainActor in reply(.success(event)) }
            return
        }
        let content = MatrixJSON.object(["m.relates_to": .object([
            "rel_type": .string("m.annotation"), "event_id": .string(eventId), "key": .string(key),
        ])])
        let posting = postingRefusal(url)
        // Synapse refuses a second identical annotation (M_DUPLICATE_ANNOTATION): the reaction is there, as asked.
        let refusal: MatrixHTTP.Refusal = { $0.errcode == "M_DUPLICATE_ANNOTATION" ? Self.duplicateAnnotation : posting($0) }
        http.send("PUT", ["rooms", url, "send", "m.reaction", requestId], body: content, refusal: refusal) {
            [self] (result: Result<MatrixResponse.EventId, ChatError>) in
            switch result {
            case .failure(Self.duplicateAnnotation): reply(.success(event))
            case .failure(let error): refusePosting(error, in: url, reply)
            case .success: reply(.success(event))
            }
        }
    }

    private func removeReaction(_ key: String, from eventId: String, in url: String, event: ReactionEvent, requestId: String, reply: @escaping BackendReply<ReactionEvent>) {
        let messageRefusal = refusal(.message(url: url, messageId: event.messageId))
        http.send(
            api: "client/v1", "GET", ["rooms", url, "relations", eventId, "m.annotation", "m.reaction"], query: ["limit": "1000"],
            refusal: messageRefusal
        ) { [self] (result: Result<MatrixResponse.Relations, ChatError>) in
            switch result {
            case .failure(let error):
                reply(.failure(error))
            case .success(let relations):
                let mine = relations.chunk.filter { $0.sender == userId && $0.content.relatesTo?.key == key }.map(\.eventId)
                redact(mine, in: url, requestId: requestId, refusal: messageRefusal) { result in reply(result.map { event }) }
            }
        }
    }

    /// Stands for Synapse's M_DUPLICATE_ANNOTATION between the refusal mapping and the reply; never reaches the client.
    private static let duplicateAnnotation = ChatError(ChatError.Code(rawValue: -1), "M_DUPLICATE_ANNOTATION")

    /// Redacts `eventIds` one after another; the first refusal ends it. Each redaction's path
    /// names its event, so one request id serves as the transaction id of all.
    private func redact(_ eventIds: [String], in url: String, requestId: String, refusal: @escaping MatrixHTTP.Refusal, reply: @escaping BackendReply<Void>) {
        guard let first = eventIds.first else {
            Task { @MainActor in reply(.success(())) }
            return
        }
        http.send("PUT", ["rooms", url, "redact", first, requestId], body: .object([:]), refusal: refusal) {
            [self] (result: Result<MatrixResponse.EventId, ChatError>) in
            switch result {
            case .failure(let error): reply(.failure(error))
            case .success: redact(Array(eventIds.dropFirst()), in: url, requestId: requestId, refusal: refusal, reply: reply)
            }
        }
    }
}
