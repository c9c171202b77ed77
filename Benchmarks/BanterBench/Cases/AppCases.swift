import BanterUIKit

/// The app's start, in process: the work `banter` does before its first frame (a seeded
/// workspace generated on a fresh service, the user connected, the channel list loaded and
/// drawn, the frame encoded). Process launch itself is outside; it adds a few milliseconds.
enum AppCases {
    static let all = [firstFrame]

    static let firstFrame = BenchmarkCase("app.start.first-frame", unit: .milliseconds, target: 500) {
        BenchmarkWorkload {
            MainActor.assumeIsolated {
                let scheduler = ManualScheduler()
                let server = ChatServer(scheduler: scheduler)
                _ = try! WorkspaceGenerator(options: .init(seed: 1)).generate(on: server)
                let client = ChatClient(server: server)
                BanterUIKit.initialize(client: client)
                client.connect(userId: "me") { _ in }
                return channelListFirstFrame(scheduler, after: .seconds(1), showing: "Channels")
            }
        }
    }

    /// Opens the channel list of the kit's client in a 120x40 window, lets `wait` pass on the
    /// virtual clock (so only the work is timed) and encodes the first frame; its size in
    /// bytes, after checking that it shows `text`.
    @MainActor
    static func channelListFirstFrame(_ scheduler: ManualScheduler, after wait: Duration, showing text: String) -> Int {
        let window = Window(size: Size(width: 120, height: 40), scheduler: scheduler)
        window.setRootViewController(NavigationController(rootViewController: ViewControllerSet.groupChannelListViewController.init()))
        scheduler.advance(by: wait)
        var encoder = FrameEncoder(colorDepth: .trueColor)
        let frame = window.render()
        let bytes = encoder.encode(previous: nil, next: frame.canvas, scrolls: frame.scrolls, cursor: frame.cursor)
        precondition(frame.canvas.plainText().contains(text), "the channel list did not show \(text)")
        return bytes.count
    }
}
