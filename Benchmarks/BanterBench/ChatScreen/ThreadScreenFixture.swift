import BanterUIKit

/// A group channel "#general" whose one parent message has `replies` thread replies from
/// alice and bob (a minute apart, thread-only), on a zero-latency service and a virtual
/// clock, shown at 120x40 with the default theme.
@MainActor
final class ThreadScreenFixture {
    static let size = Size(width: 120, height: 40)

    let scheduler = ManualScheduler()
    let server: ChatServer
    let client: ChatClient
    let channelURL: String
    let parentMessageId: Int64
    private(set) var window: Window?
    private var encoder = FrameEncoder(colorDepth: .trueColor)

    init(replies: Int) {
        var configuration = ServerConfiguration.immediate
        let start: Int64 = 1_767_225_600_000
        configuration.clockOrigin = start + Int64(replies + 10) * 60_000
        server = ChatServer(scheduler: scheduler, configuration: configuration)
        for id in ["alice", "bob", "me"] { try! server.createUser(id: id, nickname: id) }
        channelURL = try! server.createGroupChannel(GroupChannelCreateParams(userIds: ["alice", "bob"], name: "#general"),
                                                    creatorId: "me", createdAt: start - 1)
        parentMessageId = try! server.sendUserMessage(UserMessageCreateParams(message: "Release plan for Monday: reply here, please."),
                                                      senderId: "alice", channelURL: channelURL, createdAt: start)
        for index in 0..<replies {
            var params = UserMessageCreateParams(message: SampleReplies.text(index))
            params.parentMessageId = parentMessageId
            _ = try! server.sendUserMessage(params, senderId: index % 3 == 0 ? "bob" : "alice", channelURL: channelURL,
                                            createdAt: start + Int64(index + 1) * 60_000)
        }
        client = ChatClient(server: server)
        client.connect(userId: "me") { _ in }
        scheduler.runDue()
    }

    /// Creates the thread screen opened at `startingPoint` and renders its first complete
    /// frame; returns the bytes encoded.
    func openThread(at startingPoint: Int64) -> Int {
        Theme.set(colorScheme: .light)
        BanterUIKit.initialize(client: client)
        let window = Window(size: Self.size, scheduler: scheduler)
        self.window = window
        let controller = ViewControllerSet.messageThreadViewController.init(channelURL: channelURL, parentMessageId: parentMessageId,
                                                                            parentMessage: nil, startingPoint: startingPoint,
                                                                            messageListParams: nil)
        window.setRootViewController(NavigationController(rootViewController: controller))
        scheduler.runDue()
        encoder.invalidate()
        let frame = window.render()
        return encoder.encode(previous: nil, next: frame.canvas, scrolls: frame.scrolls, cursor: frame.cursor).count
    }

    /// The screen as text, for checking it shows the thread.
    var screenText: String { window?.render().canvas.plainText() ?? "" }
}
