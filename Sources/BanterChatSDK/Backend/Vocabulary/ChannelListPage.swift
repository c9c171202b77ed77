/// One page of channels, each as the caller sees it, with the cursor after it.
struct ChannelListPage: Sendable {
    var channels: [ChannelPayload]
    /// The sort key of the last channel in the page; nil for an empty page.
    var next: GroupChannelListSortKey?
    var hasNext: Bool
}
