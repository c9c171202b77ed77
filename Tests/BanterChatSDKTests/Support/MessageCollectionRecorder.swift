@testable import BanterChatSDK

/// Records what a `MessageCollection` tells its delegate, by message text, keeping the
/// message objects of the latest call for identity checks.
@MainActor
final class MessageCollectionRecorder: MessageCollectionDelegate {
    struct Entry: Equatable, CustomStringConvertible {
        enum Kind: String { case added, updated, deleted, updatedChannel, deletedChannel, hugeGap }
        var kind: Kind
        var source: CollectionEventSource?
        var status: SendingStatus?
        var texts: [String]

        init(_ kind: Kind, _ source: CollectionEventSource? = nil, _ status: SendingStatus? = nil, _ texts: [String] = []) {
            self.kind = kind
            self.source = source
            self.status = status
            self.texts = texts
        }

        var description: String {
            "\(kind)(\(source.map { "\($0)" } ?? "-"), \(status.map { "\($0)" } ?? "-")): \(texts)"
        }
    }

    private(set) var entries: [Entry] = []
    /// The collection recorded, held here so it lives as long as the test reads the recorder
    /// (the client holds collections weakly). Set by `record(_:)`.
    private(set) var collection: MessageCollection?

    /// Becomes `collection`'s delegate.
    func record(_ collection: MessageCollection) {
        self.collection = collection
        collection.delegate = self
    }
    private(set) var lastMessages: [BaseMessage] = []
    /// Called with each message call, for tests that act from inside a callback.
    var onMessages: ((MessageCollection) -> Void)?

    /// The calls about messages, leaving out those about the channel (receipts, typing).
    var messageEntries: [Entry] {
        entries.filter { [.added, .updated, .deleted].contains($0.kind) }
    }

    func clear() {
        entries = []
        lastMessages = []
    }

    private func record(_ kind: Entry.Kind, _ context: MessageContext, _ messages: [BaseMessage], _ collection: MessageCollection) {
        entries.append(Entry(kind, context.source, context.sendingStatus, messages.map(\.message)))
        lastMessages = messages
        onMessages?(collection)
    }

    func messageCollection(_ collection: MessageCollection, context: MessageContext, channel: GroupChannel, addedMessages messages: [BaseMessage]) {
        record(.added, context, messages, collection)
    }

    func messageCollection(_ collection: MessageCollection, context: MessageContext, channel: GroupChannel, updatedMessages messages: [BaseMessage]) {
        record(.updated, context, messages, collection)
    }

    func messageCollection(_ collection: MessageCollection, context: MessageContext, channel: GroupChannel, deletedMessages messages: [BaseMessage]) {
        record(.deleted, context, messages, collection)
    }

    func messageCollection(_ collection: MessageCollection, context: MessageContext, updatedChannel channel: GroupChannel) {
        entries.append(Entry(.updatedChannel, context.source, context.sendingStatus))
    }

    func messageCollection(_ collection: MessageCollection, context: MessageContext, deletedChannel channelURL: String) {
        entries.append(Entry(.deletedChannel, context.source, context.sendingStatus, [channelURL]))
    }

    func didDetectHugeGap(_ collection: MessageCollection) {
        entries.append(Entry(.hugeGap))
    }
}
