/// Hears how a `GroupChannelCollection`'s `channelList` changes. Called on the main actor
/// after `channelList` already holds the change (and after the channel objects are up to
/// date), never after `dispose()`. Held weakly.
///
/// Channels move as well as change: after `updatedChannels`, re-read `channelList` for the
/// new order (a new message lifts its channel to the top of a `.latestLastMessage` list).
@MainActor
public protocol GroupChannelCollectionDelegate: AnyObject {
    /// Channels joined the list: the user joined, was invited or created them, a hidden
    /// channel came back, or the catch-up after a reconnection found them.
    func channelCollection(_ collection: GroupChannelCollection, context: GroupChannelContext, addedChannels channels: [GroupChannel])
    /// Channels in the list changed, and may have moved.
    func channelCollection(_ collection: GroupChannelCollection, context: GroupChannelContext, updatedChannels channels: [GroupChannel])
    /// Channels left the list: deleted, left, hidden, banned from, no longer passing the
    /// query's filters, or moved past the last loaded channel (`loadMore` brings them back).
    func channelCollection(_ collection: GroupChannelCollection, context: GroupChannelContext, deletedChannelURLs: [String])
}
