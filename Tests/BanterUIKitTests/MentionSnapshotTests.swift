import BanterTesting
import Testing
import BanterUIKit

@Suite("Mentions' snapshots: the picker, a token in the input, received mentions", .serialized)
@MainActor
struct MentionSnapshotTests {
    /// A channel where Alice mentions Bob and then "Me", and more people (Albert, Álvaro)
    /// have joined, so a filter leaves several names.
    static func mentionHistory(_ server: ChatServer, _ url: String) throws {
        try server.createUser(id: "albert", nickname: "Albert Ng")
        try server.createUser(id: "alvaro", nickname: "Álvaro")
        try server.inviteUsers(["albert", "alvaro"], channelURL: url, inviterId: "alice")
        try ChannelFixture.post(server, url, "bob", "Is the release notes doc ready?", at: -30)
        var toBob = UserMessageCreateParams(message: "@Bob yes, it is in the shared folder.")
        toBob.mentionedUserIds = ["bob"]
        try server.sendUserMessage(toBob, senderId: "alice", channelURL: url, createdAt: server.now - 20 * ChannelFixture.minute)
        var toMe = UserMessageCreateParams(message: "@Me can you check the changelog before lunch?")
        toMe.mentionedUserIds = ["me"]
        try server.sendUserMessage(toMe, senderId: "alice", channelURL: url, createdAt: server.now - 10 * ChannelFixture.minute)
    }

    private func open(size: Size, dark: Bool) throws -> ChannelFixture {
        let fixture = try ChannelFixture(size: size, history: Self.mentionHistory)
        Theme.set(colorScheme: dark ? .dark : .light)
        fixture.screen.setInterfaceStyle(dark ? .dark : .light)
        fixture.open()
        return fixture
    }

    @Test(arguments: [(80, 24, false), (80, 24, true), (120, 40, false), (120, 40, true)])
    func thePickerOpenWithAFilter(width: Int, height: Int, dark: Bool) throws {
        defer { Theme.set(colorScheme: .light) }
        let fixture = try open(size: Size(width: width, height: height), dark: dark)
        fixture.screen.type("Thanks @al")
        fixture.screen.press(.down)
        assertSnapshot(of: fixture.screen, named: "\(dark ? "dark" : "light").\(width)x\(height)")
    }

    @Test(arguments: [(80, 24, false), (80, 24, true), (120, 40, false), (120, 40, true)])
    func aTokenInTheInputAndReceivedMentions(width: Int, height: Int, dark: Bool) throws {
        defer { Theme.set(colorScheme: .light) }
        let fixture = try open(size: Size(width: width, height: height), dark: dark)
        fixture.screen.type("@ali")
        fixture.screen.press(.enter)
        fixture.screen.type("done, thanks!")
        assertSnapshot(of: fixture.screen, named: "\(dark ? "dark" : "light").\(width)x\(height)")
    }
}
