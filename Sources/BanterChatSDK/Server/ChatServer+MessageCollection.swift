/// The history reads a `MessageCollection` makes: the window around its starting point,
/// pages beyond the messages it holds, and the catch-up after a reconnection. Each page asks
/// for one message more than it returns, to tell whether more lie beyond, and pages are
/// anchored on message ids rather than times, since many messages can share a millisecond.
extension ChatServer {
    func syncToken(for channel: ChannelRecord, in context: RequestContext) -> HistorySyncToken {
        HistorySyncToken(changeLogPosition: channel.changeLog.count, messageWatermark: context.state.lastMessageId)
    }

    /// Messages created at or before `time` (up to `previous` of them, the newest) and after
    /// it (up to `next`, the oldest), passing `params`' filters.
    func loadHistoryWindow(
        _ context: RequestContext, url: String, around time: Int64, previous: Int, next: Int, params: MessageListParams
    ) throws(ChatError) -> HistoryWindow {
        var query = params
        query.reverse = false
        query.isInclusive = true
        query.previousResultSize = Self.oneMore(than: previous)
        query.nextResultSize = Self.oneMore(than: next)
        let records = try loadMessages(context, url: url, anchor: .timestamp(time), params: query)
        let split = records.firstIndex { $0.record.createdAt > time } ?? records.count
        var before = Array(records[..<split]), after = Array(records[split...])
        let hasPrevious = before.count > previous
        if hasPrevious { before.removeFirst() }
        let hasNext = after.count > next
        if hasNext { after.removeLast() }
        return HistoryWindow(
            previous: HistoryPage(messages: before, hasMore: hasPrevious),
            next: HistoryPage(messages: after, hasMore: hasNext),
            token: syncToken(for: try context.channel(url), in: context))
    }

    /// Up to `limit` messages passing `params`' filters on one side of `boundary`: the newest
    /// before it (`forward` false) or the oldest after it. A time boundary counts messages at
    /// that time as before it.
    func loadHistoryPage(
        _ context: RequestContext, url: String, from boundary: HistoryBoundary, forward: Bool, limit: Int,
        params: MessageListParams
    ) throws(ChatError) -> HistoryPage {
        let channel = try context.channel(url)
        var query = params
        query.reverse = false
        query.isInclusive = false
        query.previousResultSize = forward ? 0 : Self.oneMore(than: limit)
        query.nextResultSize = forward ? Self.oneMore(than: limit) : 0
        let anchor: HistoryAnchor
        switch (boundary, forward) {
        case (.time(let time), false):
            anchor = .timestamp(time)
            query.isInclusive = true
        case (.time(let time), true):
            anchor = .timestamp(time)
        case (.message(let id), false):
            // The first message at or after the boundary, so a deleted boundary still works.
            let position = channel.firstIndex(ofMessageIdAtLeast: id)
            anchor = position < channel.messages.count ? .messageId(channel.messages[position].messageId) : .timestamp(.max)
        case (.message(let id), true):
            let position = id == .max ? channel.messages.count : channel.firstIndex(ofMessageIdAtLeast: id + 1)
            if position < channel.messages.count {
                anchor = .messageId(channel.messages[position].messageId)
                query.isInclusive = true
            } else {
                anchor = .timestamp(.max)
            }
        }
        var records = try loadMessages(context, url: url, anchor: anchor, params: query)
        let hasMore = records.count > limit
        if hasMore {
            if forward { records.removeLast() } else { records.removeFirst() }
        }
        return HistoryPage(messages: records, hasMore: hasMore)
    }

    /// What a collection missed since `token`: with `fillAfter`, up to `fillLimit` messages
    /// after that message id (or after the token's watermark, if later); and the current
    /// state of messages with ids in `held` that were edited, reacted to, deleted, or gained
    /// thread replies. Replies are looked for among at most `fillLimit + 1` new messages.
    func catchUpHistory(
        _ context: RequestContext, url: String, token: HistorySyncToken, fillAfter: Int64?, fillLimit: Int,
        held: ClosedRange<Int64>?, params: MessageListParams, failedRequestIds: [String] = []
    ) throws(ChatError) -> HistoryCatchUp {
        let channel = try context.channel(url)
        var missed = HistoryPage(messages: [], hasMore: false)
        if let fillAfter {
            missed = try loadHistoryPage(
                context, url: url, from: .message(max(fillAfter, token.messageWatermark)), forward: true,
                limit: fillLimit, params: params)
        } else {
            // Checks the caller may still read the channel, as a fill would.
            var none = params
            none.previousResultSize = 0
            none.nextResultSize = 0
            _ = try loadMessages(context, url: url, anchor: .timestamp(.max), params: none)
        }
        var changed = Set<Int64>(), deleted = Set<Int64>()
        if let held {
            let log = channel.changeLog
            for entry in log[min(max(token.changeLogPosition, 0), log.count)...] where held.contains(entry.messageId) {
                if entry.deleted {
                    deleted.insert(entry.messageId)
                    changed.remove(entry.messageId)
                } else if !deleted.contains(entry.messageId) {
                    changed.insert(entry.messageId)
                }
            }
            // A new reply changes its parent's thread summary, which the change log does not record.
            var index = channel.firstIndex(ofMessageIdAtLeast: token.messageWatermark &+ 1)
            let end = index + min(channel.messages.count - index, Self.oneMore(than: fillLimit))
            while index < end {
                if let parent = channel.messages[index].parentMessageId, held.contains(parent), !deleted.contains(parent) {
                    changed.insert(parent)
                }
                index += 1
            }
        }
        let updated = changed.sorted().compactMap { id -> MessagePayload? in
            guard let index = channel.index(ofMessage: id) else { return nil }
            var payload = messagePayload(channel.messages[index], in: channel)
            if !params.includeParentMessageInfo { payload.parent = nil }
            return payload
        }
        let stored = failedRequestIds.compactMap { requestId -> MessagePayload? in
            guard let id = channel.requestIds[requestId], let index = channel.index(ofMessage: id),
                  channel.messages[index].senderId == context.userId else { return nil }
            return messagePayload(channel.messages[index], in: channel)
        }
        return HistoryCatchUp(
            channel: channelPayload(channel, for: context.userId), missed: missed, updated: updated,
            deletedIds: deleted.sorted(), token: syncToken(for: channel, in: context), stored: stored)
    }

    /// `count + 1` without overflowing, for asking one message more than a page holds.
    private static func oneMore(than count: Int) -> Int {
        count < Int.max ? count + 1 : count
    }
}
