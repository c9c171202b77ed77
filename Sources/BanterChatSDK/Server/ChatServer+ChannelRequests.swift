import Foundation

/// The service's handlers for creating, changing and moderating channels. Each validates
/// everything first and commits last, so a refusal changes nothing.
extension ChatServer {
    func createGroupChannel(_ context: RequestContext, _ params: GroupChannelCreateParams) throws(ChatError) -> ChannelPayload {
        try Validation.channelName(params.name)
        try Validation.userIds(params.userIds + params.operatorUserIds, in: context.state)
        try Validation.url(params.coverURL, named: "the cover URL")
        let memberIds = Array(Set(params.userIds + params.operatorUserIds + [context.userId])).sorted()
        try refuseBlockedDirectChannel(context, memberIds: memberIds, isDistinct: params.isDistinct)
        if params.isDistinct, let existing = context.state.allChannels.first(where: { channel in
            channel.header.kind == .group && channel.header.isDistinct
                && Set(channel.members.keys) == Set(memberIds)
        }) {
            return channelPayload(existing, for: context.userId)
        }
        let url = "banter_group_channel_\(context.now)_\(context.state.slotCount + 1)"
        var header = ChannelHeader(url: url, kind: .group, name: params.name ?? "", createdAt: context.now)
        header.coverURL = params.coverURL
        header.customType = params.customType
        header.data = params.data
        header.createdBy = context.userId
        header.isDistinct = params.isDistinct && !params.isSuper
        header.isSuper = params.isSuper
        header.isBroadcast = params.isBroadcast
        header.isPublic = params.isPublic
        var mutations: [ServerMutation] = [.channel(header)]
        for id in memberIds {
            // The administration API adds members outright, as the Platform API does.
            let invited = id != context.userId && !configuration.autoAcceptInvitations && !context.isAdministration
            var member = MemberRecord(userId: id, state: invited ? .invited : .joined, at: context.now,
                                      invitedBy: id == context.userId ? nil : context.userId)
            member.isOperator = params.operatorUserIds.contains(id)
            mutations.append(.member(url: url, member))
        }
        try context.commit(mutations)
        let invitees = memberIds.filter { $0 != context.userId }.map(userRecord)
        announce(.invited(inviter: userRecord(context.userId), invitees: invitees), in: url, except: context.session)
        return channelPayload(try context.channel(url), for: context.userId)
    }

    func createOpenChannel(_ context: RequestContext, _ params: OpenChannelCreateParams) throws(ChatError) -> ChannelPayload {
        try Validation.openChannelName(params.name)
        try Validation.userIds(params.operatorUserIds, in: context.state)
        try Validation.url(params.coverURL, named: "the cover URL")
        let url = "banter_open_channel_\(context.now)_\(context.state.slotCount + 1)"
        var header = ChannelHeader(url: url, kind: .open, name: params.name, createdAt: context.now)
        header.coverURL = params.coverURL
        header.customType = params.customType
        header.data = params.data
        header.createdBy = context.userId
        header.operatorIds = params.operatorUserIds
        try context.commit(.channel(header))
        return channelPayload(try context.channel(url), for: context.userId)
    }

    /// A channel as the caller may see it: a group channel they belong to (or a public one),
    /// or any open channel. Fails with 900500 when it is gone (see `lookUpChannel`), and with
    /// 900100 for a group channel the caller was banned from, so a client can say why.
    func fetchChannel(_ context: RequestContext, url: String) throws(ChatError) -> ChannelPayload {
        try Validation.channelURL(url)
        let channel = try context.channel(url)
        if channel.header.kind == .group, channel.members[context.userId] == nil,
           let until = channel.header.bannedUntil[context.userId], until > context.now {
            throw ChatError(.bannedFromChannel, "User is banned: \(context.userId) cannot read \(url).")
        }
        if channel.header.kind == .group, channel.members[context.userId] == nil, !channel.header.isPublic {
            throw ChatError(.nonAuthorized, "Not authorized: \(context.userId) is not a member of \(url).")
        }
        return channelPayload(channel, for: context.userId)
    }

    /// The channel of `kind` at `url`, looked up by URL as the service's REST-style calls do:
    /// an unknown URL, or one of another kind, is "not found" (400201), where requests on a
    /// channel object that is gone answer 900500.
    func lookUpChannel(_ context: RequestContext, url: String, kind: ChannelType) throws(ChatError) -> ChannelPayload {
        try Validation.channelURL(url)
        guard context.state[url]?.header.kind == kind else {
            throw ChatError(.notFoundInDatabase, "Not found in database: no \(kind == .open ? "open" : "group") channel \(url).")
        }
        return try fetchChannel(context, url: url)
    }

    func updateChannel(_ context: RequestContext, url: String, _ params: ChannelUpdateParams) throws(ChatError) -> ChannelPayload {
        let channel = try context.channel(url)
        if channel.header.kind == .group { _ = try context.membership(in: channel) }
        if channel.header.kind == .open || channel.members.values.contains(where: \.isOperator) {
            try context.requireOperator(in: channel, to: "change its settings")
        }
        try Validation.url(params.coverURL, named: "the cover URL")
        try Validation.channelName(params.name)
        var header = channel.header
        header.name = params.name ?? header.name
        header.coverURL = params.coverURL ?? header.coverURL
        header.customType = params.customType ?? header.customType
        header.data = params.data ?? header.data
        try context.commit(.channel(header))
        announce(.updated, in: url)
        return channelPayload(try context.channel(url), for: context.userId)
    }

    func deleteChannel(_ context: RequestContext, url: String) throws(ChatError) {
        let channel = try context.channel(url)
        try context.requireOperator(in: channel, to: "delete it")
        let audience = audience(of: channel)
        try context.commit(.channelDeleted(url: url))
        participants[url] = nil
        broadcast(to: audience) { _ in .channelDeleted(url: url, channel.header.kind) }
    }

    func invite(_ context: RequestContext, url: String, userIds: [String]) throws(ChatError) -> ChannelPayload {
        let channel = try context.groupChannel(url)
        _ = try context.membership(in: channel)
        guard !userIds.isEmpty else { throw .invalidParameter("no user ids to invite") }
        try Validation.userIds(userIds, in: context.state)
        if let banned = userIds.first(where: { isBanned($0, in: channel, at: context.now) }) {
            throw ChatError(.bannedFromChannel, "User is banned: \(banned) cannot be invited to \(url).")
        }
        let newcomers = Array(Set(userIds)).sorted().filter { channel.members[$0]?.state != .joined }
        let state: MemberState = configuration.autoAcceptInvitations ? .joined : .invited
        try context.commit(newcomers.map { id in
            .member(url: url, MemberRecord(userId: id, state: state, at: context.now, invitedBy: context.userId))
        })
        if !newcomers.isEmpty {
            announce(.invited(inviter: userRecord(context.userId), invitees: newcomers.map(userRecord)), in: url)
        }
        return channelPayload(try context.channel(url), for: context.userId)
    }

    /// Joins a public channel, or accepts an invitation to a private one.
    func join(_ context: RequestContext, url: String) throws(ChatError) -> ChannelPayload {
        let channel = try context.groupChannel(url)
        if isBanned(context.userId, in: channel, at: context.now) {
            throw ChatError(.bannedFromChannel, "User is banned: \(context.userId) cannot join \(url).")
        }
        let existing = channel.members[context.userId]
        if existing?.state == .joined { return channelPayload(channel, for: context.userId) }
        guard channel.header.isPublic || existing?.state == .invited else {
            throw ChatError(.nonAuthorized, "Not authorized: \(url) is not public and \(context.userId) was not invited.")
        }
        var member = existing ?? MemberRecord(userId: context.userId, state: .joined, at: context.now)
        member.state = .joined
        member.joinedAt = context.now
        try context.commit(.member(url: url, member))
        announce(.userJoined(userRecord(context.userId)), in: url)
        return channelPayload(try context.channel(url), for: context.userId)
    }

    func leave(_ context: RequestContext, url: String) throws(ChatError) {
        let channel = try context.groupChannel(url)
        guard channel.members[context.userId] != nil else {
            throw ChatError(.nonAuthorized, "Not authorized: \(context.userId) is not a member of \(url).")
        }
        try context.commit(.memberRemoved(url: url, userId: context.userId))
        setTyping(false, userId: context.userId, in: url)
        announce(.userLeft(userRecord(context.userId)), in: url, alsoTo: [context.userId])
    }

    func setHidden(_ context: RequestContext, url: String, hidden: HiddenState) throws(ChatError) -> ChannelPayload {
        let channel = try context.groupChannel(url)
        var member = try context.membership(in: channel)
        member.hiddenState = hidden
        var mutations: [ServerMutation] = [.member(url: url, member)]
        if hidden != .unhidden, let last = channel.messages.last?.createdAt {
            mutations.append(.read(url: url, userId: context.userId, at: last))
        }
        try context.commit(mutations)
        if hidden != .unhidden {
            broadcast(to: [context.userId]) { recipient in
                .channelChanged(channelPayload(channel, for: recipient), .hidden)
            }
        }
        return channelPayload(try context.channel(url), for: context.userId)
    }

    /// Sets which messages notify the caller in a group channel they belong to; their other
    /// clients hear of it as a channel change, nobody else does.
    func setPushTriggerOption(_ context: RequestContext, url: String, option: GroupChannelPushTriggerOption) throws(ChatError) -> ChannelPayload {
        let channel = try context.groupChannel(url)
        var member = try context.membership(in: channel)
        let stored: GroupChannelPushTriggerOption? = option == .default ? nil : option
        if member.pushTriggerOption != stored {
            member.pushTriggerOption = stored
            try context.commit(.member(url: url, member))
            let updated = try context.channel(url)
            broadcast(to: [context.userId], except: context.session) { recipient in
                .channelChanged(channelPayload(updated, for: recipient), .updated)
            }
        }
        return channelPayload(try context.channel(url), for: context.userId)
    }

    func setFrozen(_ context: RequestContext, url: String, frozen: Bool) throws(ChatError) -> ChannelPayload {
        let channel = try context.channel(url)
        try context.requireOperator(in: channel, to: frozen ? "freeze it" : "unfreeze it")
        var header = channel.header
        header.isFrozen = frozen
        try context.commit(.channel(header))
        announce(frozen ? .frozen : .unfrozen, in: url)
        return channelPayload(try context.channel(url), for: context.userId)
    }

    /// Mutes `userId` for `seconds` (nil: until unmuted), or unmutes them.
    func setMuted(_ context: RequestContext, url: String, userId: String, seconds: Int?, muted: Bool) throws(ChatError) {
        let channel = try context.channel(url)
        try context.requireOperator(in: channel, to: muted ? "mute users" : "unmute users")
        try Validation.userIds([userId], in: context.state)
        try Validation.duration(seconds, named: "mute duration")
        let until = muted ? seconds.map { context.now + Int64($0) * 1000 } ?? Int64.max : nil
        if channel.header.kind == .group {
            guard var member = channel.members[userId] else {
                throw ChatError(.notFoundInDatabase, "Not found in database: \(userId) is not a member of \(url).")
            }
            member.mutedUntil = until
            try context.commit(.member(url: url, member))
        } else {
            var header = channel.header
            header.mutedUntil[userId] = until
            try context.commit(.channel(header))
        }
        let user = userRecord(userId)
        announce(muted ? .userMuted(user) : .userUnmuted(user), in: url)
        if let seconds, muted {
            scheduler.schedule(after: .seconds(seconds)) { [weak self] in
                // Only the mute still in force ends here: not one lifted or replaced since.
                guard let self, let channel = state[url] else { return }
                let current = channel.header.kind == .group ? channel.members[userId]?.mutedUntil : channel.header.mutedUntil[userId]
                guard current == until else { return }
                announce(.userUnmuted(user), in: url)
            }
        }
    }

    /// Bans `userId` for `seconds` (nil: until unbanned), removing them from the channel, or lifts a ban.
    func setBanned(_ context: RequestContext, url: String, userId: String, seconds: Int?, banned: Bool) throws(ChatError) {
        let channel = try context.channel(url)
        try context.requireOperator(in: channel, to: banned ? "ban users" : "unban users")
        try Validation.userIds([userId], in: context.state)
        try Validation.duration(seconds, named: "ban duration")
        if !banned, channel.header.bannedUntil[userId] == nil {
            throw ChatError(.notFoundInDatabase, "Not found in database: \(userId) is not banned from \(url).")
        }
        var header = channel.header
        header.bannedUntil[userId] = banned ? seconds.map { context.now + Int64($0) * 1000 } ?? Int64.max : nil
        var mutations: [ServerMutation] = [.channel(header)]
        if banned, channel.members[userId] != nil { mutations.append(.memberRemoved(url: url, userId: userId)) }
        let audience = audience(of: channel)
        try context.commit(mutations)
        if banned { setParticipant(userId, in: url, entered: false) }
        let user = userRecord(userId)
        guard let updated = state[url] else { return }
        broadcast(to: audience + [userId]) { recipient in
            .channelChanged(channelPayload(updated, for: recipient), banned ? .userBanned(user) : .userUnbanned(user))
        }
    }

    func setOperators(_ context: RequestContext, url: String, userIds: [String], add: Bool) throws(ChatError) {
        let channel = try context.channel(url)
        try context.requireOperator(in: channel, to: "change its operators")
        guard !userIds.isEmpty else { throw .invalidParameter("no user ids given") }
        try Validation.userIds(userIds, in: context.state)
        if channel.header.kind == .group {
            var mutations: [ServerMutation] = []
            for id in userIds {
                guard var member = channel.members[id] else {
                    throw ChatError(.notFoundInDatabase, "Not found in database: \(id) is not a member of \(url).")
                }
                member.isOperator = add
                mutations.append(.member(url: url, member))
            }
            try context.commit(mutations)
        } else {
            var header = channel.header
            header.operatorIds = add
                ? header.operatorIds + userIds.filter { !header.operatorIds.contains($0) }
                : header.operatorIds.filter { !userIds.contains($0) }
            try context.commit(.channel(header))
        }
        announce(.operatorsUpdated, in: url)
    }

    func enter(_ context: RequestContext, url: String, entering: Bool) throws(ChatError) -> ChannelPayload {
        let channel = try context.channel(url)
        guard channel.header.kind == .open else { throw .channelNotFound(url) }
        if entering, isBanned(context.userId, in: channel, at: context.now) {
            throw ChatError(.bannedFromChannel, "User is banned: \(context.userId) cannot enter \(url).")
        }
        let user = userRecord(context.userId)
        if entering {
            setParticipant(context.userId, in: url, entered: true)
            announce(.userEntered(user), in: url)
        } else {
            // Remove first so the remaining participants see the new count; the one who
            // left still hears of it, as with `leave`.
            setParticipant(context.userId, in: url, entered: false)
            announce(.userExited(user), in: url, alsoTo: [context.userId])
        }
        return channelPayload(channel, for: context.userId)
    }

    func markAsRead(_ context: RequestContext, url: String) throws(ChatError) -> ChannelPayload {
        let channel = try context.groupChannel(url)
        _ = try context.membership(in: channel)
        let time = max(context.now, channel.messages.last?.createdAt ?? 0)
        try context.commit(.read(url: url, userId: context.userId, at: time))
        announce(.readStatus(userId: context.userId), in: url)
        return channelPayload(try context.channel(url), for: context.userId)
    }

    /// Moves the caller's read state back to just before `messageId`; the caller's other
    /// sessions hear `.readStatus` with the new unread count, as after `markAsRead`.
    func markAsUnread(_ context: RequestContext, url: String, messageId: Int64) throws(ChatError) -> ChannelPayload {
        let channel = try context.groupChannel(url)
        _ = try context.membership(in: channel)
        guard let index = channel.index(ofMessage: messageId) else { throw .messageNotFound(messageId) }
        guard channel.messages[index].senderId != context.userId else {
            throw .invalidParameter("a user's own message cannot be marked unread")
        }
        try context.commit(.unread(url: url, userId: context.userId, fromMessageId: messageId))
        announce(.readStatus(userId: context.userId), in: url)
        return channelPayload(try context.channel(url), for: context.userId)
    }

    func typing(_ context: RequestContext, url: String, isTyping: Bool) throws(ChatError) {
        let channel = try context.groupChannel(url)
        _ = try context.membership(in: channel)
        setTyping(isTyping, userId: context.userId, in: url)
    }

    func isBanned(_ userId: String, in channel: ChannelRecord, at time: Int64) -> Bool {
        channel.header.bannedUntil[userId].map { $0 > time } ?? false
    }

    func isMuted(_ userId: String, in channel: ChannelRecord, at time: Int64) -> Bool {
        channel.header.kind == .group
            ? channel.members[userId]?.isMuted(at: time) == true
            : channel.header.mutedUntil[userId].map { $0 > time } ?? false
    }
}
