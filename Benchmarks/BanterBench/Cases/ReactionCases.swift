import BanterUIKit

/// The reaction screens: opening who reacted to a message with 1,000 reactors (from the
/// key to the first frame encoded for the terminal), and one keystroke in the emoji list's
/// search (the grid filtered over the whole container and drawn). The service has no
/// latency, so only the work is timed.
enum ReactionCases {
    static let all = [open, search]

    /// Opening the reactions screen for a message 1,000 people reacted to, to its first frame.
    static let open = BenchmarkCase("reactions.open.1k", unit: .milliseconds, target: 10) {
        let fixture = MainActor.assumeIsolated { ReactionsFixture.shared }
        return BenchmarkWorkload(setUp: { MainActor.assumeIsolated { fixture.closeReactions() } }) {
            MainActor.assumeIsolated { fixture.openReactions() }
        }
    }

    /// One letter typed into the emoji list's search, to the encoded frame (the search
    /// starts empty each time).
    static let search = BenchmarkCase("emoji.search", unit: .microseconds, target: 1_000) {
        let fixture = MainActor.assumeIsolated { ReactionsFixture.shared }
        MainActor.assumeIsolated { fixture.openEmojiList() }
        return BenchmarkWorkload(setUp: { MainActor.assumeIsolated { fixture.clearSearch() } }) {
            MainActor.assumeIsolated { fixture.typeInSearch("s") }
        }
    }
}

/// A zero-latency service with a group channel of 1,001 members, every one of whom but
/// the current user reacted 👍 to its one message; a 120x40 window showing a placeholder
/// screen to push the reactions screen on and present the emoji list over.
@MainActor
private final class ReactionsFixture {
    static let shared = ReactionsFixture()

    let scheduler = ManualScheduler()
    let window: Window
    let channel: GroupChannel
    let message: BaseMessage
    private let navigation: NavigationController
    private let home = BaseViewController()
    private var encoder = FrameEncoder(colorDepth: .trueColor)
    private var previous: Canvas?
    private var reactions: ReactionsViewController?
    private var emojiList: EmojiListViewController?

    private init() {
        let server = ChatServer(scheduler: scheduler, configuration: .immediate)
        try! server.createUser(id: "me", nickname: "Me")
        let ids = (0..<1_000).map { "reactor\($0)" }
        for (index, id) in ids.enumerated() { try! server.createUser(id: id, nickname: "Reactor Number \(index)") }
        let url = try! server.createGroupChannel(GroupChannelCreateParams(userIds: ["me"] + ids, name: "Poll"), creatorId: "me")
        let messageId = try! server.sendUserMessage(UserMessageCreateParams(message: "Ship it?"), senderId: "me", channelURL: url)
        for id in ids { try! server.addReaction("👍", userId: id, messageId: messageId, channelURL: url) }
        let client = ChatClient(server: server)
        BanterUIKit.initialize(client: client)
        client.connect(userId: "me") { _ in }
        scheduler.runDue()
        var loaded: GroupChannel?
        client.getGroupChannel(url: url) { loaded = try? $0.get() }
        scheduler.runDue()
        channel = loaded!
        var messages: [BaseMessage] = []
        channel.getMessagesByTimestamp(.max, params: MessageListParams()) { messages = (try? $0.get()) ?? [] }
        scheduler.runDue()
        message = messages.last!
        precondition(message.reactions.first?.userIds.count == 1_000, "the message has not 1,000 reactors")
        window = Window(size: Size(width: 120, height: 40), scheduler: scheduler)
        navigation = NavigationController(rootViewController: home)
        window.setRootViewController(navigation)
        scheduler.runDue()
        previous = window.render().canvas
        _ = openReactions()
        closeReactions()
    }

    private func encodeFrame() -> Int {
        let frame = window.render()
        let bytes = encoder.encode(previous: previous, next: frame.canvas, scrolls: frame.scrolls, cursor: frame.cursor)
        previous = frame.canvas
        return bytes.count
    }

    /// Pushes the reactions screen and draws its first frame; returns the bytes written.
    func openReactions() -> Int {
        let controller = ReactionsViewController(channel: channel, message: message, selectedReaction: message.reactions.first)
        reactions = controller
        navigation.pushViewController(controller)
        scheduler.runDue()
        let bytes = encodeFrame()
        precondition(controller.listComponent?.userList.count == 1_000, "the reactors did not show")
        return bytes
    }

    /// Back to the placeholder screen, the reactions screen released.
    func closeReactions() {
        guard reactions != nil else { return }
        navigation.popToRootViewController()
        scheduler.runDue()
        previous = window.render().canvas
        reactions = nil
    }

    /// Presents the emoji list over the placeholder screen.
    func openEmojiList() {
        closeReactions()
        let controller = EmojiListViewController(message: message, emojiContainer: .builtIn)
        emojiList = controller
        home.present(controller)
        scheduler.runDue()
        _ = encodeFrame()
    }

    /// Empties the search, untimed.
    func clearSearch() {
        emojiList?.listComponent?.setQuery("")
        _ = encodeFrame()
    }

    /// Types `character` into the search and draws the frame.
    func typeInSearch(_ character: Character) -> Int {
        window.handle(.key(KeyEvent(.character(character))))
        let bytes = encodeFrame()
        precondition(emojiList?.listComponent?.query == String(character), "the keystroke did not reach the search")
        return bytes
    }
}
