import BanterChatSDK

/// Records what a `MessageCollection` tells its delegate, by message text, keeping the
/// message objects of the latest call for identity checks.
@MainActor
package final class MessageCollectionRecorder: MessageCollectionDelegate {
    package struct Entry: Equatable, CustomStringConvertible {
        package enum Kind: String { case added, updated, deleted, updatedChannel, deletedChannel, hugeGap }
        package var kind: Kind
        package var source: CollectionEventSource?
        package var status: SendingStatus?
        package var texts: [String]

        package init(_ kind: Kind, _ source: CollectionEventSource? = nil, _ status: SendingStatus? = nil, _ texts: [String] = []) {
            self.kind = kind
            self.source = source
            self.status = status
            self.texts = texts
        }

        package var description: String {
            "\(kind)(\(source.map { "\($0)" } ?? "-"), \(status.map { "\($0)" } ?? "-")): \(texts)"
        }
    }

    package private(set) var entries: [Entry] = []

    package init() {}
    /// The collection recorded, held here so it lives as long as the test reads the recorder
    /// (the client holds collections weakly). Set by `record(_:)`.
    package private(set) var collection: MessageCollection?

    /// Becomes `collection`'s delegate.
    package func record(_ collection: MessageCollection) {
        self.collection = collection
        collection.delegate = self
    }
    package private(set) var lastMessages: [BaseMessage] = []
    /// Called with each message call, for tests that act from inside a callback.
    package var onMessages: ((MessageCollection) -> Void)?

    /// The calls about messages, leaving out those about the channel (receipts, typing).
    package var messageEntries: [Entry] {
        entries.filter { [.added, .updated, .deleted].contains($0.kind) }
    }

    package func clear() {
        entries = []
        lastMessages = []
    }

    private func record(_ kind: Entry.Kind, _ context: MessageContext, _ messages: [BaseMessage], _ collection: MessageCollection) {
        entries.append(Entry(kind, context.source, context.sendingStatus, messages.map(\.message)))
        lastMessages = messages
        onMessages?(collection)
    }

    package func messageCollection(_ collection: MessageCollection, context: MessageContext, channel: GroupChannel, addedMessages messages: [BaseMessage]) {
        record(.added, context, messages, collection)
    }

    package func messageCollection(_ collection: MessageCollection, context: MessageContext, channel: GroupChannel, updatedMessages messages: [BaseMessage]) {
        record(.updated, context, messages, collection)
    }

    package func messageCollection(_ collection: MessageCollection, context: MessageContext, channel: GroupChannel, deletedMessages messages: [BaseMessage]) {
        record(.deleted, context, messages, collection)
    }

    package func messageCollection(_ collection: MessageCollection, context: MessageContext, updatedChannel channel: GroupChannel) {
        entries.append(Entry(.updatedChannel, context.source, context.sendingStatus))
    }

    package func messageCollection(_ collection: MessageCollection, context: MessageContext, deletedChannel channelURL: String) {
        entries.append(Entry(.deletedChannel, context.source, context.sendingStatus, [channelURL]))
    }

    package func didDetectHugeGap(_ collection: MessageCollection) {
        entries.append(Entry(.hugeGap))
    }
}
