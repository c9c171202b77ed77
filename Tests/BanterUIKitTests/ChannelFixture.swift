import BanterTesting
import BanterUIKit

/// A workspace for the channel screen's tests: a server on the screen's clock, the current
/// user "me" with Alice and Bob in one channel "Team" holding a short history over two
/// days, and the channel screen pushed on a navigation controller.
@MainActor
final class ChannelFixture {
    static let minute: Int64 = 60_000
    let screen: HeadlessScreen
    let server: ChatServer
    let client: ChatClient
    let navigation: NavigationController
    let channelURL: String
    private(set) var controller: GroupChannelViewController!

    /// `history` writes the channel's messages (the channel was created `channelAgeMinutes`,
    /// a day by default, before the clock's origin); `configuration` tunes the server first.
    init(size: Size = Size(width: 80, height: 24), operators: [String] = [], channelAgeMinutes: Int64 = 24 * 60,
         configure: @MainActor (ServerConfiguration) -> ServerConfiguration = { $0 },
         history: @MainActor (ChatServer, String) throws -> Void = ChannelFixture.standardHistory,
         clientParams: InitParams = InitParams()) throws {
        // Another test may have left the global theme dark; these screens start light.
        Theme.set(colorScheme: .light)
        screen = HeadlessScreen(rootViewController: ViewController(), size: size)
        var configuration = ServerConfiguration()
        configuration.jitter = 0
        server = ChatServer(scheduler: screen.scheduler, configuration: configure(configuration))
        try server.createUser(id: "me", nickname: "Me")
        try server.createUser(id: "alice", nickname: "Alice")
        try server.createUser(id: "bob", nickname: "Bob")
        var params = GroupChannelCreateParams(userIds: ["me", "alice", "bob"], name: "Team")
        params.operatorUserIds = operators
        let origin = server.now
        channelURL = try server.createGroupChannel(params, creatorId: "alice", createdAt: origin - channelAgeMinutes * Self.minute)
        try history(server, channelURL)
        // "Me" has read the history (so no unread line shows); tests post what is unread.
        try server.markAsRead(userId: "me", channelURL: channelURL)
        client = ChatClient(server: server, params: clientParams)
        client.connect(userId: "me") { _ in }
        screen.advance(by: .seconds(1))
        BanterUIKit.initialize(client: client)
        let home = ViewController()
        home.title = "Channels"
        navigation = NavigationController(rootViewController: home)
        screen.window.setRootViewController(navigation)
    }

    /// Opens the channel screen (a subclass of the controller may be given) and lets it load.
    @discardableResult
    func open(_ make: (String) -> GroupChannelViewController = { GroupChannelViewController(channelURL: $0) }) -> GroupChannelViewController {
        controller = make(channelURL)
        navigation.pushViewController(controller)
        screen.advance(by: .seconds(2))
        return controller
    }

    /// The channel opened after `read` messages the current user read (from "me" and Bob,
    /// "Read message N") and then `unread` from Alice ("Unread message N"), in `dark` or light.
    static func unreadConversation(size: Size = Size(width: 80, height: 24), read: Int, unread: Int, dark: Bool = false) throws -> ChannelFixture {
        let fixture = try ChannelFixture(size: size, history: { server, url in
            for index in 0..<read {
                try post(server, url, index % 3 == 0 ? "me" : "bob", "Read message \(index)", at: Int64(index - 200))
            }
        })
        // A moment after "me" read the history.
        fixture.screen.advance(by: .seconds(1))
        for index in 0..<unread {
            try post(fixture.server, fixture.channelURL, "alice", "Unread message \(index)", at: 0)
        }
        if dark {
            Theme.set(colorScheme: .dark)
            fixture.screen.setInterfaceStyle(.dark)
        }
        fixture.open()
        return fixture
    }

    /// A message from `sender` at `offset` minutes from the clock's origin (negative: before).
    @discardableResult
    static func post(_ server: ChatServer, _ url: String, _ sender: String, _ text: String, at offset: Int64,
                     parent: Int64? = nil, toChannel: Bool = true) throws -> Int64 {
        var params = UserMessageCreateParams(message: text)
        params.parentMessageId = parent
        params.isReplyToChannel = parent != nil && toChannel
        return try server.sendUserMessage(params, senderId: sender, channelURL: url, createdAt: server.now + offset * minute)
    }

    /// Two days of talk: grouped messages from both sides, a quote, a thread, reactions.
    static func standardHistory(_ server: ChatServer, _ url: String) throws {
        try post(server, url, "alice", "Morning! Did the build pass?", at: -1200)
        try post(server, url, "me", "Yes, all green.", at: -1198)
        let plan = try post(server, url, "alice", "Great. Let's plan the release for Monday.", at: -60)
        try post(server, url, "alice", "I'll write the notes.", at: -59)
        try post(server, url, "bob", "Sounds good to me", at: -30)
        try post(server, url, "bob", "thread reply", at: -29, parent: plan, toChannel: false)
        try post(server, url, "me", "I'll tag it after lunch.", at: -10, parent: plan)
        try server.addReaction("👍", userId: "bob", messageId: plan, channelURL: url)
    }

    /// Everything a channel shows: a system message, groups on both sides over two days, a
    /// quote, a thread, reactions, an image, a custom message, long CJK and emoji text.
    static func richHistory(_ server: ChatServer, _ url: String) throws {
        try server.sendAdminMessage("Alice created the channel", channelURL: url, createdAt: server.now - 1300 * minute)
        try post(server, url, "alice", "Morning! Did the build pass?", at: -1200)
        try post(server, url, "alice", "The release branch is cut.", at: -1199)
        try post(server, url, "me", "Yes, all green.", at: -1198)
        let plan = try post(server, url, "alice", "Great. Let's plan the release for Monday.", at: -60)
        try post(server, url, "bob", "notes are in the doc", at: -59, parent: plan, toChannel: false)
        try post(server, url, "bob", "and the changelog", at: -58, parent: plan, toChannel: false)
        try post(server, url, "bob", "done", at: -57, parent: plan, toChannel: false)
        try server.addReaction("👍", userId: "bob", messageId: plan, channelURL: url)
        try server.addReaction("👍", userId: "me", messageId: plan, channelURL: url)
        try server.addReaction("🎉", userId: "bob", messageId: plan, channelURL: url)
        try server.sendFileMessage(FileMessageCreateParams(fileName: "sunset.jpg", fileSize: 1_450_000, mimeType: "image/jpeg"),
                                   senderId: "bob", channelURL: url, createdAt: server.now - 40 * minute)
        var poll = UserMessageCreateParams(message: "Lunch: pizza or sushi?")
        poll.customType = "poll"
        try server.sendUserMessage(poll, senderId: "bob", channelURL: url, createdAt: server.now - 35 * minute)
        try post(server, url, "alice", "你好！我们明天上午十点开会，讨论新版本的发布计划。请准时参加 🎉👩‍💻🇯🇵 谢谢大家！", at: -30)
        try post(server, url, "me", "I'll tag it after lunch.", at: -10, parent: plan)
    }
}
