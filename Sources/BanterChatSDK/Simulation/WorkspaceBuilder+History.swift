import Foundation

/// Writing a channel's history: when messages were sent, who said what, and what followed
/// (answers, quotes, threads, reactions, read receipts).
extension WorkspaceBuilder {
    /// One message already written, for the replies that follow it.
    private struct Written {
        var id: Int64
        var sender: String
        var text: String
        var isTopLevel: Bool
    }

    // MARK: Time

    /// `count` strictly increasing send times over about `days` days, ending some hours
    /// before `end`: bursts of a few messages seconds to minutes apart, with hours or days
    /// between bursts and none at night, so histories cross many dates.
    func timeline(count: Int, days: Int) -> [Int64] {
        guard count > 0 else { return [] }
        let span = Double(days) * Double(Self.day)
        let betweenBursts = span / max(1, Double(count) / 5.5)
        var time = end - Int64(min(exponential(mean: 8 * Double(Self.hour)), span / 4))
        var times: [Int64] = []
        times.reserveCapacity(count)
        var leftInBurst = Int.random(in: 1...10, using: &rng)
        // Walk backwards from the latest message, so the history ends where it should.
        for _ in 0..<count {
            times.append(time)
            leftInBurst -= 1
            if leftInBurst == 0 {
                leftInBurst = Int.random(in: 1...10, using: &rng)
                time -= max(5 * Self.minute, Int64(exponential(mean: betweenBursts)))
                time = awake(time)
            } else if rng.nextUnit() < 0.1 {
                time -= Int64.random(in: (3 * Self.minute)...(20 * Self.minute), using: &rng)
            } else {
                time -= max(2_000, Int64(exponential(mean: 45_000)))
            }
        }
        return times.reversed()
    }

    /// A channel is created a little before its first message.
    func creationTime(before times: [Int64]) -> Int64 {
        (times.first ?? end) - Int64.random(in: (10 * Self.minute)...(3 * Self.day), using: &rng)
    }

    /// Moves a time in the small hours (UTC) back to the evening before.
    private func awake(_ time: Int64) -> Int64 {
        let hourOfDay = ((time % Self.day) + Self.day) % Self.day / Self.hour
        guard hourOfDay < 7 else { return time }
        return time - (hourOfDay + 1) * Self.hour - Int64.random(in: 0..<(2 * Self.hour), using: &rng)
    }

    private func exponential(mean: Double) -> Double {
        -log(1 - rng.nextUnit()) * mean
    }

    // MARK: Conversations

    /// Writes a conversation among `speakers` at `times`, and returns how many messages it
    /// wrote. The current user reads all but the last `unreadForMe`; most others read it all.
    ///
    /// The first `imported` messages, the far past of a very long history, are plain text
    /// imported in bulk (`importHistory`), so a long channel costs little to generate; the
    /// rest get mentions, replies, threads, files and reactions.
    func writeConversation(
        url: String, speakers: [String], flavor: PhraseBook.Flavor, times: [Int64], unreadForMe: Int, imported: Int = 0
    ) throws(ChatError) -> Int {
        let isGroup = server.state[url]?.header.kind == .group
        let myLastRead = times.count - unreadForMe - 1
        let bulk = min(max(0, imported), times.count)
        if bulk > 0 { try importConversation(url: url, speakers: speakers, flavor: flavor, times: times[..<bulk]) }
        var previous: Written?
        var recent: [Written] = []
        var thread: (parent: Written, left: Int)?
        for (index, time) in times.enumerated().dropFirst(bulk) {
            let speaker = pickSpeaker(speakers, after: previous?.sender)
            let listeners = speakers.filter { $0 != speaker }
            let blanks = PhraseBook.Blanks(otherName: listeners.isEmpty ? "everyone" : givenNames[PhraseBook.pick(listeners, &rng)] ?? "")
            var params = UserMessageCreateParams(message: "")
            var file: FileMessageCreateParams?
            let roll = rng.nextUnit()
            if let open = thread, roll < 0.4 {
                params.message = PhraseBook.reply(to: open.parent.text, flavor, blanks, using: &rng)
                params.parentMessageId = open.parent.id
                thread = open.left > 1 ? (open.parent, open.left - 1) : nil
            } else if let previous, previous.sender != speaker, PhraseBook.isQuestion(previous.text), roll < 0.75 {
                params.message = PhraseBook.reply(to: previous.text, flavor, blanks, using: &rng)
                if previous.isTopLevel, rng.nextUnit() < 0.2 {
                    params.parentMessageId = previous.id
                    params.isReplyToChannel = true
                }
            } else {
                let kind = rng.nextUnit()
                switch kind {
                case ..<0.50: params.message = PhraseBook.opener(flavor, blanks, using: &rng)
                case ..<0.68: params.message = PhraseBook.reply(to: previous?.text ?? "", flavor, blanks, using: &rng)
                case ..<0.74: params.message = PhraseBook.linkMessage(flavor, blanks, using: &rng)
                case ..<0.78: params.message = PhraseBook.list(flavor, blanks, using: &rng)
                case ..<0.80: params.message = PhraseBook.longMessage(flavor, blanks, using: &rng)
                case ..<0.87 where !listeners.isEmpty:
                    // People mention the current user more than anyone, as the app's user would notice.
                    let target = listeners.contains(me) && rng.nextUnit() < 0.4 ? me : PhraseBook.pick(listeners, &rng)
                    params.message = PhraseBook.mention(of: nicknames[target] ?? target, flavor, blanks, using: &rng)
                    params.mentionedUserIds = [target]
                case ..<0.92: file = PhraseBook.file(using: &rng)
                case ..<0.96 where !recent.isEmpty:
                    let quoted = PhraseBook.pick(recent, &rng)
                    params.message = PhraseBook.reply(to: quoted.text, flavor, blanks, using: &rng)
                    params.parentMessageId = quoted.id
                    params.isReplyToChannel = true
                default: params.message = PhraseBook.opener(flavor, blanks, using: &rng)
                }
            }
            let id: Int64
            if let file {
                id = try server.sendFileMessage(file, senderId: speaker, channelURL: url, createdAt: time)
            } else {
                id = try server.sendUserMessage(params, senderId: speaker, channelURL: url, createdAt: time)
            }
            let written = Written(id: id, sender: speaker, text: params.message, isTopLevel: params.parentMessageId == nil)
            if written.isTopLevel {
                recent.append(written)
                if recent.count > 8 { recent.removeFirst() }
                if thread == nil, file == nil, PhraseBook.isQuestion(written.text), rng.nextUnit() < 0.1 {
                    thread = (written, Int.random(in: 2...5, using: &rng))
                }
            }
            if params.parentMessageId == nil || params.isReplyToChannel { previous = written }
            if rng.nextUnit() < 0.15 { try react(to: id, in: url, from: listeners, keys: PhraseBook.reactionKeys) }
            if isGroup, index == myLastRead, speakers.contains(me) { try server.markAsRead(userId: me, channelURL: url, at: time) }
        }
        if isGroup, let last = times.last {
            for member in speakers where member != me && rng.nextUnit() < 0.75 {
                try server.markAsRead(userId: member, channelURL: url, at: last)
            }
        }
        return times.count
    }

    /// The far past of a conversation as plain text, imported in one go. The current user
    /// stays quiet in it: imported messages carry no request id, so the current user's own
    /// would not show as sent.
    private func importConversation(
        url: String, speakers: [String], flavor: PhraseBook.Flavor, times: ArraySlice<Int64>
    ) throws(ChatError) {
        let talkers = speakers.count > 2 ? speakers.filter { $0 != me } : speakers
        var history: [ImportedMessage] = []
        history.reserveCapacity(times.count)
        var last: ImportedMessage?
        for time in times {
            let speaker = pickSpeaker(talkers, after: last?.senderId)
            // Someone other than the speaker: a random talker, or the next one after the speaker.
            var listener = PhraseBook.pick(talkers, &rng)
            if listener == speaker, let index = talkers.firstIndex(of: speaker) { listener = talkers[(index + 1) % talkers.count] }
            let blanks = PhraseBook.Blanks(otherName: listener == speaker ? "everyone" : givenNames[listener] ?? "")
            let text: String
            let roll = rng.nextUnit()
            if let last, last.senderId != speaker, PhraseBook.isQuestion(last.text), roll < 0.75 {
                text = PhraseBook.reply(to: last.text, flavor, blanks, using: &rng)
            } else {
                switch roll {
                case ..<0.55: text = PhraseBook.opener(flavor, blanks, using: &rng)
                case ..<0.82: text = PhraseBook.reply(to: last?.text ?? "", flavor, blanks, using: &rng)
                case ..<0.90: text = PhraseBook.linkMessage(flavor, blanks, using: &rng)
                case ..<0.96: text = PhraseBook.list(flavor, blanks, using: &rng)
                case ..<0.98: text = PhraseBook.longMessage(flavor, blanks, using: &rng)
                default: text = PhraseBook.opener(flavor, blanks, using: &rng)
                }
            }
            let message = ImportedMessage(senderId: speaker, text: text, createdAt: time)
            history.append(message)
            last = message
        }
        try server.importHistory(channelURL: url, messages: history)
    }

    /// Writes an announcement channel: the service's notice first, then the operator's
    /// announcements, which draw more reactions than chat does. Returns how many it wrote.
    func writeAnnouncements(url: String, poster: String, times: [Int64]) throws(ChatError) -> Int {
        let members = (server.state[url]?.members.keys.sorted() ?? []).filter { $0 != poster }
        for (index, time) in times.enumerated() {
            if index == 0 {
                try server.sendAdminMessage("Welcome! Only operators can post here; everyone gets the news.", channelURL: url, createdAt: time)
                continue
            }
            let blanks = PhraseBook.Blanks(otherName: givenNames[PhraseBook.pick(others, &rng)] ?? "")
            let text = PhraseBook.announcement(index - 1, blanks, using: &rng)
            let id = try server.sendUserMessage(UserMessageCreateParams(message: text), senderId: poster, channelURL: url, createdAt: time)
            try react(to: id, in: url, from: Array(members.shuffled(using: &rng).prefix(Int.random(in: 0...6, using: &rng))),
                      keys: ["🎉", "👍", "❤️", "🙌"])
        }
        if let last = times.last { try server.markAsRead(userId: me, channelURL: url, at: last) }
        return times.count
    }

    /// Up to three of `people` react, often with the same emoji as the first.
    private func react(to messageId: Int64, in url: String, from people: [String], keys: [String]) throws(ChatError) {
        guard !people.isEmpty else { return }
        let first = PhraseBook.pick(keys, &rng)
        for person in people.shuffled(using: &rng).prefix(Int.random(in: 1...3, using: &rng)) {
            let key = rng.nextUnit() < 0.6 ? first : PhraseBook.pick(keys, &rng)
            try server.addReaction(key, userId: person, messageId: messageId, channelURL: url)
        }
    }

    /// Who speaks next: in a pair, mostly the other one; in a group, the chattier people
    /// more often, and rarely the same person twice.
    private func pickSpeaker(_ speakers: [String], after previous: String?) -> String {
        if speakers.count == 2, let previous {
            let other = speakers[0] == previous ? speakers[1] : speakers[0]
            return rng.nextUnit() < 0.65 ? other : previous
        }
        func weight(_ speaker: String) -> Double {
            (chattiness[speaker] ?? 0.5) * (speaker == previous ? 0.3 : 1)
        }
        var total = 0.0
        for speaker in speakers { total += weight(speaker) }
        var target = rng.nextUnit() * total
        for speaker in speakers {
            target -= weight(speaker)
            if target < 0 { return speaker }
        }
        return speakers[speakers.count - 1]
    }
}
