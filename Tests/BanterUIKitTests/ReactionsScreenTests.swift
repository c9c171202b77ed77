import BanterTesting
import Testing
import BanterUIKit

@Suite("Who reacted, and every emoji", .serialized)
@MainActor
struct ReactionsScreenTests {
    private func openChannel(size: Size = Size(width: 80, height: 24)) throws -> (ChannelFixture, GroupChannelViewController) {
        let fixture = try ChannelFixture(size: size, history: ChannelFixture.reactionsHistory)
        let controller = fixture.open()
        fixture.select(messageStartingWith: "Great.", in: controller)
        return (fixture, controller)
    }

    @Test func theKeyOnASelectedMessageListsWhoReactedByNameOnePerTab() throws {
        let (fixture, controller) = try openChannel()
        #expect(controller.listComponent?.selectedMessage?.message.hasPrefix("Great.") == true)
        fixture.screen.type("e")
        let reactions = try #require(fixture.navigation.topViewController as? ReactionsViewController)
        let list = try #require(reactions.listComponent)
        // The service keeps reactions by key; the first tab is chosen.
        #expect(list.reactions.map(\.key) == ["✅", "🎉", "👍"])
        #expect(list.selectedKey == "✅")
        #expect(list.userList.map(\.userId) == ["bob"])
        let text = fixture.screen.text
        #expect(text.contains("Reactions"))
        #expect(text.contains("👍 3") && text.contains("🎉 2") && text.contains("✅ 1"))
        // → goes to the next tab, ← wraps round.
        fixture.screen.press(.right)
        #expect(list.selectedKey == "🎉")
        #expect(list.userList.map(\.userId) == ["alice", "wide"])
        #expect(fixture.screen.text.contains("李小龍🐉"))
        fixture.screen.press(.right)
        #expect(list.userList.map(\.userId) == ["bob", "me", "long"])
        #expect(fixture.screen.text.contains("Me") && fixture.screen.text.contains("You"))
        fixture.screen.press(.left, .left, .left)
        #expect(list.selectedKey == "👍")
        // Esc goes back to the channel.
        fixture.screen.press(.escape)
        #expect(fixture.navigation.topViewController === controller)
    }

    @Test func aClickOnAReactionOpensItsTabAndAClickOnATabChangesIt() throws {
        let (fixture, _) = try openChannel()
        try fixture.screen.click(onText: "🎉 2")
        let reactions = try #require(fixture.navigation.topViewController as? ReactionsViewController)
        #expect(reactions.listComponent?.selectedKey == "🎉")
        try fixture.screen.click(onText: "✅ 1")
        #expect(reactions.listComponent?.selectedKey == "✅")
        #expect(reactions.listComponent?.userList.map(\.userId) == ["bob"])
    }

    @Test func aReactionGivenWhileTheScreenIsUpShowsAtOnce() throws {
        let (fixture, controller) = try openChannel()
        fixture.screen.type("e")
        let reactions = try #require(fixture.navigation.topViewController as? ReactionsViewController)
        let plan = try #require(controller.listComponent?.selectedMessage)
        try fixture.server.addReaction("👍", userId: "alice", messageId: plan.messageId, channelURL: fixture.channelURL)
        try fixture.server.addReaction("🔥", userId: "alice", messageId: plan.messageId, channelURL: fixture.channelURL)
        fixture.screen.advance(by: .seconds(1))
        #expect(fixture.screen.text.contains("👍 4") && fixture.screen.text.contains("🔥 1"))
        #expect(reactions.listComponent?.selectedKey == "✅")
        fixture.screen.press(.right, .right)
        #expect(reactions.listComponent?.userList.map(\.userId) == ["bob", "me", "long", "alice"])
    }

    @Test func choosingAUserGoesBackAndShowsTheirProfile() throws {
        let (fixture, controller) = try openChannel()
        fixture.screen.type("e")
        fixture.screen.press(.enter)                      // Bob, the first row
        #expect(fixture.navigation.topViewController === controller)
        #expect((controller.presentedViewController as? UserProfileSheet)?.profileView.user?.nickname == "Bob")
    }

    @Test func aThousandReactorsOpenAndPageWithoutLoss() throws {
        let fixture = try ChannelFixture(history: { server, url in
            let plan = try ChannelFixture.post(server, url, "alice", "Vote!", at: -5)
            for index in 0..<1_000 {
                try server.createUser(id: "u\(index)", nickname: "Voter \(index)")
            }
            try server.inviteUsers((0..<1_000).map { "u\($0)" }, channelURL: url, inviterId: "alice")
            for index in 0..<1_000 {
                try server.joinChannel(userId: "u\(index)", channelURL: url)
                try server.addReaction("👍", userId: "u\(index)", messageId: plan, channelURL: url)
            }
        })
        let controller = fixture.open()
        fixture.select(messageStartingWith: "Vote!", in: controller)
        fixture.screen.type("e")
        let reactions = try #require(fixture.navigation.topViewController as? ReactionsViewController)
        #expect(reactions.listComponent?.userList.count == 1_000)
        #expect(fixture.screen.text.contains("👍 1000"))
        fixture.screen.press(.end)
        #expect(fixture.screen.text.contains("Voter 999"))
    }

    // MARK: The emoji list

    @Test func reactMenuOffersTheContainersFirstEmojiThenMoreEmojis() throws {
        let (fixture, _) = try openChannel()
        fixture.screen.press(.enter)
        try fixture.screen.chooseMenuItem(titled: "React…")
        let first = EmojiContainer.builtIn.allEmojis.prefix(6).map(\.key)
        // Me gave 👍 already: the menu offers to take it back.
        #expect(fixture.screen.menuItemTitles == ["👍  (remove)"] + first.dropFirst() + ["More emojis…", "Cancel"])
        try fixture.screen.chooseMenuItem(titled: "More emojis…")
        #expect(fixture.screen.window.rootViewController.map { _ in true } == true)
        #expect(fixture.screen.text.contains("Add a reaction"))
    }

    @Test func plusOpensTheListASearchFindsByNameAndEnterReacts() throws {
        let (fixture, controller) = try openChannel()
        fixture.screen.type("+")
        let picker = try #require(controller.presentedViewController as? EmojiListViewController)
        let list = try #require(picker.listComponent)
        #expect(list.emojis.count == EmojiContainer.builtIn.allEmojis.count)
        fixture.screen.type("part")
        #expect(list.emojis.map(\.key) == ["🎉", "🥳"])
        #expect(fixture.screen.text.contains("party popper"))
        fixture.screen.press(.right, .enter)
        #expect(controller.presentedViewController == nil)
        fixture.screen.advance(by: .seconds(1))
        let plan = try #require(controller.listComponent?.selectedMessage)
        #expect(plan.reactions.first { $0.key == "🥳" }?.userIds == ["me"])
    }

    @Test func aGivenEmojiIsMarkedAndChoosingItTakesItBack() throws {
        let (fixture, controller) = try openChannel()
        fixture.screen.type("+")
        #expect(fixture.screen.text.contains("[👍]"))
        fixture.screen.type("thumbs up")
        #expect(fixture.screen.text.contains("given"))
        fixture.screen.press(.enter)
        fixture.screen.advance(by: .seconds(1))
        let plan = try #require(controller.listComponent?.selectedMessage)
        #expect(plan.reactions.first { $0.key == "👍" }?.userIds == ["bob", "long"])
    }

    @Test func escClearsTheSearchThenCancelsAndNothingMatchingSaysSo() throws {
        let (fixture, controller) = try openChannel()
        fixture.screen.type("+")
        fixture.screen.type("zebra crossing")
        #expect(fixture.screen.text.contains("No emoji matches \"zebra crossing\""))
        fixture.screen.press(.enter)                                 // nothing to choose
        #expect(controller.presentedViewController is EmojiListViewController)
        fixture.screen.press(.escape)
        #expect((controller.presentedViewController as? EmojiListViewController)?.listComponent?.query == "")
        fixture.screen.press(.escape)
        #expect(controller.presentedViewController == nil)
        #expect(controller.listComponent?.tableView.isFirstResponder == true)
    }

    @Test func aClickOnAnEmojiChoosesItAndAClickOutsideCancels() throws {
        let (fixture, controller) = try openChannel()
        fixture.screen.type("+")
        fixture.screen.click(at: Point(x: 0, y: 0))
        #expect(controller.presentedViewController == nil)
        fixture.screen.type("+")
        fixture.screen.type("rocket")
        try fixture.screen.click(onText: "🚀")
        #expect(controller.presentedViewController == nil)
        fixture.screen.advance(by: .seconds(1))
        #expect(controller.listComponent?.selectedMessage?.reactions.contains { $0.key == "🚀" } == true)
    }

    @Test func aRefusedReactionLeavesTheMessageAsItWas() throws {
        let (fixture, controller) = try openChannel()
        fixture.server.configuration.failureRates[.reaction] = 1
        fixture.screen.type("+")
        fixture.screen.type("rocket")
        fixture.screen.press(.enter)
        fixture.screen.advance(by: .seconds(12))
        let plan = try #require(controller.listComponent?.selectedMessage)
        #expect(!plan.reactions.contains { $0.key == "🚀" })
        #expect(plan.reactions.map(\.key) == ["✅", "🎉", "👍"])
    }

    @Test func theSDKGivesTheBuiltInContainerOnlyOnceConnected() throws {
        let fixture = try ChannelFixture()
        // The answer comes on the client's (virtual) clock, never synchronously.
        var answer: Result<EmojiContainer, ChatError>?
        fixture.client.getAllEmojis { answer = $0 }
        #expect(answer == nil)
        fixture.screen.advance(by: .milliseconds(10))
        let container = try #require(try answer?.get())
        #expect(container == .builtIn)
        #expect(container.categories.count == 9)
        #expect(container.search("thu up").map(\.key) == ["👍"])
        #expect(container.search("👍").map(\.key) == ["👍"])
        var refusal: ChatError?
        ChatClient(server: fixture.server).getAllEmojis { if case .failure(let error) = $0 { refusal = error } }
        fixture.screen.advance(by: .milliseconds(10))
        #expect(refusal?.code == .connectionRequired)
    }
}
