/// Listing users for the user list queries: pages in a stable order, after a cursor, so a
/// page never repeats or skips a user while others join or leave.
extension ChatServer {
    /// Users in id order after `cursor` (a user id), at most `limit`. Every application user
    /// comes from the user directory's orders, so a page (with a nickname prefix or not)
    /// costs a binary search, not a sort of everyone.
    func listUsers(_ context: RequestContext, _ source: UserListSource, nicknamePrefix: String?, after cursor: String?, limit: Int) throws(ChatError) -> UserListPage {
        try Validation.pageLimit(limit)
        var entries: [(id: String, endsAt: Int64?)]
        switch source {
        case .application(let ids):
            if let ids {
                entries = Set(ids).filter { context.state.users[$0] != nil }.map { ($0, nil) }
            } else {
                let page = context.state.userDirectory.page(nicknamePrefix: nicknamePrefix, after: cursor, limit: limit)
                return UserListPage(users: page.ids.map { (userRecord($0), nil) }, next: page.ids.last ?? cursor, hasNext: page.hasNext)
            }
        case .operators(let url):
            let channel = try visibleChannel(context, url)
            entries = channel.header.kind == .group
                ? channel.members.values.filter(\.isOperator).map { ($0.userId, nil) }
                : channel.header.operatorIds.map { ($0, nil) }
        case .muted(let url):
            let channel = try visibleChannel(context, url)
            let mutes = channel.header.kind == .group
                ? channel.members.values.compactMap { member in member.mutedUntil.map { (member.userId, $0) } }
                : channel.header.mutedUntil.map { ($0.key, $0.value) }
            entries = mutes.filter { $0.1 > context.now }.map { ($0.0, $0.1 == .max ? nil : $0.1) }
        case .banned(let url):
            let channel = try visibleChannel(context, url)
            try context.requireOperator(in: channel, to: "list banned users")
            entries = channel.header.bannedUntil.filter { $0.value > context.now }.map { ($0.key, $0.value == .max ? nil : $0.value) }
        case .blocked:
            entries = blockedUserIds(of: context.userId).map { ($0, nil) }
        case .participants(let url):
            let channel = try context.channel(url)
            guard channel.header.kind == .open else { throw .channelNotFound(url) }
            entries = (participants[url] ?? []).map { ($0, nil) }
        }
        let prefix = nicknamePrefix ?? ""
        let ordered = entries
            .filter { cursor == nil || $0.id > cursor! }
            .filter { entry in NicknameFilter.matches(nickname: userRecord(entry.id).nickname, userId: entry.id, filter: prefix) }
            .sorted { $0.id < $1.id }
        let page = ordered.prefix(limit)
        return UserListPage(
            users: page.map { (userRecord($0.id), $0.endsAt) },
            next: page.last?.id ?? cursor,
            hasNext: ordered.count > limit)
    }

    /// A channel whose lists the caller may read: an open channel, or a group channel they belong to.
    private func visibleChannel(_ context: RequestContext, _ url: String) throws(ChatError) -> ChannelRecord {
        try Validation.channelURL(url)
        let channel = try context.channel(url)
        if channel.header.kind == .group { _ = try context.membership(in: channel) }
        return channel
    }

    func listMembers(_ context: RequestContext, url: String, filter: MemberListQuery.Filter, after cursor: MemberListCursor?, limit: Int) throws(ChatError) -> MemberListPage {
        try Validation.pageLimit(limit)
        let channel = try visibleChannel(context, url)
        guard channel.header.kind == .group else { throw .channelNotFound(url) }
        let prefix = filter.nicknameStartsWith?.lowercased() ?? ""
        let directory = context.state.userDirectory
        let holdsManyUsers = channel.members.count * 8 >= directory.count
        // A channel holding a good share of everyone (a member list of 100,000) walks the
        // directory's nickname order from the cursor, looking at about `limit` users a page,
        // rather than filtering and sorting every member for every page. The narrow filters
        // (muted, operators only) keep the sort: few members pass, and a walk would pass many.
        // A name filter takes the users the directory's index finds instead of every member.
        if prefix.isEmpty, holdsManyUsers, filter.muted == .all, filter.operators != .operatorsOnly {
            var page: [ChannelPayload.MemberSummary] = []
            var last: MemberListCursor?
            var hasNext = false
            directory.walkByNickname(after: cursor.map { ($0.nickname, $0.userId) }) { key, id in
                guard let member = channel.members[id], Self.member(member, passes: filter) else { return true }
                if page.count == limit {
                    hasNext = true
                    return false
                }
                page.append(.init(user: userRecord(id), record: member))
                last = MemberListCursor(nickname: key, userId: id)
                return true
            }
            return MemberListPage(members: page, next: last ?? cursor, hasNext: hasNext)
        }
        let candidates: [MemberRecord]
        if !prefix.isEmpty, holdsManyUsers {
            candidates = directory.ids(matching: prefix).compactMap { channel.members[$0] }
        } else {
            candidates = channel.members.values.filter { member in
                NicknameFilter.matches(nickname: userRecord(member.userId).nickname, userId: member.userId, filter: prefix)
            }
        }
        let ordered = candidates
            .filter { member in
                switch filter.muted {
                case .all: true
                case .muted: member.isMuted(at: context.now)
                case .unmuted: !member.isMuted(at: context.now)
                }
            }
            .filter { member in
                switch filter.operators {
                case .all: true
                case .operatorsOnly: member.isOperator
                case .nonOperatorsOnly: !member.isOperator
                }
            }
            .filter { member in
                switch filter.state {
                case .all: member.state != .none
                case .joinedOnly: member.state == .joined
                case .invitedOnly: member.state == .invited
                }
            }
            .map { (key: MemberListCursor(nickname: userRecord($0.userId).nickname.lowercased(), userId: $0.userId), member: $0) }
            .filter { entry in cursor.map { entry.key > $0 } ?? true }
            .sorted { $0.key < $1.key }
        let page = ordered.prefix(limit)
        return MemberListPage(
            members: page.map { .init(user: userRecord($0.member.userId), record: $0.member) },
            next: page.last?.key ?? cursor,
            hasNext: ordered.count > limit)
    }

    /// Whether `member` passes the state and operator parts of `filter` (the walk above
    /// only takes filters without a mute condition and not operators only).
    private static func member(_ member: MemberRecord, passes filter: MemberListQuery.Filter) -> Bool {
        switch filter.state {
        case .all: guard member.state != .none else { return false }
        case .joinedOnly: guard member.state == .joined else { return false }
        case .invitedOnly: guard member.state == .invited else { return false }
        }
        switch filter.operators {
        case .all, .operatorsOnly: return true
        case .nonOperatorsOnly: return !member.isOperator
        }
    }

    /// Open channels, newest first, after the slot `cursor`.
    func listOpenChannels(_ context: RequestContext, filter: OpenChannelListQuery.Filter, after cursor: Int?, limit: Int) throws(ChatError) -> OpenChannelListPage {
        try Validation.pageLimit(limit)
        let name = filter.nameKeyword?.lowercased()
        let customTypes = filter.customTypes.map(Set.init)
        var channels: [ChannelPayload] = []
        var slot = min(cursor ?? context.state.slotCount, context.state.slotCount) - 1
        var last: Int?
        while slot >= 0, channels.count <= limit {
            defer { slot -= 1 }
            guard let channel = context.state.channel(inSlot: slot), channel.header.kind == .open else { continue }
            if let name, !channel.header.name.lowercased().contains(name) { continue }
            if let keyword = filter.urlKeyword, !channel.url.contains(keyword) { continue }
            if let customTypes, !customTypes.contains(channel.header.customType ?? "") { continue }
            if channels.count == limit {
                return OpenChannelListPage(channels: channels, next: last, hasNext: true)
            }
            channels.append(channelPayload(channel, for: context.userId))
            last = slot
        }
        return OpenChannelListPage(channels: channels, next: last ?? cursor, hasNext: false)
    }
}
