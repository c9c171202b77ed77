/// One page of open channels, newest first, with the slot to continue after.
package struct OpenChannelListPage {
    package var channels: [ChannelPayload]
    package var next: Int?
    package var hasNext: Bool

    package init(channels: [ChannelPayload], next: Int? = nil, hasNext: Bool) {
        self.channels = channels
        self.next = next
        self.hasNext = hasNext
    }
}
