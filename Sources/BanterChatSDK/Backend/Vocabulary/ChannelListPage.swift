/// One page of channels, each as the caller sees it, with the cursor after it.
package struct ChannelListPage: Sendable {
    package var channels: [ChannelPayload]
    /// The sort key of the last channel in the page; nil for an empty page.
    package var next: GroupChannelListSortKey?
    package var hasNext: Bool

    package init(channels: [ChannelPayload], next: GroupChannelListSortKey? = nil, hasNext: Bool) {
        self.channels = channels
        self.next = next
        self.hasNext = hasNext
    }
}
