import BanterTesting
import Foundation
import Testing
import BanterUIKit
@testable import BanterUIKitCore

@Suite("The group channel screen")
@MainActor
struct GroupChannelScreenTests {
    @Test func typingAndEnterShowsPendingThenSent() throws {
        let fixture = try ChannelFixture()
        let controller = fixture.open()
        var willSend: [String] = [], didSend: [String] = []
        controller.messageWillSend = { willSend.append($0) }
        controller.messageDidSend = { didSend.append($0.message) }
        let list = try #require(controller.listComponent)
        let reloads = list.fullReloadCount, batches = list.batchUpdateCount
        fixture.screen.type("Ship it 🚀")
        fixture.screen.press(.enter)
        var text = fixture.screen.text
        #expect(text.contains("Ship it 🚀"))
        #expect(text.contains("◌ sending"))
        #expect(controller.inputComponent?.messageInputView?.text == "")
        fixture.screen.advance(by: .seconds(1))
        text = fixture.screen.text
        #expect(!text.contains("sending"))
        #expect(text.contains("09:00 ✓"))
        #expect(list.fullReloadCount == reloads)
        #expect(list.batchUpdateCount > batches)
        #expect(willSend == ["Ship it 🚀"])
        #expect(didSend == ["Ship it 🚀"])
    }

    @Test func aReplyArrivesAndTheTypingIndicatorShowsThenExpires() throws {
        let fixture = try ChannelFixture()
        fixture.open()
        try fixture.server.startTyping(userId: "alice", channelURL: fixture.channelURL)
        fixture.screen.advance(by: .milliseconds(500))
        var text = fixture.screen.text
        #expect(text.contains("Alice is typing…"))
        #expect(text.contains("• • •"))
        fixture.screen.advance(by: .seconds(6))
        text = fixture.screen.text
        #expect(!text.contains("is typing"))
        #expect(!text.contains("• • •"))
        try ChannelFixture.post(fixture.server, fixture.channelURL, "alice", "On my way", at: 0)
        fixture.screen.advance(by: .seconds(1))
        #expect(fixture.screen.text.contains("On my way"))
    }

    @Test func myTypingStartsOnTheFirstKeystrokeAndEndsWhenIdleOrSent() throws {
        let fixture = try ChannelFixture()
        let controller = fixture.open()
        let model = try #require(controller.viewModel)
        fixture.screen.type("hel")
        #expect(model.isTyping)
        fixture.screen.advance(by: .seconds(4))
        #expect(!model.isTyping)
        fixture.screen.type("lo")
        #expect(model.isTyping)
        fixture.screen.press(.enter)
        #expect(!model.isTyping)
    }

    @Test func aFailedMessageIsResentFromTheContextMenu() throws {
        let fixture = try ChannelFixture()
        let controller = fixture.open()
        fixture.server.configuration.failureRates[.sendMessage] = 1
        fixture.screen.type("Will this arrive?")
        fixture.screen.press(.enter)
        fixture.screen.advance(by: .seconds(12))
        #expect(fixture.screen.text.contains("✗ failed"))
        #expect(controller.viewModel?.fullMessageList.last?.sendingStatus == .failed)
        fixture.server.configuration.failureRates[.sendMessage] = 0
        fixture.screen.press(.up)            // into the list: the newest message is selected
        fixture.screen.press(.enter)         // its context menu
        let menu = fixture.screen.text
        #expect(menu.contains("Retry"))
        #expect(menu.contains("Remove"))
        fixture.screen.press(.enter)         // Retry
        #expect(fixture.screen.text.contains("◌ sending"))
        fixture.screen.advance(by: .seconds(1))
        let text = fixture.screen.text
        #expect(!text.contains("failed"))
        #expect(text.contains("Will this arrive?"))
        #expect(controller.viewModel?.fullMessageList.last?.sendingStatus == .succeeded)
        #expect(controller.viewModel?.fullMessageList.filter { $0.message == "Will this arrive?" }.count == 1)
    }

    @Test func loadingEarlierMessagesKeepsTheViewport() throws {
        let fixture = try ChannelFixture(history: { server, url in
            for index in 0..<150 {
                try ChannelFixture.post(server, url, index % 3 == 0 ? "bob" : "alice", "Message number \(index)", at: Int64(index) - 200)
            }
        })
        let controller = fixture.open()
        let list = try #require(controller.listComponent)
        let rowsBefore = list.rows.count
        for _ in 0..<40 where list.tableView.contentOffset > 0 { fixture.screen.press(.pageUp) }
        #expect(list.tableView.contentOffset == 0)
        let before = fixture.screen.text.split(separator: "\n", omittingEmptySubsequences: false)
        let anchor = try #require(before.firstIndex { $0.contains("Message number") })
        fixture.screen.advance(by: .seconds(1))
        #expect(list.rows.count > rowsBefore)
        // The first message in view stays on its row and everything below it stays put;
        // above it, earlier messages now show (its group may continue upwards).
        let after = fixture.screen.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(Array(after[anchor...]) == Array(before[anchor...]))
        #expect(after[..<anchor].contains { $0.contains("Message number 109") })
        #expect(list.tableView.contentOffset > 0)
    }

    @Test func aFrozenChannelDisablesTheInputForNonOperators() throws {
        let fixture = try ChannelFixture()
        let controller = fixture.open()
        try fixture.server.setFrozen(true, channelURL: fixture.channelURL)
        fixture.screen.advance(by: .seconds(1))
        #expect(fixture.screen.text.contains("❄ This channel is frozen"))
        #expect(controller.inputComponent?.isEnabled == false)
        fixture.screen.type("hello")
        #expect(controller.inputComponent?.messageInputView?.text == "")
        try fixture.server.setFrozen(false, channelURL: fixture.channelURL)
        fixture.screen.advance(by: .seconds(1))
        #expect(controller.inputComponent?.isEnabled == true)
        #expect(fixture.screen.text.contains("Type a message"))
    }

    @Test func operatorsCanStillWriteInAFrozenChannel() throws {
        let fixture = try ChannelFixture(operators: ["me"])
        let controller = fixture.open()
        try fixture.server.setFrozen(true, channelURL: fixture.channelURL)
        fixture.screen.advance(by: .seconds(1))
        #expect(controller.inputComponent?.isEnabled == true)
    }

    @Test func aMutedUserSeesWhyTheyCannotWrite() throws {
        let fixture = try ChannelFixture()
        let controller = fixture.open()
        try fixture.server.setMuted(true, userId: "me", channelURL: fixture.channelURL)
        fixture.screen.advance(by: .seconds(1))
        #expect(fixture.screen.text.contains("⊘ You are muted"))
        #expect(controller.inputComponent?.isEnabled == false)
    }

    @Test func aChannelDeletedWhileOpenClosesTheScreenWithANotice() throws {
        let fixture = try ChannelFixture(operators: ["alice"])
        let controller = fixture.open()
        let alice = ChatClient(server: fixture.server)
        alice.connect(userId: "alice") { _ in }
        fixture.screen.advance(by: .seconds(1))
        alice.getGroupChannel(url: fixture.channelURL) { result in
            if case .success(let channel) = result { channel.delete() }
        }
        fixture.screen.advance(by: .seconds(2))
        #expect(fixture.navigation.topViewController !== controller)
        let text = fixture.screen.text
        #expect(text.contains("Channel closed"))
        #expect(text.contains("This channel is no longer available."))
        fixture.screen.press(.enter)
        #expect(!fixture.screen.text.contains("Channel closed"))
    }

    @Test func escapeFromTheListReturnsToTheInputAndFromTheInputGoesBack() throws {
        let fixture = try ChannelFixture()
        let controller = fixture.open()
        fixture.screen.press(.up)
        #expect(controller.listComponent?.tableView.isFirstResponder == true)
        #expect(controller.listComponent?.selectedMessage?.message == "I'll tag it after lunch.")
        fixture.screen.press(.escape)
        #expect(controller.inputComponent?.messageInputView?.isFirstResponder == true)
        fixture.screen.press(.escape)
        #expect(fixture.navigation.topViewController !== controller)
    }

    @Test func editAndQuoteReplyFromTheContextMenu() throws {
        let fixture = try ChannelFixture()
        let controller = fixture.open()
        fixture.screen.press(.up, .enter)                        // my last message's menu
        // My last message is itself a reply (threads are one level deep): Copy, Edit.
        #expect(!fixture.screen.text.contains("Reply"))
        let edit = try #require(fixture.screen.text.contains("Edit") ? 1 : nil)
        for _ in 0..<edit { fixture.screen.press(.down) }
        fixture.screen.press(.enter)
        #expect(fixture.screen.text.contains("✎ Editing message"))
        #expect(controller.inputComponent?.messageInputView?.text == "I'll tag it after lunch.")
        fixture.screen.press(.end)
        fixture.screen.type(" Promise.")
        fixture.screen.press(.enter)
        fixture.screen.advance(by: .seconds(1))
        var text = fixture.screen.text
        #expect(text.contains("I'll tag it after lunch. Promise."))
        #expect(text.contains("edited"))
        fixture.screen.press(.up, .up, .enter, .down, .enter)     // Bob's message: Reply
        #expect(fixture.screen.text.contains("Replying to Bob"))
        fixture.screen.type("Thanks Bob")
        fixture.screen.press(.enter)
        fixture.screen.advance(by: .seconds(1))
        text = fixture.screen.text
        #expect(text.contains("┃ ↳ Bob: Sounds good to me"))
        #expect(text.contains("Thanks Bob"))
    }

    @Test func afterAReplyTheSelectionGoesAndUpSelectsTheNewestMessage() throws {
        let fixture = try ChannelFixture()
        let controller = fixture.open()
        let list = try #require(controller.listComponent)
        fixture.screen.press(.up, .up, .enter, .down, .enter)     // Bob's message: Reply
        #expect(controller.inputComponent?.messageInputView?.isFirstResponder == true)
        #expect(list.selectedMessage == nil)
        #expect(!fixture.screen.text.contains("▌"))               // no selection bar left
        fixture.screen.type("Thanks Bob")
        fixture.screen.press(.enter)
        fixture.screen.advance(by: .seconds(1))
        fixture.screen.press(.up)
        #expect(list.selectedMessage?.message == "Thanks Bob")
    }

    @Test func reactingFromTheContextMenu() throws {
        let fixture = try ChannelFixture()
        let controller = fixture.open()
        fixture.screen.press(.up, .up, .enter)                    // Bob's message
        fixture.screen.press(.down, .down, .down, .enter)         // Copy, Reply, Reply in thread, React…
        fixture.screen.press(.enter)                              // 👍
        fixture.screen.advance(by: .seconds(1))
        let bob = controller.viewModel?.fullMessageList.first { $0.message == "Sounds good to me" }
        #expect(bob?.reactions.first?.key == "👍")
        #expect(fixture.screen.text.contains("👍 1"))
    }

    @Test func tinyScreensDoNotCrash() throws {
        let fixture = try ChannelFixture(size: Size(width: 20, height: 8))
        fixture.open()
        try fixture.screen.text.write(toFile: "/tmp/tiny.txt", atomically: true, encoding: .utf8)
        fixture.screen.resize(to: Size(width: 12, height: 5))
        _ = fixture.screen.text
        fixture.screen.type("hi")
        fixture.screen.press(.enter)
        fixture.screen.advance(by: .seconds(1))
        _ = fixture.screen.text
    }

    @Test func newMessagesWhileScrolledUpAreCountedAndTheButtonScrollsDown() throws {
        let fixture = try ChannelFixture(history: { server, url in
            for index in 0..<30 { try ChannelFixture.post(server, url, "alice", "Line \(index)", at: Int64(index) - 40) }
        })
        let controller = fixture.open()
        let list = try #require(controller.listComponent)
        fixture.screen.press(.pageUp, .pageUp)
        _ = fixture.screen.text
        try ChannelFixture.post(fixture.server, fixture.channelURL, "bob", "Are you there?", at: 0)
        fixture.screen.advance(by: .seconds(1))
        #expect(list.newMessageCount == 1)
        #expect(fixture.screen.text.contains("↓ 1 new message"))
        list.newMessageInfoView?.action?()
        let text = fixture.screen.text
        #expect(text.contains("Are you there?"))
        #expect(!text.contains("new message"))
        #expect(list.newMessageCount == 0)
    }

    @Test func endGoesBackToTheNewestMessageFromTheInputAndFromTheList() throws {
        let fixture = try ChannelFixture(history: { server, url in
            for index in 0..<60 { try ChannelFixture.post(server, url, "alice", "Line \(index)", at: Int64(index) - 80) }
        })
        let controller = fixture.open()
        let list = try #require(controller.listComponent)
        fixture.screen.press(.pageUp, .pageUp, .pageUp)
        #expect(!fixture.screen.text.contains("Line 59"))
        fixture.screen.press(.end)                                // the empty input: nothing to move over
        #expect(fixture.screen.text.contains("Line 59"))
        #expect(list.tableView.isAtBottom)
        fixture.screen.type("draft")
        fixture.screen.press(.pageUp, .pageUp, .home, .end)      // End moves the caret first
        #expect(!fixture.screen.text.contains("Line 59"))
        fixture.screen.press(KeyEvent(.end, modifiers: .control))
        #expect(fixture.screen.text.contains("Line 59"))
        #expect(controller.inputComponent?.messageInputView?.text == "draft")
        list.tableView.becomeFirstResponder()
        fixture.screen.press(.pageUp, .pageUp, .pageUp)
        #expect(!fixture.screen.text.contains("Line 59"))
        fixture.screen.press(.end)                                // in the list
        #expect(fixture.screen.text.contains("Line 59"))
        #expect(list.selectedMessage?.message == "Line 59")
    }

    @Test func theScrollToBottomArrowSitsInTheMarginRightOfTheBubbles() throws {
        let fixture = try ChannelFixture(history: { server, url in
            for index in 0..<40 { try ChannelFixture.post(server, url, "me", "line \(index)", at: Int64(index) - 60) }
        })
        fixture.open()
        fixture.screen.press(.pageUp)
        let lines = fixture.screen.text.split(separator: "\n").map { Array($0) }
        let arrowRow = try #require(lines.firstIndex { $0.count == 80 && $0[79] == "↓" })
        #expect(lines[arrowRow][78] == "│" || lines[arrowRow][78] == "╯" || lines[arrowRow][78] == "╮")   // the border stays
        #expect(!lines.contains { $0.count == 80 && $0[78] == "↓" })
    }

    @Test func tabMovesFocusIntoTheListAndSelectsTheNewestMessage() throws {
        let fixture = try ChannelFixture()
        let controller = fixture.open()
        var presses = 0
        while controller.listComponent?.tableView.isFirstResponder != true && presses < 4 {
            fixture.screen.press(.tab)
            presses += 1
        }
        #expect(controller.listComponent?.tableView.isFirstResponder == true)
        #expect(controller.listComponent?.selectedMessage?.message == "I'll tag it after lunch.")
    }

    @Test func copyPutsTheTextOnTheClipboardAndSaysSo() throws {
        let fixture = try ChannelFixture()
        let controller = fixture.open()
        _ = fixture.screen.window.render()
        fixture.screen.press(.up, .enter, .enter)                 // Copy
        #expect(Pasteboard.general.string == "I'll tag it after lunch.")
        // The next frame carries it to the terminal's clipboard, once.
        #expect(fixture.screen.window.render().clipboard == "I'll tag it after lunch.")
        #expect(fixture.screen.window.render().clipboard == nil)
        #expect(controller.noticeView.text == "Copied")
        #expect(fixture.screen.text.contains("Copied"))
        fixture.screen.advance(by: .seconds(3))
        #expect(!fixture.screen.text.contains("Copied"))
    }

    @Test func aThreadReplyIsSentWithItsParent() throws {
        BanterUIKit.config.groupChannel.channel.replyType = .thread
        defer { BanterUIKit.config.reset() }
        let fixture = try ChannelFixture()
        let controller = fixture.open()
        fixture.screen.press(.up, .up, .up, .up, .enter)           // Alice's plan
        #expect(controller.listComponent?.selectedMessage?.message == "Great. Let's plan the release for Monday.")
        #expect(fixture.screen.text.contains("Reply in thread"))
        fixture.screen.press(.down, .enter)
        fixture.screen.type("Count me in")
        fixture.screen.press(.enter)
        fixture.screen.advance(by: .seconds(1))
        let plan = controller.viewModel?.fullMessageList.first { $0.message.hasPrefix("Great.") }
        #expect(plan?.threadInfo.replyCount == 3)
        #expect(fixture.screen.text.contains("3 replies"))
        #expect(!(controller.viewModel?.fullMessageList.contains { $0.message == "Count me in" } ?? true))
    }

    @Test func aChannelThatCannotLoadShowsAnErrorWithRetry() throws {
        let fixture = try ChannelFixture()
        let controller = fixture.open { _ in GroupChannelViewController(channelURL: "no-such-channel") }
        var text = fixture.screen.text
        #expect(text.contains("Couldn't load this channel (400201)."))
        #expect(text.contains("Retry"))
        fixture.screen.press(.enter)
        #expect(controller.listComponent?.state == .loading)
        fixture.screen.advance(by: .seconds(1))
        text = fixture.screen.text
        #expect(text.contains("Couldn't load this channel (400201)."))
    }

    @Test func buildersReplaceTheNameTheFooterAndAddAnAvatar() throws {
        BanterUIKit.config.groupChannel.channel.messageAvatarBuilder = { message in Label(text: "(\(message.sender?.nickname.prefix(1) ?? "?"))") }
        BanterUIKit.config.groupChannel.channel.messageHeaderBuilder = { message in message.sender?.userId == "bob" ? Label(text: "Robert ★") : nil }
        BanterUIKit.config.groupChannel.channel.messageFooterBuilder = { message in message.sender?.userId == "bob" ? Label(text: "footer for bob") : nil }
        defer { BanterUIKit.config.reset() }
        let fixture = try ChannelFixture()
        fixture.open()
        let text = fixture.screen.text
        #expect(text.contains("Robert ★"))
        #expect(text.contains("footer for bob"))
        #expect(text.contains("(B)"))
        try text.write(toFile: "/tmp/builders.txt", atomically: true, encoding: .utf8)
        #expect(!text.contains(" Bob "))
    }

    @Test func aHugeGapRebuildsTheCollectionAtTheLiveEnd() throws {
        let fixture = try ChannelFixture()
        let controller = fixture.open()
        let first = controller.viewModel?.messageCollection
        fixture.server.isNetworkAvailable = false
        fixture.screen.advance(by: .seconds(1))
        for index in 0..<320 { try ChannelFixture.post(fixture.server, fixture.channelURL, "alice", "Missed \(index)", at: 0) }
        fixture.server.isNetworkAvailable = true
        fixture.screen.advance(by: .seconds(60))
        #expect(controller.viewModel?.messageCollection !== first)
        #expect(fixture.screen.text.contains("Missed 319"))
    }

    @Test func aMessageArrivingAtTheBottomIsMarkedReadAtOnce() throws {
        let fixture = try ChannelFixture()
        let controller = fixture.open()
        let table = try #require(controller.listComponent?.tableView)
        #expect(table.isAtBottom)
        try ChannelFixture.post(fixture.server, fixture.channelURL, "alice", "Fresh news", at: 0)
        // Before the next layout scrolls it into view, the list still counts as at the bottom.
        #expect(table.isAtBottom)
        fixture.screen.advance(by: .seconds(1))
        #expect(fixture.screen.text.contains("Fresh news"))
        #expect(controller.groupChannel?.unreadMessageCount == 0)
        #expect(controller.listComponent?.newMessageCount == 0)
    }

    @Test func openingTheChannelMarksItReadAndReadReceiptsShow() throws {
        let fixture = try ChannelFixture()
        try ChannelFixture.post(fixture.server, fixture.channelURL, "alice", "Unread one", at: 0)
        let controller = fixture.open()
        #expect(controller.groupChannel?.unreadMessageCount == 0)
        fixture.screen.type("Did you see this?")
        fixture.screen.press(.enter)
        fixture.screen.advance(by: .seconds(1))
        #expect(fixture.screen.text.contains("09:00 ✓ "))
        try fixture.server.markAsRead(userId: "alice", channelURL: fixture.channelURL)
        try fixture.server.markAsRead(userId: "bob", channelURL: fixture.channelURL)
        fixture.screen.advance(by: .seconds(1))
        #expect(fixture.screen.text.contains("09:00 ✓✓"))
        #expect(fixture.screen.styledText.contains("fg=green"))
    }

    @Test func theInputFrameShowsFocus() throws {
        let fixture = try ChannelFixture()
        fixture.open()
        let focused = fixture.screen.styledText
        #expect(focused.contains("21:0..<80 fg=blue"))
        fixture.screen.press(.up)
        #expect(fixture.screen.styledText.contains("21:0..<80 fg=brightBlack"))
    }

    @Test func withoutANavigationControllerTheHeaderDrawsItself() throws {
        let fixture = try ChannelFixture()
        let controller = GroupChannelViewController(channelURL: fixture.channelURL)
        fixture.screen.window.setRootViewController(controller)
        fixture.screen.advance(by: .seconds(2))
        let lines = fixture.screen.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0].hasPrefix(" <"))
        #expect(lines[0].hasPrefix(" < Team "))
        #expect(lines[0].hasSuffix("3 members ⚙ "))
        #expect(lines[1].hasPrefix("────"))
        #expect(lines.contains { $0.contains("I'll tag it after lunch.") })
    }

    @Test func aOneToOneChatIsTitledWithTheOtherPerson() throws {
        let fixture = try ChannelFixture()
        let url = try fixture.server.createGroupChannel(GroupChannelCreateParams(userIds: ["me", "alice"]), creatorId: "me",
                                                        createdAt: fixture.server.now - 60_000)
        let controller = GroupChannelViewController(channelURL: url)
        fixture.screen.window.setRootViewController(controller)
        fixture.screen.advance(by: .seconds(2))
        let header = fixture.screen.text.split(separator: "\n", omittingEmptySubsequences: false)[0]
        #expect(header.hasPrefix(" < Alice "))
        #expect(!header.contains("Me"))
    }

    /// Issue 24 item 6: an unnamed broadcast channel with one other person is named, as in
    /// the reference kit, after that person, but its header says it is a broadcast channel,
    /// so it does not read as a one-to-one chat; a named one shows its name.
    @Test func aBroadcastChannelsHeaderSaysBroadcastAndShowsItsName() throws {
        let fixture = try ChannelFixture()
        try fixture.server.createUser(id: "omar", nickname: "Omar")
        var params = GroupChannelCreateParams(userIds: ["me", "omar"])
        params.isSuper = true
        params.isBroadcast = true
        params.operatorUserIds = ["me"]
        let unnamed = try fixture.server.createGroupChannel(params, creatorId: "me")
        params.name = "Release notes"
        let named = try fixture.server.createGroupChannel(params, creatorId: "me")
        fixture.open { _ in GroupChannelViewController(channelURL: unnamed) }
        var header = fixture.screen.text.split(separator: "\n", omittingEmptySubsequences: false)[0]
        #expect(header.contains("Omar"))
        #expect(fixture.screen.text.contains("Broadcast · 2 members"))
        fixture.navigation.popViewController()
        fixture.open { _ in GroupChannelViewController(channelURL: named) }
        header = fixture.screen.text.split(separator: "\n", omittingEmptySubsequences: false)[0]
        #expect(header.contains("Release notes"))
        #expect(fixture.screen.text.contains("Broadcast · 2 members"))
    }

    /// Issue 24 item 5: a refusal whose service message names the channel's URL shows the
    /// kit's own text with the channel's name, never the URL.
    @Test func aNoticeNamesTheChannelByItsNameNotItsURL() throws {
        let fixture = try ChannelFixture()
        let controller = fixture.open()
        controller.didReceiveError(ChatError(.nonAuthorized, "Not authorized: only operators can rename \(fixture.channelURL)."), isBlocker: false)
        #expect(controller.noticeView.text?.contains("Team") == true)
        #expect(controller.noticeView.text?.contains(fixture.channelURL) == false)
        #expect(controller.noticeView.text == StringSet.current.common.failedNotice(StringSet.current.common.channelNotAllowed("Team")))
        controller.didReceiveError(ChatError(.notFoundInDatabase, "Not found: \(fixture.channelURL)."), isBlocker: false)
        #expect(controller.noticeView.text == StringSet.current.common.failedNotice(StringSet.current.common.channelRequestFailed("Team")))
        controller.didReceiveError(ChatError(.rateLimitExceeded, "Too many requests."), isBlocker: false)
        #expect(controller.noticeView.text == StringSet.current.common.failedNotice("Too many requests."))
    }
}
