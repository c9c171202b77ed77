import BanterUIKit

/// The chat-screen-v1 scenario on Banter: a group channel "#general" with 42 members whose
/// history holds the scenario's messages, shown by the GroupChannel module at 120x40 with
/// the default theme, on a zero-latency service and a virtual clock.
@MainActor
final class ChatScreenFixture {
    static let size = Size(width: 120, height: 40)

    let scheduler = ManualScheduler()
    let server: ChatServer
    let client: ChatClient
    let channelURL: String
    private(set) var window: Window?
    private var controller: GroupChannelViewController?
    /// The history's size when the screen was last opened.
    private var openedAt = 0
    private var encoder = FrameEncoder(colorDepth: .trueColor)
    private var previous: Canvas?
    /// How many messages the history holds now.
    private(set) var count: Int
    /// The next arrivals, made ahead so the timing holds only what the scenario measures.
    private let upcoming: [(sender: String, epoch: Int64, text: String)]
    private let historySize: Int

    init(messages: Int) {
        count = messages
        historySize = messages
        upcoming = (messages..<messages + 2_048).map(ChatScreenMessages.message)
        var configuration = ServerConfiguration.immediate
        // The service's clock stands at the last message of the history; each arrival moves
        // it on 37 seconds, so message N is stamped with the scenario's time for it.
        configuration.clockOrigin = (ChatScreenMessages.firstEpoch + Int64(messages - 1) * 37) * 1000
        server = ChatServer(scheduler: scheduler, configuration: configuration)
        for id in ["alice", "bob", "me"] + (1...39).map({ "member\($0)" }) {
            try! server.createUser(id: id, nickname: id)
        }
        var params = GroupChannelCreateParams(userIds: ["alice", "bob"] + (1...39).map { "member\($0)" }, name: "#general")
        params.operatorUserIds = []
        channelURL = try! server.createGroupChannel(params, creatorId: "me", createdAt: ChatScreenMessages.firstEpoch * 1000 - 1)
        let history = (0..<messages).map { index in
            let message = ChatScreenMessages.message(index)
            return ImportedMessage(senderId: message.sender, text: message.text, createdAt: message.epoch * 1000)
        }
        try! server.importHistory(channelURL: channelURL, messages: history)
        // Read, so the screen opens at the newest message rather than at the unread line.
        try! server.markAsRead(userId: "me", channelURL: channelURL)
        client = ChatClient(server: server)
        client.connect(userId: "me") { _ in }
        scheduler.runDue()
    }

    /// Creates the screen and renders its first complete frame; returns the bytes encoded.
    func openScreen() -> Int {
        Theme.set(colorScheme: .light)
        BanterUIKit.initialize(client: client)
        let window = Window(size: Self.size, scheduler: scheduler)
        self.window = window
        let controller = ViewControllerSet.groupChannelViewController.init(channelURL: channelURL)
        controller.headerComponent = ChatScreenHeader()
        self.controller = controller
        openedAt = count
        window.setRootViewController(NavigationController(rootViewController: controller))
        scheduler.runDue()
        previous = nil
        encoder.invalidate()
        return encodeFrame()
    }

    /// Creates the screen opened at message `index` of the history (its time as the
    /// starting point) and renders its first complete frame; returns the bytes encoded.
    func openScreen(atMessage index: Int) -> Int {
        Theme.set(colorScheme: .light)
        BanterUIKit.initialize(client: client)
        let window = Window(size: Self.size, scheduler: scheduler)
        self.window = window
        let controller = ViewControllerSet.groupChannelViewController.init(channelURL: channelURL,
                                                                          startingPoint: ChatScreenMessages.message(index).epoch * 1000,
                                                                          messageListParams: nil)
        controller.headerComponent = ChatScreenHeader()
        self.controller = controller
        openedAt = count
        window.setRootViewController(NavigationController(rootViewController: controller))
        scheduler.runDue()
        previous = nil
        encoder.invalidate()
        return encodeFrame()
    }

    /// Keeps each arrival close to the scenario's "message N arrives in a history of N":
    /// after `arrivalsPerScreen` arrivals the screen is opened afresh, so the list holds
    /// what a newly opened channel holds rather than every message of the run.
    func prepareArrival(arrivalsPerScreen: Int = 50) {
        if count - openedAt >= arrivalsPerScreen { _ = openScreen() }
    }

    /// Keeps each keystroke one of a short message being written: a draft longer than
    /// `draftLength` characters is cleared first.
    func prepareKeystroke(draftLength: Int = 40) {
        guard let field = controller?.inputComponent?.messageInputView, field.text.count >= draftLength else { return }
        field.text = ""
        _ = encodeFrame()
    }

    /// Alice's next message arrives; returns the bytes written for the new frame.
    func receiveNext() -> Int {
        let index = count - historySize
        let message = upcoming.indices.contains(index) ? upcoming[index] : ChatScreenMessages.message(count)
        count += 1
        scheduler.advance(by: .seconds(37))
        _ = try? server.sendUserMessage(UserMessageCreateParams(message: message.text), senderId: "alice", channelURL: channelURL)
        scheduler.runDue()
        return encodeFrame()
    }

    /// Types one character into the focused input; returns the bytes written.
    func typeCharacter() -> Int {
        window?.handle(.key(KeyEvent(.character("x"))))
        scheduler.runDue()
        return encodeFrame()
    }

    private func encodeFrame() -> Int {
        guard let window else { return 0 }
        let frame = window.render()
        let bytes = encoder.encode(previous: previous, next: frame.canvas, scrolls: frame.scrolls, cursor: frame.cursor)
        previous = frame.canvas
        return bytes.count
    }

    /// The screen as text, for checking the scenario looks as specified.
    var screenText: String {
        window?.render().canvas.plainText() ?? ""
    }
}
