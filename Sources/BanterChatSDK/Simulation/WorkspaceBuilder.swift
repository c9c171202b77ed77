/// One run of `WorkspaceGenerator`: draws the people and the channels, and has each
/// channel's history written, in a fixed order from one seeded generator so the same seed
/// always makes the same calls.
@MainActor
final class WorkspaceBuilder {
    let server: ChatServer
    let options: WorkspaceGenerator.Options
    var rng: SeededRandomNumberGenerator
    /// Where every history ends: the server's time when generation started.
    let end: Int64
    var me: String { options.currentUserId }
    /// Everyone but the current user and the crowd, in creation order.
    private(set) var others: [String] = []
    /// The people who only watch the live channel, in creation order.
    private(set) var crowd: [String] = []
    var nicknames: [String: String] = [:]
    var givenNames: [String: String] = [:]
    /// How much each person talks, as a weight for picking speakers.
    var chattiness: [String: Double] = [:]
    private(set) var channels: [Workspace.Channel] = [] {
        didSet { progress?(channels.count, plannedChannelCount) }
    }
    /// Told after each channel is made, with how many of `plannedChannelCount` are done.
    let progress: (@MainActor (_ done: Int, _ total: Int) -> Void)?

    static let minute: Int64 = 60_000
    static let hour: Int64 = 3_600_000
    static let day: Int64 = 86_400_000

    init(server: ChatServer, options: WorkspaceGenerator.Options, progress: (@MainActor (_ done: Int, _ total: Int) -> Void)? = nil) {
        self.server = server
        self.options = options
        self.progress = progress
        rng = SeededRandomNumberGenerator(seed: options.seed)
        end = server.now
    }

    func build() throws(ChatError) -> Workspace {
        try createUsers()
        try createChannels()
        let long = channels.first { $0.kind == .team }?.url ?? ""
        return Workspace(seed: options.seed, currentUserId: me, otherUserIds: others, channels: channels, longChannelURL: long,
                         crowdUserIds: crowd)
    }

    // MARK: People

    private func createUsers() throws(ChatError) {
        var taken: Set<String> = [me]
        // Drawn even when a nickname is given, so everyone else's names stay the same.
        let drawn = drawPerson(taken: &taken).nickname
        let myName = options.currentUserNickname ?? drawn
        try addUser(me, nickname: myName, given: PhraseBook.spokenName(nickname: myName, userId: me) ?? "everyone")
        for _ in 0..<options.userCount {
            let person = drawPerson(taken: &taken)
            try addUser(person.id, nickname: person.nickname, given: person.given)
            others.append(person.id)
        }
    }

    private func addUser(_ id: String, nickname: String, given: String) throws(ChatError) {
        let hasPicture = rng.nextUnit() < 0.85
        try server.createUser(id: id, nickname: nickname, profileURL: hasPicture ? "https://avatars.example.com/\(id).png" : nil)
        nicknames[id] = nickname
        givenNames[id] = given
        chattiness[id] = 0.3 + 0.7 * rng.nextUnit()
    }

    /// A person from a random culture: an id from the ASCII spelling, and a nickname that is
    /// usually the full name, sometimes the given name with an initial or alone.
    private func drawPerson(taken: inout Set<String>) -> (id: String, nickname: String, given: String) {
        var culture = PhraseBook.pick(NameCatalog.cultures, &rng)
        var given = PhraseBook.pick(culture.givenNames, &rng)
        var family = PhraseBook.pick(culture.familyNames, &rng)
        // Two people with the same name would confuse more than they test; draw again a few
        // times before numbering the id.
        for _ in 0..<20 where taken.contains("\(given.ascii).\(family.ascii)") {
            culture = PhraseBook.pick(NameCatalog.cultures, &rng)
            given = PhraseBook.pick(culture.givenNames, &rng)
            family = PhraseBook.pick(culture.familyNames, &rng)
        }
        var id = "\(given.ascii).\(family.ascii)"
        var suffix = 2
        while taken.contains(id) {
            id = "\(given.ascii).\(family.ascii)\(suffix)"
            suffix += 1
        }
        taken.insert(id)
        let style = rng.nextUnit()
        let isWestern = !culture.familyFirstSpaced && !culture.familyFirstUnspaced
        let nickname: String
        if style < 0.7 || !isWestern {
            nickname = culture.fullName(given: given, family: family)
        } else if style < 0.85 {
            nickname = "\(given.written) \(family.written.prefix(1))."
        } else {
            nickname = given.written
        }
        return (id, nickname, given.written)
    }

    // MARK: Channels

    /// How many channels `createChannels()` makes: the direct chats, three groups, the team
    /// and announcement channels, two public groups, two support chats, three open channels
    /// and the live one when there is a crowd.
    var plannedChannelCount: Int { min(6, options.userCount) + 3 + 2 + 2 + 2 + 3 + (options.crowdSize > 0 ? 1 : 0) }

    private func createChannels() throws(ChatError) {
        let lead = others[0]
        let agent = others[1]
        let count = others.count

        for partner in Array(others.shuffled(using: &rng).prefix(min(6, count))) {
            try group(.direct, name: "", creator: me, members: [partner], distinct: true,
                      length: vary(options.historyLength, 0.3...1.5), flavor: rng.nextUnit() < 0.5 ? .work : .social)
        }

        let groupNames: [(String, PhraseBook.Flavor)] = [
            ("Weekend hike 🥾", .social), ("Project Falcon", .work), ("Book club 📚", .social),
            ("Design review", .work), ("Family 🏡", .social), ("Lunch crew", .social),
        ]
        for (index, (name, flavor)) in groupNames.shuffled(using: &rng).prefix(3).enumerated() {
            let members = pickOthers(Int.random(in: 2...min(4, count), using: &rng))
            // The current user runs the first two groups; someone else runs the third.
            let creator = index < 2 ? me : members[0]
            try group(.group, name: name, creator: creator, members: members + [me], operators: [creator],
                      length: vary(options.historyLength, 0.5...1.5), flavor: flavor)
        }

        let teamSize = min(count, max(12, count * 2 / 3))
        let team = [lead] + pickOthers(teamSize, excluding: [lead]).prefix(teamSize - 1)
        try group(.team, name: "Product team", creator: lead, members: Array(team) + [me], operators: [lead],
                  length: options.longHistoryLength, flavor: .work,
                  days: max(options.historyDays, options.longHistoryLength / 60))

        try group(.announcement, name: "📣 Announcements", creator: lead, members: others + [me], operators: [lead],
                  customType: "announcement", length: min(12, max(1, options.historyLength / 4)), flavor: .work,
                  days: options.historyDays * 2)

        try group(.publicGroup, name: "Random ☕", creator: others[2], members: pickOthers(min(8, count), excluding: [others[2]]) + [me],
                  operators: [others[2]], isPublic: true, length: vary(options.historyLength, 0.5...1.2), flavor: .social)
        try group(.publicGroup, name: "Gardening 🌱", creator: others[count - 1], members: pickOthers(min(5, count), excluding: [others[count - 1]]),
                  operators: [others[count - 1]], isPublic: true, length: vary(options.historyLength, 0.3...0.8), flavor: .social)

        for (index, name) in ["Support · Billing", "Support · Login problem"].enumerated() {
            try supportChannel(name: name, script: PhraseBook.supportScripts[index], agent: agent)
        }

        // Rooms of different sizes: everyone in the lobby, half the people watching the
        // release, a few off topic. Taken in order, not drawn, so the rest of the workspace
        // (drawn from the same generator) stays as it was.
        let rooms: [(String, PhraseBook.Flavor, Int)] = [("Lobby", .social, others.count), ("Release watch 🚀", .work, others.count / 2),
                                                          ("Off-topic", .social, min(3, others.count))]
        for (name, flavor, participants) in rooms {
            try openChannel(name: name, operatorId: lead, length: vary(options.historyLength / 2, 0.5...1.5), flavor: flavor,
                            participants: Array(others.prefix(participants)))
        }
        // Last, so everything above is drawn as it was before there was a crowd.
        if options.crowdSize > 0 { try liveChannel(operatorId: lead) }

        if options.mutesCurrentUser, let random = channels.first(where: { $0.kind == .publicGroup && $0.memberIds.contains(me) }) {
            try server.setMuted(true, userId: me, channelURL: random.url)
        }
    }

    /// Creates a group channel backdated to before its history, writes the history, and
    /// records it; an announcement channel is frozen once its history is written.
    private func group(
        _ kind: Workspace.Channel.Kind, name: String, creator: String, members: [String], operators: [String] = [],
        distinct: Bool = false, isPublic: Bool = false, customType: String? = nil,
        length: Int, flavor: PhraseBook.Flavor, days: Int? = nil
    ) throws(ChatError) {
        let memberIds = [creator] + members.filter { $0 != creator }
        let times = timeline(count: length, days: days ?? options.historyDays)
        var params = GroupChannelCreateParams(userIds: memberIds.filter { $0 != creator }, name: name)
        params.operatorUserIds = operators
        params.isDistinct = distinct
        params.isPublic = isPublic
        params.customType = customType
        params.coverURL = kind == .direct ? nil : "https://covers.example.com/\(channels.count + 1).png"
        let url = try server.createGroupChannel(params, creatorId: creator, createdAt: creationTime(before: times))
        var written = 0
        switch kind {
        case .announcement:
            written = try writeAnnouncements(url: url, poster: operators.first ?? creator, times: times)
            try server.setFrozen(true, channelURL: url)
        default:
            // Only the latest few hundred of a very long history get replies, reactions and files.
            written = try writeConversation(url: url, speakers: memberIds, flavor: flavor, times: times,
                                            unreadForMe: unreadCount(for: kind), imported: times.count - 600)
        }
        channels.append(.init(url: url, name: name, kind: kind, memberIds: memberIds, messageCount: written))
    }

    private func supportChannel(name: String, script: [(fromCustomer: Bool, text: String?)], agent: String) throws(ChatError) {
        let times = timeline(count: script.count, days: options.historyDays)
        var params = GroupChannelCreateParams(userIds: [agent], name: name)
        params.operatorUserIds = [agent]
        params.customType = "support"
        let url = try server.createGroupChannel(params, creatorId: me, createdAt: creationTime(before: times))
        for (index, line) in script.enumerated() {
            let sender = line.fromCustomer ? me : agent
            if let text = line.text {
                try server.sendUserMessage(UserMessageCreateParams(message: text), senderId: sender, channelURL: url, createdAt: times[index])
            } else {
                let screenshot = FileMessageCreateParams(fileName: "Screenshot login error.png", fileSize: 412_233, mimeType: "image/png")
                try server.sendFileMessage(screenshot, senderId: sender, channelURL: url, createdAt: times[index])
            }
        }
        if let last = times.last {
            try server.markAsRead(userId: me, channelURL: url, at: last)
            try server.markAsRead(userId: agent, channelURL: url, at: last)
        }
        channels.append(.init(url: url, name: name, kind: .support, memberIds: [me, agent], messageCount: script.count))
    }

    /// An open channel with its history, `participants` inside it (seeded without a client
    /// each; participation is the service's session state, so a reloaded workspace starts
    /// with empty rooms).
    private func openChannel(name: String, operatorId: String, length: Int, flavor: PhraseBook.Flavor,
                             participants: [String]) throws(ChatError) {
        let times = timeline(count: length, days: options.historyDays)
        var params = OpenChannelCreateParams(name: name)
        params.operatorUserIds = [operatorId]
        let url = try server.createOpenChannel(params, creatorId: operatorId, createdAt: creationTime(before: times))
        let written = try writeConversation(url: url, speakers: others + [me], flavor: flavor, times: times, unreadForMe: 0)
        try server.addOpenChannelParticipants(participants, channelURL: url)
        channels.append(.init(url: url, name: name, kind: .open, memberIds: [], messageCount: written))
    }

    /// The crowd, then the live event they watch: a short, dense recent history among
    /// them and a few of the others, with everyone inside. The newest open channel, so the
    /// open channel list shows it first.
    private func liveChannel(operatorId: String) throws(ChatError) {
        var taken = Set(others + [me])
        var takenNicknames = Set(nicknames.values)
        for _ in 0..<options.crowdSize {
            let person = drawPerson(taken: &taken)
            // Thousands of people exhaust the name catalogue; the rest go by their handle,
            // as people who never set a name do, so no two rows read the same.
            let nickname = takenNicknames.contains(person.nickname) ? person.id : person.nickname
            takenNicknames.insert(nickname)
            try addUser(person.id, nickname: nickname, given: person.given)
            crowd.append(person.id)
        }
        let times = timeline(count: 300, days: 1)
        var params = OpenChannelCreateParams(name: "Live: launch keynote 🎤")
        params.operatorUserIds = [operatorId]
        params.customType = Workspace.liveCustomType
        params.data = "The launch keynote, streamed live. Be kind in the chat; operators may mute."
        params.coverURL = "https://covers.example.com/live.png"
        let url = try server.createOpenChannel(params, creatorId: operatorId, createdAt: creationTime(before: times))
        let speakers = Array(crowd.prefix(200)) + others.prefix(4)
        let written = try writeConversation(url: url, speakers: speakers, flavor: .social, times: times, unreadForMe: 0)
        try server.addOpenChannelParticipants(crowd + others.prefix(others.count / 2), channelURL: url)
        channels.append(.init(url: url, name: params.name, kind: .live, memberIds: [], messageCount: written))
    }

    // MARK: Drawing

    /// `count` people other than the current user and `excluded`, in random order.
    func pickOthers(_ count: Int, excluding excluded: [String] = []) -> [String] {
        Array(others.filter { !excluded.contains($0) }.shuffled(using: &rng).prefix(count))
    }

    /// `base` scaled by a random factor from `range`.
    func vary(_ base: Int, _ range: ClosedRange<Double>) -> Int {
        Int((Double(base) * Double.random(in: range, using: &rng)).rounded())
    }

    /// How many of the latest messages the current user has not read: a few conversations
    /// wait for them, most are read up.
    private func unreadCount(for kind: Workspace.Channel.Kind) -> Int {
        switch kind {
        case .direct: channels.filter { $0.kind == .direct }.count < 2 ? Int.random(in: 1...3, using: &rng) : 0
        case .group: channels.filter { $0.kind == .group }.isEmpty ? Int.random(in: 3...8, using: &rng) : 0
        case .team: Int.random(in: 12...40, using: &rng)
        default: 0
        }
    }
}
