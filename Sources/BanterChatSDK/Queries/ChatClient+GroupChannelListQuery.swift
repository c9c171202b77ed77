/// Making group channel list queries, and the listing request they and the channel
/// collections share.
extension ChatClient {
    /// A query over the current user's group channels with `params`' order, filters and page
    /// size. Nothing is requested until `loadNextPage`.
    public func createMyGroupChannelListQuery(params: GroupChannelListQueryParams = GroupChannelListQueryParams()) -> GroupChannelListQuery {
        GroupChannelListQuery(client: self, params: params)
    }

    /// Lists the user's channels after `cursor` (and through `bound`) on the service. The
    /// reply is raw, so a caller can compare its channel objects before bringing them up to
    /// date with `groupChannels(from:)`. While the client is not connected, the local cache
    /// answers, when it is on and holds the account.
    func loadMyGroupChannels(
        _ params: GroupChannelListQueryParams, after cursor: GroupChannelListSortKey?,
        through bound: GroupChannelListSortKey? = nil, limit: Int?,
        completion: @escaping @MainActor (Result<ChannelListPage, ChatError>) -> Void
    ) {
        if let page = cachedChannelPage(params, after: cursor, through: bound, limit: limit) {
            scheduler.schedule(after: .zero) { completion(.success(page)) }
            return
        }
        perform({ $0.listMyGroupChannels(params, after: cursor, through: bound, limit: limit, reply: $1) }, completion: completion)
    }

    /// The page's channel objects, each brought up to date, in the page's order.
    func groupChannels(from page: ChannelListPage) -> [GroupChannel] {
        page.channels.compactMap { channel(from: $0) as? GroupChannel }
    }
}
