import BanterTesting
import Testing
import BanterUIKit

@Suite("Read by, in the message menu", .serialized)
@MainActor
struct ReadByTests {
    /// Opens the menu of the selected message and returns it.
    private func openMenu(_ fixture: ChannelFixture, _ controller: GroupChannelViewController) throws -> AlertController {
        fixture.screen.press(.enter)
        return try #require(controller.presentedViewController as? AlertController)
    }

    /// Chooses the action titled `title` (as a person would: Down to it, then Enter).
    private func choose(_ title: String, in menu: AlertController, _ fixture: ChannelFixture) throws {
        let index = try #require(menu.actions.firstIndex { $0.title == title })
        for _ in 0..<index { fixture.screen.press(.down) }
        fixture.screen.press(.enter)
    }

    @Test func myMessageSaysHowManyReadItAndListsThemByName() throws {
        let fixture = try ChannelFixture()
        let controller = fixture.open()
        try fixture.server.markAsRead(userId: "bob", channelURL: fixture.channelURL)
        try fixture.server.markAsRead(userId: "alice", channelURL: fixture.channelURL)
        fixture.screen.advance(by: .seconds(1))
        fixture.screen.press(.up)                                 // my last message
        var menu = try openMenu(fixture, controller)
        #expect(menu.actions.map(\.title) == ["Copy", "Edit", "React…", "Read by 2", "Delete", "Cancel"])
        try choose("Read by 2", in: menu, fixture)
        let sheet = try #require(controller.presentedViewController as? AlertController)
        #expect(sheet.alertTitle == "Read by 2")
        #expect(sheet.actions.map(\.title) == ["Alice", "Bob", "Close"])
        let text = fixture.screen.text
        #expect(text.contains("Read by 2"))
        #expect(text.contains("Alice") && text.contains("Bob"))
        #expect(!text.contains("You"))
        // A reader's name shows their profile; then the list has the keys again.
        try choose("Bob", in: sheet, fixture)
        #expect((controller.presentedViewController as? UserProfileSheet)?.profileView.user?.userId == "bob")
        fixture.screen.press(.escape)
        #expect(controller.presentedViewController == nil)
        #expect(controller.listComponent?.tableView.isFirstResponder == true)
        menu = try openMenu(fixture, controller)
        try choose("Read by 2", in: menu, fixture)
        fixture.screen.press(.escape)                             // Close
        #expect(controller.presentedViewController == nil)
        #expect(controller.listComponent?.tableView.isFirstResponder == true)
    }

    @Test func noReaderYetStillOffersTheItemAndSaysNoOneYet() throws {
        let fixture = try ChannelFixture()
        let controller = fixture.open()
        fixture.screen.type("Anyone?")
        fixture.screen.press(.enter)
        fixture.screen.advance(by: .seconds(1))
        fixture.screen.press(.up)
        #expect(controller.listComponent?.selectedMessage?.message == "Anyone?")
        let menu = try openMenu(fixture, controller)
        #expect(menu.actions.contains { $0.title == "Read by no one yet" })
        try choose("Read by no one yet", in: menu, fixture)
        let alert = try #require(controller.presentedViewController as? AlertController)
        #expect(alert.alertTitle == "Read by")
        #expect(alert.message == "No one yet")
        #expect(fixture.screen.text.contains("No one yet"))
        fixture.screen.press(.enter)
        #expect(controller.listComponent?.tableView.isFirstResponder == true)

        // Alice reads it: the count follows.
        try fixture.server.markAsRead(userId: "alice", channelURL: fixture.channelURL)
        fixture.screen.advance(by: .seconds(1))
        #expect(try openMenu(fixture, controller).actions.contains { $0.title == "Read by 1" })
    }

    @Test func othersMessagesHaveNoReadBy() throws {
        let fixture = try ChannelFixture()
        let controller = fixture.open()
        fixture.screen.press(.up, .up)                            // Bob's message
        #expect(controller.listComponent?.selectedMessage?.sender?.userId == "bob")
        let menu = try openMenu(fixture, controller)
        #expect(!menu.actions.contains { $0.title.hasPrefix("Read by") })
    }

    @Test func aSuperChannelKeepsNoReceiptsSoHasNoReadBy() throws {
        let fixture = try ChannelFixture()
        var params = GroupChannelCreateParams(userIds: ["me", "alice", "bob"], name: "Everyone")
        params.isSuper = true
        let url = try fixture.server.createGroupChannel(params, creatorId: "alice", createdAt: fixture.server.now - 60_000)
        try ChannelFixture.post(fixture.server, url, "me", "Hello all", at: -1)
        try fixture.server.markAsRead(userId: "alice", channelURL: url)
        let controller = GroupChannelViewController(channelURL: url)
        fixture.navigation.pushViewController(controller)
        fixture.screen.advance(by: .seconds(2))
        fixture.screen.press(.up)
        #expect(controller.listComponent?.selectedMessage?.message == "Hello all")
        let menu = try openMenu(fixture, controller)
        #expect(menu.actions.contains { $0.title == "Copy" })
        #expect(!menu.actions.contains { $0.title.hasPrefix("Read by") })
    }

    @Test func receiptsTurnedOffTakeReadByAway() throws {
        BanterUIKit.config.groupChannel.channel.isReceiptsEnabled = false
        defer { BanterUIKit.config.reset() }
        let fixture = try ChannelFixture()
        let controller = fixture.open()
        fixture.screen.press(.up)
        let menu = try openMenu(fixture, controller)
        #expect(!menu.actions.contains { $0.title.hasPrefix("Read by") })
    }

    @Test func theItemIsTypedSoABuilderCanDropOrMoveIt() throws {
        let config = BanterUIKit.config.groupChannel.channel
        defer { config.reset() }
        var kinds: [MenuItem.Kind] = []
        config.messageContextMenuBuilder = { _, items in
            kinds = items.map(\.kind)
            return items.filter { $0.kind != .readBy }
        }
        let fixture = try ChannelFixture()
        let controller = fixture.open()
        fixture.screen.press(.up)
        let menu = try openMenu(fixture, controller)
        #expect(kinds == [.copy, .edit, .react, .readBy, .delete])
        #expect(!menu.actions.contains { $0.title.hasPrefix("Read by") })
        let list = try #require(controller.listComponent)
        let mine = try #require(list.selectedMessage)
        #expect(list.createReadByMenuItem(for: mine)?.kind == .readBy)
    }

    @Test func theWordsComeFromTheStringSet() throws {
        let saved = StringSet.current
        defer { StringSet.current = saved }
        StringSet.current.message.readBy = { "Lu par \($0)" }
        StringSet.current.message.readByTitle = "Lu par"
        StringSet.current.message.readByNoOne = "Personne"
        let fixture = try ChannelFixture()
        let controller = fixture.open()
        fixture.screen.press(.up)
        let menu = try openMenu(fixture, controller)
        try choose("Lu par 0", in: menu, fixture)
        #expect(fixture.screen.text.contains("Personne"))
    }
}
