/// Where a channel sits in a group channel list order: `a < b` when `a` is listed first.
///
/// It is also the paging cursor: the service returns the channels after the key of the last
/// channel it returned, so a channel that moves between pages (a new message lifts it to the
/// top) never shifts the pages after it, as an offset would. Ties break on the url, so no
/// two channels share a key.
package struct GroupChannelListSortKey: Comparable, Sendable {
    package let order: GroupChannelListOrder
    /// For the time orders: the time the order sorts by, newest first. Zero otherwise.
    package let time: Int64
    /// For the alphabetical order: the lowercased name. Empty otherwise.
    package let name: String
    package let url: String

    package init(order: GroupChannelListOrder, url: String, name: String, createdAt: Int64, lastMessageAt: Int64?) {
        self.order = order
        self.url = url
        switch order {
        case .chronological:
            time = createdAt
            self.name = ""
        case .latestLastMessage:
            time = lastMessageAt ?? createdAt
            self.name = ""
        case .channelNameAlphabetical:
            time = 0
            self.name = name.lowercased()
        }
    }

    /// The key of a channel object as the client knows it now.
    @MainActor
    package init(_ channel: GroupChannel, order: GroupChannelListOrder) {
        self.init(order: order, url: channel.channelURL, name: channel.name,
                  createdAt: channel.createdAt, lastMessageAt: channel.lastMessage?.createdAt)
    }

    package static func < (lhs: Self, rhs: Self) -> Bool {
        if lhs.time != rhs.time { return lhs.time > rhs.time }
        if lhs.name != rhs.name { return lhs.name < rhs.name }
        return lhs.url < rhs.url
    }
}
