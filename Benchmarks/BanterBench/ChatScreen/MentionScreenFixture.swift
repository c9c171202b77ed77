import BanterUIKit

/// The mention picker on a big channel: "#everyone" with 10,000 members ("Person 1" …
/// "Person 10000"), its screen at 120x40 on a zero-latency service and a virtual clock,
/// with a mention being typed in the input, so each keystroke filters the members and
/// redraws the list.
@MainActor
final class MentionScreenFixture {
    static let size = Size(width: 120, height: 40)
    /// What is typed, a character a keystroke, from the trigger on; then it starts again.
    static let typing = Array("@person 12")

    let scheduler = ManualScheduler()
    let server: ChatServer
    let client: ChatClient
    let channelURL: String
    private(set) var window: Window?
    private var controller: GroupChannelViewController?
    private var encoder = FrameEncoder(colorDepth: .trueColor)
    private var previous: Canvas?
    private var typed = 0

    init(members: Int) {
        server = ChatServer(scheduler: scheduler, configuration: .immediate)
        try! server.createUser(id: "me", nickname: "Me")
        let ids = (1...members).map { "person\($0)" }
        for (number, id) in ids.enumerated() { try! server.createUser(id: id, nickname: "Person \(number + 1)") }
        channelURL = try! server.createGroupChannel(GroupChannelCreateParams(userIds: ids, name: "#everyone"), creatorId: "me")
        client = ChatClient(server: server)
        client.connect(userId: "me") { _ in }
        scheduler.runDue()
    }

    /// Opens the channel and types the trigger, so the list is open and its people indexed.
    func openScreen() {
        Theme.set(colorScheme: .light)
        BanterUIKit.initialize(client: client)
        let window = Window(size: Self.size, scheduler: scheduler)
        self.window = window
        let controller = ViewControllerSet.groupChannelViewController.init(channelURL: channelURL)
        self.controller = controller
        window.setRootViewController(NavigationController(rootViewController: controller))
        scheduler.runDue()
        previous = nil
        encoder.invalidate()
        _ = encodeFrame()
        restart()
    }

    /// Once the whole name is typed, clears the input and types the trigger again (untimed).
    func prepareKeystroke() {
        if typed >= Self.typing.count { restart() }
    }

    /// Types the next character of the mention; returns the bytes written for the frame.
    func typeNext() -> Int {
        window?.handle(.key(KeyEvent(.character(Self.typing[typed]))))
        typed += 1
        scheduler.runDue()
        return encodeFrame()
    }

    /// How many people the list offers now.
    var suggestionCount: Int { controller?.inputComponent?.suggestedMentions.count ?? 0 }

    private func restart() {
        controller?.inputComponent?.messageInputView?.text = ""
        controller?.inputComponent?.updateMentions()
        typed = 0
        _ = typeNext()
    }

    private func encodeFrame() -> Int {
        guard let window else { return 0 }
        let frame = window.render()
        let bytes = encoder.encode(previous: previous, next: frame.canvas, scrolls: frame.scrolls, cursor: frame.cursor)
        previous = frame.canvas
        return bytes.count
    }
}
