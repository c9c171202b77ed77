import BanterChatSDK

/// What one room's timeline says about its messages beyond the messages themselves, as far as
/// this client has seen it: the reactions (`m.annotation` events) on each message, which
/// replies belong to which thread root, and the messages last mapped, so an edit or a
/// redaction arriving later can be told as a change to a whole message.
///
/// Reactions are aggregated from the timeline events that pass through the client (`/sync`,
/// history pages, thread pages) rather than asked for per message: Synapse no longer bundles
/// annotation counts with a message, and one `/relations` request per loaded message would
/// multiply a history page's cost. The timeline always brings a message's reactions after
/// the message, so a history read back from the newest event has seen them all.
///
/// A value type kept inside `MatrixRoom`; only the main actor touches it.
struct MatrixRelations: Sendable {
    /// One reaction: who put which key on which message, and when.
    struct Annotation: Sendable, Equatable {
        var reactionEventId: String
        var targetEventId: String
        var key: String
        var userId: String
        var at: Int64
    }

    /// How many mapped messages the cache keeps per room; older ones are forgotten first,
    /// and a change to a forgotten one is read back from the homeserver.
    static let cachedMessageLimit = 2_000

    private var annotations: [String: Annotation] = [:]
    private var annotationsByTarget: [String: [String]] = [:]
    /// Reply event id → its thread root's event id.
    private(set) var threadRoots: [String: String] = [:]
    private var messages: [String: MatrixMessageMapping.Message] = [:]
    private var messageOrder: [String] = []
    /// Message event id → its link preview, so a message mapped again from a history page
    /// keeps the preview its `/sync` copy got.
    private var previews: [String: (link: String, metaData: OGMetaData)] = [:]

    init() {}

    // MARK: Reactions

    /// Records a reaction; nil when it was already known (a history page overlapping `/sync`).
    mutating func add(_ annotation: Annotation) -> Annotation? {
        guard annotations[annotation.reactionEventId] == nil else { return nil }
        annotations[annotation.reactionEventId] = annotation
        annotationsByTarget[annotation.targetEventId, default: []].append(annotation.reactionEventId)
        return annotation
    }

    /// Forgets a redacted reaction and returns it; nil when the event was no known reaction.
    mutating func removeAnnotation(_ reactionEventId: String) -> Annotation? {
        guard let removed = annotations.removeValue(forKey: reactionEventId) else { return nil }
        annotationsByTarget[removed.targetEventId]?.removeAll { $0 == reactionEventId }
        return removed
    }

    /// The reactions on a message as the mock keeps them: key → user ids in the order they
    /// reacted (a user once per key), and when they last changed.
    func reactions(on targetEventId: String) -> (byKey: [String: [String]], updatedAt: Int64) {
        var byKey: [String: [String]] = [:]
        var updatedAt: Int64 = 0
        let ordered = (annotationsByTarget[targetEventId] ?? []).compactMap { annotations[$0] }.sorted { $0.at < $1.at }
        for annotation in ordered where !(byKey[annotation.key] ?? []).contains(annotation.userId) {
            byKey[annotation.key, default: []].append(annotation.userId)
            updatedAt = max(updatedAt, annotation.at)
        }
        return (byKey, updatedAt)
    }

    /// Whether `userId` has put `key` on the message, as far as this client has seen.
    func hasReaction(_ key: String, by userId: String, on targetEventId: String) -> Bool {
        (annotationsByTarget[targetEventId] ?? []).contains { annotations[$0]?.key == key && annotations[$0]?.userId == userId }
    }

    // MARK: Messages and threads

    /// Keeps a mapped message (replacing an older mapping of the same event) and, for a
    /// thread reply, which root it belongs to.
    mutating func remember(_ message: MatrixMessageMapping.Message, eventId: String) {
        if let root = message.threadRootEventId { threadRoots[eventId] = root }
        if messages.updateValue(message, forKey: eventId) == nil {
            messageOrder.append(eventId)
            if messageOrder.count > Self.cachedMessageLimit {
                messages[messageOrder.removeFirst()] = nil
            }
        }
    }

    /// The message last mapped for `eventId`, if still cached.
    func message(_ eventId: String) -> MatrixMessageMapping.Message? {
        messages[eventId]
    }

    /// Keeps the preview of `link` attached to a message.
    mutating func setPreview(_ preview: OGMetaData, link: String, of eventId: String) {
        previews[eventId] = (link, preview)
    }

    /// The link preview attached to a message, and the address it was fetched for.
    func preview(of eventId: String) -> (link: String, metaData: OGMetaData)? {
        previews[eventId]
    }

    /// Forgets a redacted message and returns it, if it was cached.
    mutating func forgetMessage(_ eventId: String) -> MatrixMessageMapping.Message? {
        previews[eventId] = nil
        guard let removed = messages.removeValue(forKey: eventId) else { return nil }
        messageOrder.removeAll { $0 == eventId }
        return removed
    }

    /// The cached plain replies (`m.in_reply_to`, no thread) to `eventId`, in no order.
    func plainReplies(to eventId: String) -> [MatrixMessageMapping.Message] {
        messages.values.filter { $0.replyToEventId == eventId }
    }

    /// The newest cached message that is not a thread reply, to stand as the room's last
    /// message once the last one was deleted.
    func newestChannelMessage() -> MatrixMessageMapping.Message? {
        messages.values.filter { $0.threadRootEventId == nil }.max { $0.record.messageId < $1.record.messageId }
    }
}
