/// Message search, answered from the full-text index rather than by reading messages.
extension ChatServer {
    func searchMessages(_ context: RequestContext, _ params: MessageSearchQueryParams, offset: Int) throws(ChatError) -> SearchResult {
        guard params.keyword.unicodeScalars.contains(where: { !$0.properties.isWhitespace }) else {
            throw .invalidParameter("the search keyword is empty")
        }
        guard (1...100).contains(params.limit) else {
            throw .invalidParameter("limit is \(params.limit); it must be between 1 and 100")
        }
        if let from = params.messageTimestampFrom, let to = params.messageTimestampTo, from > to {
            throw .invalidParameter("messageTimestampFrom \(from) is after messageTimestampTo \(to)")
        }
        var slots = Set<UInt32>()
        if let url = params.channelURL {
            try Validation.channelURL(url)
            let channel = try context.channel(url)
            if channel.header.kind == .group { _ = try context.membership(in: channel) }
            if let slot = context.state.slot(of: url) { slots.insert(UInt32(slot)) }
        } else {
            for slot in 0..<context.state.slotCount {
                guard let channel = context.state.channel(inSlot: slot) else { continue }
                if channel.header.kind == .group, channel.members[context.userId]?.state == .joined {
                    slots.insert(UInt32(slot))
                }
            }
        }
        let request = MessageSearchRequest(
            keyword: params.keyword, channels: slots,
            timestampFrom: params.messageTimestampFrom, timestampTo: params.messageTimestampTo,
            order: params.order == .score ? .score : .timestamp, reverse: params.reverse,
            exactMatch: params.exactMatch, offset: offset, limit: params.limit)
        let page = context.state.searchIndex.search(request)
        let messages = page.documents.compactMap { document -> MessagePayload? in
            let location = context.state.documents[Int(document)]
            guard let channel = context.state.channel(inSlot: Int(location.slot)),
                  let index = channel.index(ofMessage: location.messageId) else { return nil }
            return messagePayload(channel.messages[index], in: channel)
        }
        return SearchResult(messages: messages, totalCount: page.totalCount)
    }
}
