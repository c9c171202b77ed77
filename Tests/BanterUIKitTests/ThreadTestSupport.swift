import BanterTesting
import BanterUIKit

/// Opening and reading threads in a `ChannelFixture`.
@MainActor
extension ChannelFixture {
    /// The thread screen on top of the navigation stack, if one is.
    var thread: MessageThreadViewController? { navigation.topViewController as? MessageThreadViewController }

    /// The first message whose text starts with `prefix` in the channel screen's list.
    func channelMessage(_ prefix: String) -> BaseMessage? {
        controller?.viewModel?.fullMessageList.first { $0.message.hasPrefix(prefix) }
    }

    /// Where `text` is on the screen (its first character), if it is.
    func position(of text: String) -> Point? {
        for (row, line) in screen.text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let range = line.range(of: text) else { continue }
            return Point(x: TextWidth.of(String(line[..<range.lowerBound])), y: row)
        }
        return nil
    }

    /// Opens the thread of the message starting with `prefix` from the channel screen, as
    /// a person does with `t` on it, and lets it load.
    @discardableResult
    func openThread(of prefix: String) -> MessageThreadViewController? {
        guard let message = channelMessage(prefix) else { return nil }
        controller.listComponent?.tableView.becomeFirstResponder()
        controller.listComponent?.scrollToMessage(message)
        screen.press(KeyEvent(.character("t")))
        screen.advance(by: .seconds(2))
        return thread
    }

    /// Another device of `userId`, connected, doing `body` with the channel.
    func asOtherDevice(_ userId: String, _ body: @escaping @MainActor (GroupChannel) -> Void) {
        let other = ChatClient(server: server)
        other.connect(userId: userId) { _ in }
        screen.advance(by: .seconds(1))
        other.getGroupChannel(url: channelURL) { result in
            if case .success(let channel) = result { body(channel) }
        }
        screen.advance(by: .seconds(2))
        withExtendedLifetime(other) {}
    }

    /// A thread of `count` replies from Alice and Bob, a minute apart, under one parent
    /// ("Release notes?"), then a later message in the channel.
    static func longThread(_ count: Int) -> @MainActor (ChatServer, String) throws -> Void {
        { server, url in
            let parent = try post(server, url, "alice", "Release notes?", at: -1400)
            for index in 0..<count {
                try post(server, url, index % 3 == 0 ? "bob" : "alice", "reply \(index + 1)", at: -1399 + Int64(index), parent: parent, toChannel: false)
            }
            try post(server, url, "bob", "Later message", at: -5)
        }
    }
}
