@testable import BanterChatSDK

/// Records what a `GroupChannelCollection` tells its delegate, by channel url, and checks on
/// every call that `channelList` already holds the change.
@MainActor
final class GroupChannelCollectionRecorder: GroupChannelCollectionDelegate {
    struct Entry: Equatable, CustomStringConvertible {
        enum Kind: String { case added, updated, deleted }
        var kind: Kind
        var source: CollectionEventSource
        var urls: [String]

        init(_ kind: Kind, _ source: CollectionEventSource, _ urls: [String]) {
            self.kind = kind
            self.source = source
            self.urls = urls
        }

        var description: String { "\(kind)(\(source)): \(urls)" }
    }

    private(set) var entries: [Entry] = []
    /// The collection recorded, held here so it lives as long as the test reads the recorder
    /// (the client holds collections weakly). Set by `record(_:)`.
    private(set) var collection: GroupChannelCollection?

    /// Becomes `collection`'s delegate.
    func record(_ collection: GroupChannelCollection) {
        self.collection = collection
        collection.delegate = self
    }
    /// Calls made while `channelList` did not yet reflect the change; should stay empty.
    private(set) var inconsistencies: [String] = []

    func clear() { entries = [] }

    func channelCollection(_ collection: GroupChannelCollection, context: GroupChannelContext, addedChannels channels: [GroupChannel]) {
        entries.append(Entry(.added, context.source, channels.map(\.channelURL)))
        for channel in channels where !collection.channelList.contains(where: { $0 === channel }) {
            inconsistencies.append("added \(channel.channelURL) is not in channelList")
        }
    }

    func channelCollection(_ collection: GroupChannelCollection, context: GroupChannelContext, updatedChannels channels: [GroupChannel]) {
        entries.append(Entry(.updated, context.source, channels.map(\.channelURL)))
        for channel in channels where !collection.channelList.contains(where: { $0 === channel }) {
            inconsistencies.append("updated \(channel.channelURL) is not in channelList")
        }
    }

    func channelCollection(_ collection: GroupChannelCollection, context: GroupChannelContext, deletedChannelURLs: [String]) {
        entries.append(Entry(.deleted, context.source, deletedChannelURLs))
        for url in deletedChannelURLs where collection.channelList.contains(where: { $0.channelURL == url }) {
            inconsistencies.append("deleted \(url) is still in channelList")
        }
    }
}
