/// One page of open channels, newest first, with the slot to continue after.
struct OpenChannelListPage {
    var channels: [ChannelPayload]
    var next: Int?
    var hasNext: Bool
}
