/// What the simulated people do unprompted: post (after typing), react, read, and join or
/// leave channels. Each action picks a channel, mostly one the current user is in so the app
/// shows it, and someone there allowed to act.
extension SimulatedActivity {
    func actSpontaneously() {
        let roll = rng.nextUnit()
        switch roll {
        case ..<0.55: post()
        case ..<0.75: react()
        case ..<0.85: read()
        default: changeMembership()
        }
    }

    /// A channel from `candidates`, usually one the current user is in (joined, or entered
    /// for an open channel), so the app shows what happens.
    private func pickChannel(_ candidates: [ChannelRecord]) -> ChannelRecord? {
        let mine = candidates.filter { channel in
            channel.header.kind == .open
                ? server.participants[channel.url]?.contains(me) == true
                : channel.members[me]?.state == .joined
        }
        let pool = mine.isEmpty || rng.nextUnit() < 0.2 ? candidates : mine
        return pool.isEmpty ? nil : PhraseBook.pick(pool, &rng)
    }

    /// The simulated people allowed to post in `channel`, in a fixed order.
    private func posters(in channel: ChannelRecord) -> [String] {
        let pool = channel.header.kind == .group ? channel.members.keys.sorted() : people
        return pool.filter { isSimulated.contains($0) && canPost($0, in: channel) }
    }

    private var channels: [ChannelRecord] { Array(server.state.allChannels) }

    // MARK: Posting

    /// Someone types and posts: a new topic, a link or list, a file, a thread reply, a
    /// mention (often of the current user), or an announcement from its operator.
    private func post() {
        let candidates = channels.filter { !posters(in: $0).isEmpty && $0.header.customType != "support" }
        guard let channel = pickChannel(candidates) else { return }
        let authors = posters(in: channel)
        let author = PhraseBook.pick(authors, &rng)
        let url = channel.url
        let flavor = flavor(of: channel)
        let others = channel.header.kind == .group ? channel.members.keys.sorted().filter { $0 != author } : []
        let otherName = others.isEmpty ? "everyone" : firstName(of: PhraseBook.pick(others, &rng))
        let blanks = PhraseBook.Blanks(otherName: otherName)
        if workspace.channel(url)?.kind == .announcement {
            let text = PhraseBook.announcement(Int.random(in: 0..<PhraseBook.announcements.count, using: &rng), blanks, using: &rng)
            typeThenSend(UserMessageCreateParams(message: text), as: author, in: url)
            return
        }
        var params = UserMessageCreateParams(message: "")
        let roll = rng.nextUnit()
        switch roll {
        case ..<0.12 where others.contains(me):
            params.message = PhraseBook.mention(of: server.userRecord(me).nickname, flavor, blanks, using: &rng)
            params.mentionedUserIds = [me]
        case ..<0.18 where !others.isEmpty:
            let target = PhraseBook.pick(others, &rng)
            params.message = PhraseBook.mention(of: server.userRecord(target).nickname, flavor, blanks, using: &rng)
            params.mentionedUserIds = [target]
        case ..<0.23:
            let file = PhraseBook.file(using: &rng)
            after(Self.duration(2 + 3 * rng.nextUnit())) { activity in
                guard let channel = activity.server.state[url], activity.canPost(author, in: channel) else { return }
                _ = try? activity.server.sendFileMessage(file, senderId: author, channelURL: url)
            }
            return
        case ..<0.33:
            let parents = channel.messages.suffix(12).filter { $0.parentMessageId == nil && $0.kind == .user }
            guard let parent = parents.last(where: { PhraseBook.isQuestion($0.text) }) ?? parents.last else { return }
            params.message = PhraseBook.reply(to: parent.text, flavor, blanks, using: &rng)
            params.parentMessageId = parent.messageId
        case ..<0.43: params.message = PhraseBook.linkMessage(flavor, blanks, using: &rng)
        case ..<0.48: params.message = PhraseBook.list(flavor, blanks, using: &rng)
        case ..<0.65: params.message = PhraseBook.reply(to: channel.messages.last?.text ?? "", flavor, blanks, using: &rng)
        default: params.message = PhraseBook.opener(flavor, blanks, using: &rng)
        }
        typeThenSend(params, as: author, in: url)
    }

    // MARK: Reacting and reading

    /// Someone reacts to one of the latest messages of a channel they may act in.
    private func react() {
        guard let channel = pickChannel(channels.filter { !$0.messages.isEmpty && !posters(in: $0).isEmpty }) else { return }
        let message = PhraseBook.pick(Array(channel.messages.suffix(8)), &rng)
        let reactors = posters(in: channel).filter { $0 != message.senderId }
        guard !reactors.isEmpty else { return }
        let reactor = PhraseBook.pick(reactors, &rng)
        let existing = channel.extras[message.messageId]?.reactions.keys.sorted() ?? []
        // People tend to join a reaction that is already there.
        let key = !existing.isEmpty && rng.nextUnit() < 0.5 ? PhraseBook.pick(existing, &rng) : PhraseBook.pick(PhraseBook.reactionKeys, &rng)
        try? server.addReaction(key, userId: reactor, messageId: message.messageId, channelURL: channel.url)
    }

    /// Someone with unread messages in a group channel reads them, which the senders see as a receipt.
    private func read() {
        let unread = channels.filter { channel in
            channel.header.kind == .group && channel.members.values.contains { isSimulated.contains($0.userId) && $0.unreadMessageCount > 0 }
        }
        guard let channel = pickChannel(unread) else { return }
        let readers = channel.members.values.filter { isSimulated.contains($0.userId) && $0.unreadMessageCount > 0 }.map(\.userId).sorted()
        guard !readers.isEmpty else { return }
        _ = try? server.markAsRead(userId: PhraseBook.pick(readers, &rng), channelURL: channel.url)
    }

    // MARK: Membership

    /// Someone joins a public channel or leaves one; or someone leaves a private group and
    /// is invited back a little later by someone still in it.
    private func changeMembership() {
        let groups = channels.filter { channel in
            let header = channel.header
            return header.kind == .group && !header.isDistinct && !header.isFrozen && header.customType == nil
        }
        guard let channel = pickChannel(groups) else { return }
        let url = channel.url
        let joined = channel.members.values.filter { $0.state == .joined }.map(\.userId).sorted()
        // Operators and the creator stay; so does anyone muted, whom leaving would unmute.
        let leavers = joined.filter { person in
            isSimulated.contains(person) && person != channel.header.createdBy
                && channel.members[person]?.isOperator == false && channel.members[person]?.mutedUntil == nil
        }
        if channel.header.isPublic {
            let outsiders = people.filter { channel.members[$0] == nil && !server.isBanned($0, in: channel, at: server.now) }
            if !outsiders.isEmpty, leavers.isEmpty || rng.nextUnit() < 0.5 {
                try? server.joinChannel(userId: PhraseBook.pick(outsiders, &rng), channelURL: url)
            } else if !leavers.isEmpty, joined.count > 3 {
                try? server.leaveChannel(userId: PhraseBook.pick(leavers, &rng), channelURL: url)
            }
            return
        }
        guard joined.count > 3, !leavers.isEmpty else { return }
        let leaver = PhraseBook.pick(leavers, &rng)
        guard (try? server.leaveChannel(userId: leaver, channelURL: url)) != nil else { return }
        after(Self.duration(20 + 70 * rng.nextUnit())) { activity in
            guard let channel = activity.server.state[url], channel.members[leaver] == nil else { return }
            let inviters = channel.members.values.filter { $0.state == .joined && activity.isSimulated.contains($0.userId) }.map(\.userId).sorted()
            guard !inviters.isEmpty else { return }
            try? activity.server.inviteUsers([leaver], channelURL: url, inviterId: PhraseBook.pick(inviters, &activity.rng))
            guard activity.server.state[url]?.members[leaver]?.state == .invited else { return }
            // Without auto-accept, the invitation waits until they accept it.
            activity.after(Self.duration(3 + 7 * activity.rng.nextUnit())) { activity in
                try? activity.server.joinChannel(userId: leaver, channelURL: url)
            }
        }
    }

    /// What the simulated people call `userId` (`PhraseBook.spokenName`): the first word of
    /// the nickname others see now, or "everyone" for someone whose nickname is their id.
    func firstName(of userId: String) -> String {
        PhraseBook.spokenName(nickname: server.userRecord(userId).nickname, userId: userId) ?? "everyone"
    }
}
