/// Listing the caller's group channels: filtered, ordered, and paged by a cursor (the sort
/// key of the last channel returned) so pages neither skip nor repeat channels that move
/// while the user pages.
extension ChatServer {
    /// The caller's group channels (joined or invited) that pass `params`, in its order,
    /// strictly after `cursor` and up to and including `bound`, at most `limit` of them (nil:
    /// all). One pass over the channels, keeping only the best `limit + 1`.
    func listMyGroupChannels(
        _ context: RequestContext, _ params: GroupChannelListQueryParams,
        after cursor: GroupChannelListSortKey?, through bound: GroupChannelListSortKey? = nil, limit: Int?
    ) throws(ChatError) -> ChannelListPage {
        if let limit, limit < 1 { throw .invalidParameter("limit is \(limit); it must be at least 1") }
        let keep = limit.map { $0 < Int.max ? $0 + 1 : $0 } ?? Int.max
        var selected: [(key: GroupChannelListSortKey, channel: ChannelRecord)] = []
        for channel in context.state.allChannels where channel.header.kind == .group {
            guard let me = channel.members[context.userId], me.state != .none else { continue }
            let key = GroupChannelListSortKey(channel, order: params.order)
            if let cursor, key <= cursor { continue }
            if let bound, bound < key { continue }
            let included = params.includes(
                name: channel.header.name, customType: channel.header.customType, isFrozen: channel.header.isFrozen,
                hasLastMessage: channel.lastVisibleMessage != nil, hiddenState: me.hiddenState, myMemberState: me.state,
                isMember: { channel.members[$0].map { $0.state != .none } ?? false })
            guard included else { continue }
            var low = 0, high = selected.count
            while low < high {
                let mid = (low + high) / 2
                if selected[mid].key < key { low = mid + 1 } else { high = mid }
            }
            guard low < keep else { continue }
            selected.insert((key, channel), at: low)
            if selected.count > keep { selected.removeLast() }
        }
        let hasNext = selected.count == keep
        if hasNext { selected.removeLast() }
        return ChannelListPage(
            channels: selected.map { channelPayload($0.channel, for: context.userId) },
            next: selected.last?.key, hasNext: hasNext)
    }
}

extension GroupChannelListSortKey {
    /// The key of a channel as the service stores it.
    init(_ channel: ChannelRecord, order: GroupChannelListOrder) {
        self.init(order: order, url: channel.url, name: channel.header.name,
                  createdAt: channel.header.createdAt, lastMessageAt: channel.lastVisibleMessage?.createdAt)
    }
}
