@testable import BanterChatSDK

/// The channel and membership steps: creating, inviting, moderating and listing.
extension ModelRun {
    func create(_ c: Int, invitees: [String], name: String?, distinct: Bool) throws(ModelFailure) {
        let userId = model.userIds[c]
        let memberIds = Set(invitees + [userId])
        let existing = model.channels.firstIndex { $0.isDistinct && Set($0.members.keys) == memberIds }
        var expected = ReferenceModel.Expectation.success
        if let refusal = model.connectionRefusal(client: c) { expected = .refused(refusal) }
        else if !ReferenceModel.isValidName(name) { expected = .refused(.invalidParameter) }
        else if let refusal = model.userRefusal(invitees + [userId]) { expected = .refused(refusal) }
        var params = GroupChannelCreateParams(userIds: invitees, name: name)
        params.operatorUserIds = [userId]
        params.isDistinct = distinct
        let client = clients[c]
        let result = try check("\(userId) creates a channel with \(invitees)", expected) { client.createGroupChannel(params: params, completion: $0) }
        guard case .success(let channel) = result else { return }
        hold(channel, client: c)
        if distinct, let existing {
            guard channel.channelURL == model.channels[existing].url else {
                throw fail("a distinct channel of \(memberIds.sorted()) was made twice")
            }
            return
        }
        guard !model.channels.contains(where: { $0.url == channel.channelURL }) else {
            throw fail("creating gave the existing channel \(channel.channelURL)")
        }
        var members = Dictionary(uniqueKeysWithValues: memberIds.map { ($0, ReferenceModel.Member()) })
        members[userId]?.isOperator = true
        model.channels.append(ReferenceModel.Channel(url: channel.channelURL, isDistinct: distinct, members: members))
    }

    func invite(_ c: Int, _ index: Int, _ channel: GroupChannel, _ userIds: [String]) throws(ModelFailure) {
        let userId = model.userIds[c]
        let record = model.channels[index]
        var expected = ReferenceModel.Expectation.success
        if let refusal = model.connectionRefusal(client: c) { expected = .refused(refusal) }
        else if record.members[userId] == nil { expected = .refused(.nonAuthorized) }
        else if userIds.isEmpty { expected = .refused(.invalidParameter) }
        else if let refusal = model.userRefusal(userIds) { expected = .refused(refusal) }
        else if userIds.contains(where: { record.isBanned($0, at: now) }) { expected = .refused(.bannedFromChannel) }
        try check("\(userId) invites \(userIds)", expected) { channel.invite(userIds: userIds, completion: $0) }
        guard expected == .success else { return }
        for id in userIds where record.members[id] == nil { model.channels[index].members[id] = ReferenceModel.Member() }
    }

    /// The checks every moderation shares: connection, operator, the user's id.
    private func moderationExpectation(_ c: Int, _ index: Int, users: [String]) -> ReferenceModel.Expectation? {
        if let refusal = model.connectionRefusal(client: c) { return .refused(refusal) }
        if !model.isOperator(model.userIds[c], in: model.channels[index]) { return .refused(.nonAuthorized) }
        if users.isEmpty { return .refused(.invalidParameter) }
        return model.userRefusal(users).map { .refused($0) }
    }

    func mute(_ c: Int, _ index: Int, _ channel: GroupChannel, _ target: String, seconds: Int?, muted: Bool) throws(ModelFailure) {
        let expected = moderationExpectation(c, index, users: [target])
            ?? (ReferenceModel.isValidDuration(seconds) ? nil : .refused(.invalidParameter))
            ?? (model.channels[index].members[target] == nil ? .refused(.notFoundInDatabase) : .success)
        try check("u\(c) \(muted ? "mutes" : "unmutes") \(target.debugDescription) for \(seconds.map(String.init) ?? "ever")", expected) {
            muted ? channel.muteUser(userId: target, seconds: seconds, completion: $0) : channel.unmuteUser(userId: target, completion: $0)
        }
        guard expected == .success else { return }
        model.channels[index].members[target]?.mutedUntil = muted ? seconds.map { now + Int64($0) * 1000 } ?? Int64.max : nil
    }

    func ban(_ c: Int, _ index: Int, _ channel: GroupChannel, _ target: String, seconds: Int?, banned: Bool) throws(ModelFailure) {
        let expected = moderationExpectation(c, index, users: [target])
            ?? (ReferenceModel.isValidDuration(seconds) ? nil : .refused(.invalidParameter))
            ?? (!banned && model.channels[index].bannedUntil[target] == nil ? .refused(.notFoundInDatabase) : .success)
        try check("u\(c) \(banned ? "bans" : "unbans") \(target.debugDescription) for \(seconds.map(String.init) ?? "ever")", expected) {
            banned ? channel.banUser(userId: target, seconds: seconds, completion: $0) : channel.unbanUser(userId: target, completion: $0)
        }
        guard expected == .success else { return }
        if banned {
            model.channels[index].bannedUntil[target] = seconds.map { now + Int64($0) * 1000 } ?? Int64.max
            model.channels[index].members[target] = nil
            if let banned = model.userIds.firstIndex(of: target) { retireMessageCollection(of: banned, in: channel.channelURL) }
        } else {
            model.channels[index].bannedUntil[target] = nil
        }
    }

    func operators(_ c: Int, _ index: Int, _ channel: GroupChannel, _ userIds: [String], add: Bool) throws(ModelFailure) {
        let expected = moderationExpectation(c, index, users: userIds)
            ?? (userIds.contains { model.channels[index].members[$0] == nil } ? .refused(.notFoundInDatabase) : .success)
        try check("u\(c) \(add ? "promotes" : "dismisses") \(userIds)", expected) {
            add ? channel.addOperators(userIds: userIds, completion: $0) : channel.removeOperators(userIds: userIds, completion: $0)
        }
        guard expected == .success else { return }
        for id in userIds { model.channels[index].members[id]?.isOperator = add }
    }

    func members(_ c: Int, _ index: Int, _ channel: GroupChannel, limit: Int) throws(ModelFailure) {
        var expected = ReferenceModel.Expectation.success
        if !(1...100).contains(limit) { expected = .refused(.invalidParameter) }
        else if let refusal = memberOnly(c, index).code { expected = .refused(refusal) }
        let query = channel.createMemberListQuery()
        query.limit = limit
        let result = try check("u\(c) lists \(channel.channelURL)'s members, \(limit) a page", expected) { query.loadNextPage(completion: $0) }
        guard case .success(let page) = result else { return }
        let wanted = Array(model.channels[index].members.keys.sorted().prefix(limit))
        guard page.map(\.userId) == wanted else { throw fail("the member list's first page is \(page.map(\.userId)), not \(wanted)") }
        guard query.hasNext == (model.channels[index].members.count > limit) else { throw fail("the member list's hasNext is \(query.hasNext)") }
    }

    func users(_ c: Int, limit: Int) throws(ModelFailure) {
        var expected = ReferenceModel.Expectation.success
        if !(1...100).contains(limit) { expected = .refused(.invalidParameter) }
        else if let refusal = model.connectionRefusal(client: c) { expected = .refused(refusal) }
        let query = clients[c].createApplicationUserListQuery()
        query.limit = limit
        let result = try check("u\(c) lists users, \(limit) a page", expected) { query.loadNextPage(completion: $0) }
        guard case .success(let page) = result else { return }
        let wanted = Array(model.knownUsers.sorted().prefix(limit))
        guard page.map(\.userId) == wanted else { throw fail("the user list's first page is \(page.map(\.userId)), not \(wanted)") }
    }
}
