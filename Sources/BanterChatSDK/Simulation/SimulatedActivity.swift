import BanterScheduling
import Foundation

/// The other people of a generated workspace, using it while the app runs: now and then
/// someone types and posts, reacts, reads, replies in a thread, or joins or leaves a
/// channel; people answer the current user (after reading and typing for a few seconds)
/// and whoever mentions them; and someone the current user adds to a channel (inviting
/// them, or starting a channel with them) often says hello.
///
/// The people act through the server's administration API, so connected clients see the
/// ordinary events, and they listen through a hidden `ChatClient` each, so they hear a
/// message only after the usual latency and count as online for delivery receipts. They
/// never act as the current user, and never post in a frozen or broadcast channel they do
/// not operate. Everything runs on the server's scheduler and draws from one seeded
/// generator, so on a `ManualScheduler` the same seed plays out the same way every time.
///
/// Main actor only. Keep a reference while it runs; `stop()` cancels everything it
/// scheduled, ends its typing indicators and disconnects its clients.
@MainActor
public final class SimulatedActivity {
    /// How the simulated people behave.
    public struct Options: Sendable {
        /// Decides who does what and when.
        public var seed: UInt64 = 1
        /// The mean time between spontaneous actions (posting, reacting, reading, joining or
        /// leaving), which come at random like arrivals; nil for none, so people only answer.
        public var meanActionInterval: Duration? = .seconds(20)
        /// The chance that someone in a group answers a message from the current user; in a
        /// one-to-one conversation the other person nearly always answers.
        public var replyChance = 0.6
        /// The chance that someone the current user adds to a channel says hello there.
        public var greetingChance = 0.7
        /// The mean time between the crowd's messages in the live channel, which come at
        /// random like arrivals; nil for a silent crowd.
        public var liveMessageInterval: Duration? = .milliseconds(400)

        /// The default behaviour for `seed`.
        public init(seed: UInt64 = 1) {
            self.seed = seed
        }
    }

    /// Hears one simulated person's events and passes them on.
    private final class Listener: GroupChannelDelegate {
        let userId: String
        weak var activity: SimulatedActivity?

        init(userId: String, activity: SimulatedActivity) {
            self.userId = userId
            self.activity = activity
        }

        func channel(_ channel: BaseChannel, didReceive message: BaseMessage) {
            activity?.heard(message, in: channel.channelURL, by: userId, mentioned: false)
        }

        func channel(_ channel: BaseChannel, didReceiveMention message: BaseMessage) {
            activity?.heard(message, in: channel.channelURL, by: userId, mentioned: true)
        }

        func channel(_ channel: GroupChannel, didReceiveInvitation invitees: [User], inviter: User?) {
            guard invitees.contains(where: { $0.userId == userId }) else { return }
            activity?.wasAdded(userId, to: channel.channelURL, by: inviter?.userId)
        }
    }

    /// The service the people act on.
    public let server: ChatServer
    /// Who the people are and who the current user is.
    public let workspace: Workspace
    /// How the people behave, fixed at creation.
    public let options: Options
    /// Whether `start()` was called and `stop()` has not been since.
    public private(set) var isRunning = false

    var rng: SeededRandomNumberGenerator
    /// Draws the live channel's stream apart from `rng`, so the crowd's chatter leaves what
    /// everyone else does as it was.
    var liveRng: SeededRandomNumberGenerator
    let people: [String]
    let isSimulated: Set<String>
    private var clients: [ChatClient] = []
    private var listeners: [Listener] = []
    private var tasks: [Int: ScheduledTask] = [:]
    private var taskCount = 0
    /// Who is typing where because of this activity, in the order they started.
    private var typing: [(userId: String, url: String)] = []
    private var answered: Set<Int64> = []
    private var answeredMentions: Set<String> = []

    /// Activity for `workspace`'s people on `server`; nothing happens until `start()`.
    public init(server: ChatServer, workspace: Workspace, options: Options = Options()) {
        self.server = server
        self.workspace = workspace
        self.options = options
        rng = SeededRandomNumberGenerator(seed: options.seed)
        liveRng = SeededRandomNumberGenerator(seed: options.seed ^ 0x11FE_57EA_0000_0001)
        people = workspace.otherUserIds.filter { $0 != workspace.currentUserId }
        isSimulated = Set(people)
    }

    var me: String { workspace.currentUserId }

    /// Connects the people's hidden clients and starts the spontaneous actions. Calling it
    /// while running does nothing.
    public func start() {
        guard !isRunning else { return }
        isRunning = true
        for person in people {
            let client = ChatClient(server: server)
            let listener = Listener(userId: person, activity: self)
            client.addChannelDelegate(listener, identifier: "simulated-activity")
            clients.append(client)
            listeners.append(listener)
            connect(client, as: person)
        }
        scheduleSpontaneousAction()
        startLiveStream()
    }

    /// Stops everything: cancels every action still to come, ends the people's typing
    /// indicators and disconnects their clients. Deliveries already on their way still
    /// arrive; nothing else this activity scheduled runs. `start()` may be called again.
    public func stop() {
        guard isRunning else { return }
        isRunning = false
        let pending = tasks.sorted { $0.key < $1.key }.map(\.value)
        tasks.removeAll()
        for task in pending { task.cancel() }
        for (userId, url) in typing { try? server.endTyping(userId: userId, channelURL: url) }
        typing.removeAll()
        for client in clients { client.disconnect() }
        clients.removeAll()
        listeners.removeAll()
    }

    private func connect(_ client: ChatClient, as person: String) {
        client.connect(userId: person) { [weak self, weak client] result in
            guard let self, isRunning, let client else { return }
            guard case .failure = result else { return enterOpenChannels(client, as: person) }
            // The network may be down; try again while running, as a person's phone would.
            after(.seconds(5)) { activity in activity.connect(client, as: person) }
        }
    }

    /// Takes `person` into the open channels they hang out in. Being in an open channel is
    /// the service's session state, so a workspace loaded from its store has empty rooms
    /// until people come back, as they do here once connected: the first room holds about
    /// half the people, the next a quarter, and so on.
    private func enterOpenChannels(_ client: ChatClient, as person: String) {
        guard let index = people.firstIndex(of: person) else { return }
        for (rank, channel) in workspace.channels(.open).enumerated() where index % (2 << rank) == 0 {
            client.getOpenChannel(url: channel.url) { result in
                if case .success(let open) = result { open.enter() }
            }
        }
    }

    // MARK: Scheduling

    /// Runs `work` after `delay` unless stopped first. The work receives the activity
    /// rather than capturing it, so pending work never keeps a dropped activity alive.
    func after(_ delay: Duration, _ work: @escaping @MainActor (SimulatedActivity) -> Void) {
        guard isRunning else { return }
        taskCount += 1
        let number = taskCount
        tasks[number] = server.scheduler.schedule(after: delay) { [weak self] in
            guard let self else { return }
            tasks[number] = nil
            guard isRunning else { return }
            work(self)
        }
    }

    private func scheduleSpontaneousAction() {
        guard let mean = options.meanActionInterval else { return }
        let meanSeconds = Self.seconds(mean)
        let wait = min(max(exponential(mean: meanSeconds), 0.5), 6 * meanSeconds)
        after(Self.duration(wait)) { activity in
            activity.actSpontaneously()
            activity.scheduleSpontaneousAction()
        }
    }

    /// Shows `userId` typing for a while in proportion to `text`, then sends it unless they
    /// lost the right to post meanwhile.
    func typeThenSend(_ params: UserMessageCreateParams, as userId: String, in url: String) {
        guard let channel = server.state[url] else { return }
        let expiry = Self.seconds(server.configuration.typingExpiry)
        let seconds = min(1.5 + 0.06 * Double(params.message.count), 4.5, expiry * 0.9)
        if channel.header.kind == .group, (try? server.startTyping(userId: userId, channelURL: url)) != nil {
            typing.append((userId, url))
        }
        after(Self.duration(seconds)) { activity in
            if let index = activity.typing.firstIndex(where: { $0 == (userId, url) }) {
                activity.typing.remove(at: index)
                try? activity.server.endTyping(userId: userId, channelURL: url)
            }
            guard let channel = activity.server.state[url], activity.canPost(userId, in: channel) else { return }
            _ = try? activity.server.sendUserMessage(params, senderId: userId, channelURL: url)
        }
    }

    // MARK: Listening

    /// A person's client received a message: answer the current user, or whoever mentioned them.
    private func heard(_ message: BaseMessage, in url: String, by listener: String, mentioned: Bool) {
        guard isRunning, message.messageId > 0, let sender = message.sender?.userId, sender != listener else { return }
        if mentioned {
            guard answeredMentions.insert("\(message.messageId)/\(listener)").inserted else { return }
            // The current user always gets an answer; a simulated person sometimes.
            guard sender == me || rng.nextUnit() < 0.5 else { return }
            answer(message, from: sender, as: listener, in: url)
            return
        }
        guard sender == me, answered.insert(message.messageId).inserted,
              let channel = server.state[url], channel.header.kind == .group else { return }
        let candidates = channel.members.keys.sorted().filter { isSimulated.contains($0) && canPost($0, in: channel) }
        for reader in candidates where rng.nextUnit() < 0.7 {
            after(Self.duration(2 + 18 * rng.nextUnit())) { activity in
                _ = try? activity.server.markAsRead(userId: reader, channelURL: url)
            }
        }
        // Whoever the message mentions answers it themselves.
        guard !message.mentionedUsers.contains(where: { isSimulated.contains($0.userId) }), !candidates.isEmpty else { return }
        let chance = candidates.count == 1 ? 0.9 : options.replyChance
        let roll = rng.nextUnit()
        let responder = candidates[Int.random(in: 0..<candidates.count, using: &rng)]
        if roll < chance {
            answer(message, from: sender, as: responder, in: url)
        } else if roll < chance + 0.2 {
            let key = PhraseBook.pick(PhraseBook.reactionKeys, &rng)
            let messageId = message.messageId
            after(Self.duration(2 + 6 * rng.nextUnit())) { activity in
                try? activity.server.addReaction(key, userId: responder, messageId: messageId, channelURL: url)
            }
        }
    }

    /// `person` was added to a channel. When the current user added them, they usually
    /// greet it after a moment (accepting first, where invitations wait); the random draw
    /// happens only then, so the rest of a seeded run is the same whether or not the current
    /// user adds anyone.
    private func wasAdded(_ person: String, to url: String, by inviter: String?) {
        guard isRunning, inviter == me, rng.nextUnit() < options.greetingChance else { return }
        let inviterName = firstName(of: me)
        after(Self.duration(2 + 4 * rng.nextUnit())) { activity in
            if activity.server.state[url]?.members[person]?.state == .invited {
                try? activity.server.joinChannel(userId: person, channelURL: url)
            }
            guard let channel = activity.server.state[url], activity.canPost(person, in: channel) else { return }
            let text = PhraseBook.greeting(PhraseBook.Blanks(otherName: inviterName), using: &activity.rng)
            activity.typeThenSend(UserMessageCreateParams(message: text), as: person, in: url)
        }
    }

    /// `responder` notices `message` after a moment, reads the channel, types, and replies:
    /// in the thread when the message was in one, sometimes as a quote, sometimes naming
    /// the current user.
    private func answer(_ message: BaseMessage, from sender: String, as responder: String, in url: String) {
        let text = message.message
        let messageId = message.messageId
        let thread = message.isReplyToChannel ? nil : message.parentMessageId
        let isTopLevel = message.parentMessageId == nil
        let senderName = server.userRecord(sender).nickname
        after(Self.duration(1 + 2 * rng.nextUnit())) { activity in
            guard let channel = activity.server.state[url], activity.canPost(responder, in: channel) else { return }
            if channel.header.kind == .group { _ = try? activity.server.markAsRead(userId: responder, channelURL: url) }
            let firstName = PhraseBook.spokenName(nickname: senderName, userId: sender) ?? "everyone"
            var params = UserMessageCreateParams(
                message: PhraseBook.reply(to: text, activity.flavor(of: channel), PhraseBook.Blanks(otherName: firstName), using: &activity.rng))
            if let thread {
                params.parentMessageId = thread
            } else if isTopLevel, activity.rng.nextUnit() < 0.25 {
                params.parentMessageId = messageId
                params.isReplyToChannel = true
            }
            if sender == activity.me, channel.joinedMemberCount > 2, activity.rng.nextUnit() < 0.3 {
                params.message = "@\(senderName) " + params.message
                params.mentionedUserIds = [sender]
            }
            activity.typeThenSend(params, as: responder, in: url)
        }
    }

    // MARK: Rules

    /// Whether `userId` may post in `channel` now: a joined member (any user of an open
    /// channel), not banned or muted, and an operator where the channel is frozen or broadcast.
    func canPost(_ userId: String, in channel: ChannelRecord) -> Bool {
        let header = channel.header
        let now = server.now
        let isOperator: Bool
        if header.kind == .group {
            guard let member = channel.members[userId], member.state == .joined else { return false }
            isOperator = member.isOperator
        } else {
            isOperator = header.operatorIds.contains(userId)
        }
        if (header.isFrozen || header.isBroadcast), !isOperator { return false }
        return !server.isBanned(userId, in: channel, at: now) && !server.isMuted(userId, in: channel, at: now)
    }

    /// Work talk in the team, announcement and support channels; anything elsewhere.
    func flavor(of channel: ChannelRecord) -> PhraseBook.Flavor {
        switch workspace.channel(channel.url)?.kind {
        case .team, .announcement, .support: .work
        case .publicGroup: .social
        default: rng.nextUnit() < 0.5 ? .work : .social
        }
    }

    // MARK: Random

    func exponential(mean: Double) -> Double {
        -log(1 - rng.nextUnit()) * mean
    }

    static func seconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) / 1e18
    }

    static func duration(_ seconds: Double) -> Duration {
        .milliseconds(Int64((seconds * 1000).rounded()))
    }
}
