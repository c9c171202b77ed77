import BanterTesting
import Testing
import BanterUIKit

@Suite("The message thread screen", .serialized)
@MainActor
struct MessageThreadScreenTests {
    @Test func aClickOnTheThreadInfoOpensTheThreadWithItsParentThenTheReplies() throws {
        let fixture = try ChannelFixture(size: Size(width: 80, height: 30))
        fixture.open()
        let info = try #require(fixture.position(of: "↳ 2 replies"))
        fixture.screen.click(at: info)
        fixture.screen.advance(by: .seconds(2))
        let thread = try #require(fixture.thread)
        #expect(thread.parentMessageId == fixture.channelMessage("Great.")?.messageId)
        let text = fixture.screen.text
        #expect(text.contains("Thread"))
        #expect(text.contains("Team"))
        #expect(text.contains("Alice  Mon, 5 Jan 2026"))
        #expect(text.contains("Great. Let's plan the release for Monday."))
        #expect(text.contains("👍 1"))
        #expect(text.contains("↳ 2 replies"))
        #expect(text.contains("thread reply"))
        #expect(text.contains("I'll tag it after lunch."))
        // Replies do not quote the parent, which is right above them; the list has no other
        // messages of the channel.
        #expect(!text.contains("┃"))
        #expect(!text.contains("Sounds good to me"))
        #expect(thread.viewModel?.fullMessageList.map(\.message) == ["thread reply", "I'll tag it after lunch."])
        // The parent is the list's header: it comes first, at the top.
        #expect(fixture.position(of: "Great. Let's plan")?.y ?? 99 < fixture.position(of: "thread reply")?.y ?? 0)
    }

    @Test func aReplyGoesToTheThreadAndTheChannelBehindCountsIt() throws {
        let fixture = try ChannelFixture(size: Size(width: 80, height: 30))
        let channel = fixture.open()
        let info = try #require(fixture.position(of: "↳ 2 replies"))
        fixture.screen.click(at: info)
        fixture.screen.advance(by: .seconds(2))
        let thread = try #require(fixture.thread)
        fixture.screen.type("Count me in")
        fixture.screen.press(.enter)
        fixture.screen.advance(by: .seconds(1))
        #expect(thread.viewModel?.fullMessageList.last?.message == "Count me in")
        #expect(thread.viewModel?.fullMessageList.last?.sendingStatus == .succeeded)
        #expect(fixture.screen.text.contains("↳ 3 replies"))
        // The channel behind: the parent counts it, and the thread-only reply is not in it.
        #expect(fixture.channelMessage("Great.")?.threadInfo.replyCount == 3)
        #expect(!(channel.viewModel?.fullMessageList.contains { $0.message == "Count me in" } ?? true))
        // Bob replies from elsewhere: it arrives in the open thread.
        try ChannelFixture.post(fixture.server, fixture.channelURL, "bob", "Me too", at: 0,
                                parent: fixture.channelMessage("Great.")?.messageId, toChannel: false)
        fixture.screen.advance(by: .seconds(1))
        #expect(thread.viewModel?.fullMessageList.last?.message == "Me too")
        #expect(fixture.screen.text.contains("Me too"))
        #expect(fixture.screen.text.contains("↳ 4 replies"))
        fixture.screen.press(.escape)
        fixture.screen.advance(by: .seconds(1))
        #expect(fixture.navigation.topViewController === channel)
        #expect(fixture.screen.text.contains("↳ 4 replies"))
    }

    @Test func theTKeyOpensTheThreadOfTheSelectedMessage() throws {
        let fixture = try ChannelFixture(size: Size(width: 80, height: 30))
        fixture.open()
        let thread = try #require(fixture.openThread(of: "Great."))
        #expect(thread.parentMessage?.message == "Great. Let's plan the release for Monday.")
        #expect(fixture.screen.text.contains("thread reply"))
    }

    @Test func theTKeyStartsAThreadOnAMessageWithoutReplies() throws {
        let fixture = try ChannelFixture(size: Size(width: 80, height: 30))
        let channel = fixture.open()
        let thread = try #require(fixture.openThread(of: "Sounds good"))
        #expect(thread.parentMessage?.message == "Sounds good to me")
        #expect(thread.inputComponent?.messageInputView?.isFirstResponder == true)
        fixture.screen.type("Agreed")
        fixture.screen.press(.enter)
        fixture.screen.advance(by: .seconds(1))
        fixture.screen.press(.escape)
        fixture.screen.advance(by: .seconds(1))
        #expect(fixture.navigation.topViewController === channel)
        #expect(fixture.channelMessage("Sounds good")?.threadInfo.replyCount == 1)
    }

    @Test func withQuotedRepliesTheMenuStillOffersReplyInThread() throws {
        let fixture = try ChannelFixture()
        fixture.open()
        fixture.screen.press(.up, .up, .enter)                    // Bob's "Sounds good to me": its menu
        #expect(fixture.screen.text.contains("Reply in thread"))
        fixture.screen.press(.down, .down, .enter)                // Copy, Reply, Reply in thread
        fixture.screen.advance(by: .seconds(2))
        let thread = try #require(fixture.thread)
        #expect(thread.parentMessage?.message == "Sounds good to me")
    }

    @Test func enterOnAMessageWithRepliesOffersViewThread() throws {
        let fixture = try ChannelFixture()
        fixture.open()
        fixture.screen.press(.up, .up, .up, .up, .enter)          // Alice's plan: its menu
        #expect(fixture.screen.text.contains("View thread (2 replies)"))
        fixture.screen.press(.down, .down, .enter)                // Copy, Reply, View thread
        fixture.screen.advance(by: .seconds(2))
        let thread = try #require(fixture.thread)
        #expect(thread.parentMessage?.message.hasPrefix("Great.") == true)
    }

    @Test func withThreadRepliesTheChannelsReplyOpensTheThread() throws {
        BanterUIKit.config.groupChannel.channel.replyType = .thread
        defer { BanterUIKit.config.reset() }
        let fixture = try ChannelFixture()
        fixture.open()
        fixture.screen.press(.up, .up, .up, .up, .enter)          // Alice's plan: its menu
        #expect(fixture.screen.text.contains("Reply in thread"))
        #expect(!fixture.screen.text.contains("View thread"))     // Reply in thread opens it
        fixture.screen.press(.down, .enter)                        // Reply in thread
        fixture.screen.advance(by: .seconds(2))
        let thread = try #require(fixture.thread)
        #expect(thread.parentMessage?.message.hasPrefix("Great.") == true)
        #expect(thread.inputComponent?.messageInputView?.isFirstResponder == true)
    }

    @Test func alsoSendToChannelSendsAReplyTheChannelShows() throws {
        let fixture = try ChannelFixture(size: Size(width: 80, height: 30))
        let channel = fixture.open()
        let thread = try #require(fixture.openThread(of: "Great."))
        #expect(fixture.screen.text.contains("☐ Also send to channel"))
        fixture.screen.press(KeyEvent(.character("s"), modifiers: .control))
        #expect(thread.inputComponent?.isReplyToChannel == true)
        #expect(fixture.screen.text.contains("☑ Also send to channel"))
        fixture.screen.type("Shipping Monday")
        fixture.screen.press(.enter)
        fixture.screen.advance(by: .seconds(1))
        let sent = try #require(thread.viewModel?.fullMessageList.last)
        #expect(sent.message == "Shipping Monday")
        #expect(sent.isReplyToChannel)
        #expect(channel.viewModel?.fullMessageList.last?.message == "Shipping Monday")
        fixture.screen.press(.escape)
        fixture.screen.advance(by: .seconds(1))
        channel.listComponent?.scrollToBottom()
        #expect(fixture.screen.text.contains("Shipping Monday"))
    }

    @Test func withoutTheOptionTheInputOffersNoReplyToChannel() throws {
        BanterUIKit.config.groupChannel.channel.isAlsoSendToChannelEnabled = false
        defer { BanterUIKit.config.reset() }
        let fixture = try ChannelFixture(size: Size(width: 80, height: 30))
        fixture.open()
        let thread = try #require(fixture.openThread(of: "Great."))
        #expect(!fixture.screen.text.contains("Also send to channel"))
        fixture.screen.press(KeyEvent(.character("s"), modifiers: .control))
        #expect(thread.inputComponent?.isReplyToChannel == false)
    }

    @Test func deletingTheParentClosesTheThreadWithANotice() throws {
        let fixture = try ChannelFixture(size: Size(width: 80, height: 30))
        let channel = fixture.open()
        let plan = try #require(fixture.channelMessage("Great."))
        try #require(fixture.openThread(of: "Great.") != nil)
        fixture.asOtherDevice("alice") { channel in channel.deleteMessage(messageId: plan.messageId) }
        #expect(fixture.navigation.topViewController === channel)
        #expect(channel.noticeView.text == StringSet.current.thread.parentDeleted)
        #expect(fixture.screen.text.contains(StringSet.current.thread.parentDeleted))
    }

    @Test func othersEditsAndReactionsReachTheParentAndTheReplies() throws {
        let fixture = try ChannelFixture(size: Size(width: 80, height: 30))
        fixture.open()
        let plan = try #require(fixture.channelMessage("Great."))
        let thread = try #require(fixture.openThread(of: "Great."))
        let reply = try #require(thread.viewModel?.fullMessageList.first)
        fixture.asOtherDevice("alice") { channel in
            channel.addReaction(messageId: plan.messageId, key: "🎉")
            channel.addReaction(messageId: reply.messageId, key: "❤️")
            var params = UserMessageUpdateParams()
            params.message = "Great. Let's plan the release for Tuesday."
            channel.updateUserMessage(messageId: plan.messageId, params: params)
        }
        let text = fixture.screen.text
        #expect(text.contains("Let's plan the release for Tuesday."))
        #expect(text.contains("🎉 1"))
        #expect(text.contains("❤️ 1"))
        #expect(thread.parentMessage?.isEdited == true)
    }

    @Test func repliesSentWhileTheConnectionWasLostAreFilledInWhenItComesBack() throws {
        let fixture = try ChannelFixture(size: Size(width: 80, height: 30))
        fixture.open()
        let plan = try #require(fixture.channelMessage("Great."))
        let thread = try #require(fixture.openThread(of: "Great."))
        fixture.server.dropConnections(of: "me")
        fixture.server.isNetworkAvailable = false
        fixture.screen.advance(by: .seconds(1))
        try ChannelFixture.post(fixture.server, fixture.channelURL, "bob", "Sent while you were away", at: 0, parent: plan.messageId, toChannel: false)
        fixture.screen.advance(by: .seconds(1))
        #expect(!(thread.viewModel?.fullMessageList.contains { $0.message == "Sent while you were away" } ?? true))
        fixture.server.isNetworkAvailable = true
        fixture.screen.advance(by: .seconds(60))
        #expect(thread.viewModel?.fullMessageList.last?.message == "Sent while you were away")
        #expect(thread.parentMessage?.threadInfo.replyCount == 3)
        #expect(fixture.screen.text.contains("↳ 3 replies"))
    }

    @Test func aFailedReplyCanBeSentAgain() throws {
        let fixture = try ChannelFixture(size: Size(width: 80, height: 30))
        fixture.open()
        let thread = try #require(fixture.openThread(of: "Great."))
        fixture.server.configuration.failureRates[.sendMessage] = 1
        fixture.screen.type("Flaky")
        fixture.screen.press(.enter)
        fixture.screen.advance(by: .seconds(12))
        let failed = try #require(thread.viewModel?.fullMessageList.last)
        #expect(failed.sendingStatus == .failed)
        #expect(fixture.screen.text.contains("failed"))
        fixture.server.configuration.failureRates[.sendMessage] = 0
        thread.viewModel?.resendMessage(failed)
        fixture.screen.advance(by: .seconds(2))
        #expect(thread.viewModel?.fullMessageList.last?.message == "Flaky")
        #expect(thread.viewModel?.fullMessageList.last?.sendingStatus == .succeeded)
        #expect(thread.viewModel?.fullMessageList.filter { $0.message == "Flaky" }.count == 1)
    }

    @Test func theThreadKeepsItsOwnDraft() throws {
        let fixture = try ChannelFixture(size: Size(width: 80, height: 30))
        let channel = fixture.open()
        fixture.screen.type("channel draft")
        try #require(fixture.openThread(of: "Great.") != nil)
        #expect(fixture.thread?.inputComponent?.messageInputView?.text == "")
        fixture.screen.type("thread draft")
        fixture.screen.press(.escape)
        fixture.screen.advance(by: .seconds(1))
        #expect(channel.inputComponent?.messageInputView?.text == "channel draft")
        try #require(fixture.openThread(of: "Great.") != nil)
        #expect(fixture.thread?.inputComponent?.messageInputView?.text == "thread draft")
    }

    @Test func aLongThreadPagesBothWaysKeepingTheViewport() throws {
        let fixture = try ChannelFixture(size: Size(width: 80, height: 30), history: ChannelFixture.longThread(150))
        fixture.open()
        let parent = try #require(fixture.channelMessage("Release notes?"))
        let thread = ViewControllerSet.messageThreadViewController.init(channelURL: fixture.channelURL, parentMessageId: parent.messageId,
                                                                       parentMessage: nil, startingPoint: 0, messageListParams: nil)
        fixture.navigation.pushViewController(thread)
        fixture.screen.advance(by: .seconds(2))
        // From the start: the parent at the top, the first page of replies.
        #expect(fixture.screen.text.contains("Release notes?"))
        #expect(fixture.screen.text.contains("reply 1\u{20}"))
        #expect(thread.viewModel?.fullMessageList.count == 40)
        #expect(thread.viewModel?.hasNext() == true)
        #expect(thread.viewModel?.hasPrevious() == false)
        // Scrolling down loads the next pages; what is in view stays in view.
        let list = try #require(thread.listComponent)
        for _ in 0..<12 {
            list.tableView.scroll(by: 20)
            _ = fixture.screen.text
            fixture.screen.advance(by: .seconds(1))
        }
        #expect((thread.viewModel?.fullMessageList.count ?? 0) > 40)
        let firstShown = try #require(list.tableView.indexPathsForVisibleRows.compactMap { list.rows[$0.row].message }.first)
        let before = try #require(fixture.position(of: firstShown.message + "\u{20}"))
        list.tableView.scroll(by: 0)
        fixture.screen.advance(by: .seconds(1))
        #expect(fixture.position(of: firstShown.message + "\u{20}") == before)
        // Opened at the newest: the last replies; scrolling up loads earlier ones.
        fixture.screen.press(.escape)
        fixture.screen.advance(by: .seconds(1))
        let latest = ViewControllerSet.messageThreadViewController.init(channelURL: fixture.channelURL, parentMessageId: parent.messageId,
                                                                       parentMessage: parent, startingPoint: .max, messageListParams: nil)
        fixture.navigation.pushViewController(latest)
        fixture.screen.advance(by: .seconds(2))
        #expect(fixture.screen.text.contains("reply 150"))
        #expect(latest.viewModel?.hasNext() == false)
        #expect(latest.viewModel?.hasPrevious() == true)
        let latestList = try #require(latest.listComponent)
        latestList.tableView.setContentOffset(0)
        _ = fixture.screen.text                                   // the top row shows: the page before is asked for
        let shown = try #require(latestList.tableView.indexPathsForVisibleRows.compactMap { latestList.rows[$0.row].message }.first)
        let place = try #require(fixture.position(of: shown.message + "\u{20}"))
        fixture.screen.advance(by: .seconds(1))
        #expect((latest.viewModel?.fullMessageList.count ?? 0) > 40)
        #expect(fixture.position(of: shown.message + "\u{20}") == place)
        #expect(latest.viewModel?.fullMessageList.map(\.message) == (150 - (latest.viewModel?.fullMessageList.count ?? 0) + 1...150).map { "reply \($0)" })
    }
}
