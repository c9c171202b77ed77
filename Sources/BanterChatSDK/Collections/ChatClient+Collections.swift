/// Making the live collections a chat UI is built on.
extension ChatClient {
    /// A live list of the channels `query` describes, with its order, filters and page size.
    /// The collection pages on its own; the query itself is left as it is. Empty until the
    /// first `loadMore`.
    public func createGroupChannelCollection(query: GroupChannelListQuery) -> GroupChannelCollection {
        GroupChannelCollection(client: self, query: query)
    }

    /// A live window on `channel`'s messages around `startingPoint` (milliseconds since 1970;
    /// `Int64.max`, the default, for the newest), with `params`' sizes and filters. Nothing is
    /// loaded until `start`.
    public func createMessageCollection(
        channel: GroupChannel, startingPoint: Int64 = .max, params: MessageListParams = MessageListParams()
    ) -> MessageCollection {
        MessageCollection(client: self, channel: channel, startingPoint: startingPoint, params: params)
    }
}
