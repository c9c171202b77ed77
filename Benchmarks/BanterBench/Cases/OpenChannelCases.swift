import BanterUIKit

/// The open channel screen at 120x40 on a zero-latency service and a virtual clock: a room
/// of 10,000 participants with 100,000 messages of history. Opening it (to its first frame
/// encoded), and a flood of 50 messages a second from the participants: the work per
/// message (arrival, the batched list update, layout, draw, encode), the frames written in
/// a second of flood, and the bytes written in that second.
enum OpenChannelCases {
    static let all = [open, flood, floodFrames, floodBytes]

    /// From creating the screen (the channel loaded, entered, its newest page fetched) to its
    /// first complete frame, encoded.
    static let open = BenchmarkCase("open-channel.open.100k", unit: .milliseconds, target: 20) {
        let fixture = MainActor.assumeIsolated { OpenChannelFixture.shared }
        return BenchmarkWorkload(setUp: { MainActor.assumeIsolated { fixture.close() } }) {
            MainActor.assumeIsolated { fixture.openScreen() }
        }
    }

    /// One message of a 50-a-second flood: it arrives 20 ms after the last, and the screen
    /// draws what changed. The simulated service stores and fans the message out before the
    /// timing (its fan-out to 10,000 participants is the service's work, not the client's);
    /// the timing holds the event's delivery to the client, the batched list update, layout,
    /// drawing and encoding.
    static let flood = BenchmarkCase("open-channel.flood", unit: .microseconds, target: 300) {
        let fixture = openedFixture()
        return BenchmarkWorkload(setUp: {
            MainActor.assumeIsolated {
                fixture.prepareFlood()
                fixture.sendFloodMessage()
            }
        }) {
            MainActor.assumeIsolated { fixture.deliverFloodMessage().bytes }
        }
    }

    /// The frames written in one second of the flood (50 messages, a frame drawn whenever
    /// the screen asks for one, at most one per 1/60 s as the app's frame pacer allows).
    static let floodFrames = BenchmarkCase("open-channel.flood.framesPerSecond", unit: .count, target: 60) {
        let fixture = openedFixture()
        return BenchmarkWorkload(setUp: { MainActor.assumeIsolated { fixture.prepareFlood() } }) {
            MainActor.assumeIsolated { fixture.floodOneSecond().frames }
        }
    }

    /// The bytes written to the terminal in one second of the flood.
    static let floodBytes = BenchmarkCase("open-channel.flood.bytesPerSecond", unit: .bytes) {
        let fixture = openedFixture()
        return BenchmarkWorkload(setUp: { MainActor.assumeIsolated { fixture.prepareFlood() } }) {
            MainActor.assumeIsolated { fixture.floodOneSecond().bytes }
        }
    }

    private static func openedFixture() -> OpenChannelFixture {
        MainActor.assumeIsolated {
            let fixture = OpenChannelFixture.shared
            fixture.close()
            _ = fixture.openScreen()
            return fixture
        }
    }
}

/// A zero-latency service with an open channel "Lobby": 10,000 participants besides the
/// current user and 100,000 messages of history from them; a 120x40 window.
@MainActor
private final class OpenChannelFixture {
    static let shared = OpenChannelFixture()
    static let participants = 10_000
    static let history = 100_000

    let scheduler = ManualScheduler()
    let server: ChatServer
    let client: ChatClient
    let url: String
    let window: Window
    private let navigation: NavigationController
    private var controller: OpenChannelViewController?
    private var encoder = FrameEncoder(colorDepth: .trueColor)
    private var previous: Canvas?
    private var random = SplitMix64(seed: 15)
    private var sent = 0
    /// When a frame was last written, on the virtual clock (the app's pacer draws at most
    /// one per 1/60 s).
    private var lastFrame: Duration = .zero
    private var now: Duration = .zero

    private init() {
        var configuration = ServerConfiguration.immediate
        configuration.clockOrigin = 1_767_603_600_000 + Int64(Self.history) * 1_000
        server = ChatServer(scheduler: scheduler, configuration: configuration)
        try! server.createUser(id: "me", nickname: "Me")
        let ids = (0..<Self.participants).map { "p\($0)" }
        for (index, id) in ids.enumerated() { try! server.createUser(id: id, nickname: "Participant \(index)") }
        var params = OpenChannelCreateParams(name: "Lobby")
        params.data = "Ten thousand people and a fast stream of messages."
        url = try! server.createOpenChannel(params, creatorId: "p0", createdAt: 1_767_603_600_000 - 1)
        let start: Int64 = 1_767_603_600_000
        let history = (0..<Self.history).map { index in
            ImportedMessage(senderId: ids[index % ids.count], text: ChatScreenMessages.message(index).text, createdAt: start + Int64(index) * 1_000)
        }
        try! server.importHistory(channelURL: url, messages: history)
        try! server.addOpenChannelParticipants(ids, channelURL: url)
        client = ChatClient(server: server)
        client.connect(userId: "me") { _ in }
        scheduler.runDue()
        window = Window(size: Size(width: 120, height: 40), scheduler: scheduler)
        navigation = NavigationController(rootViewController: ViewController())
        window.setRootViewController(navigation)
        scheduler.runDue()
        previous = window.render().canvas
    }

    /// Pushes the open channel screen, lets it load and enter, and encodes the first frame.
    func openScreen() -> Int {
        Theme.set(colorScheme: .light)
        BanterUIKit.initialize(client: client)
        let controller = OpenChannelViewController(channelURL: url)
        self.controller = controller
        navigation.pushViewController(controller)
        scheduler.runDue()
        precondition(controller.openChannel?.participantCount == Self.participants + 1, "not entered")
        precondition(!(controller.viewModel?.fullMessageList.isEmpty ?? true), "no history shown")
        return encodeFrame()
    }

    /// Leaves the screen (exiting the channel).
    func close() {
        guard controller != nil else { return }
        navigation.popToRootViewController()
        scheduler.runDue()
        previous = window.render().canvas
        controller = nil
    }

    /// Keeps the list near what a screen holds after a few seconds of flood: after 500
    /// messages the screen is opened afresh (untimed).
    func prepareFlood() {
        if sent >= 500 {
            sent = 0
            close()
            _ = openScreen()
        }
    }

    /// A participant sends the next message; the service stores it and queues its event.
    func sendFloodMessage() {
        sent += 1
        let sender = "p\(random.index(below: Self.participants))"
        _ = try? server.sendUserMessage(UserMessageCreateParams(message: ChatScreenMessages.message(sent).text), senderId: sender, channelURL: url)
    }

    /// One participant's message arrives 20 ms after the last (see `deliverFloodMessage()`).
    func receiveFloodMessage() -> (bytes: Int, frames: Int) {
        sendFloodMessage()
        return deliverFloodMessage()
    }

    /// 20 ms pass: the message sent reaches the screen; a frame is drawn when the screen
    /// asks for one and 1/60 s has passed since the last.
    func deliverFloodMessage() -> (bytes: Int, frames: Int) {
        scheduler.advance(by: .milliseconds(20))
        now += .milliseconds(20)
        guard window.needsFrame, now - lastFrame >= .microseconds(16_667) else { return (0, 0) }
        lastFrame = now
        return (encodeFrame(), 1)
    }

    /// Fifty messages, 20 ms apart: the frames and bytes written.
    func floodOneSecond() -> (bytes: Int, frames: Int) {
        var total = (bytes: 0, frames: 0)
        for _ in 0..<50 {
            let one = receiveFloodMessage()
            total.bytes += one.bytes
            total.frames += one.frames
        }
        return total
    }

    private func encodeFrame() -> Int {
        let frame = window.render()
        let bytes = encoder.encode(previous: previous, next: frame.canvas, scrolls: frame.scrolls, cursor: frame.cursor)
        previous = frame.canvas
        return bytes.count
    }
}
