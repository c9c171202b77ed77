import BanterTesting
import Testing
import BanterUIKit

// Everything here lives outside the kit's module, as an app's code does: each override
// compiles only because the kit made it `open`, and each test shows it takes effect.

@MainActor
private final class ShoutingMessageCell: UserMessageCell {
    override func bodyLines(width: Int) -> [StyledText] {
        super.bodyLines(width: width).map { StyledText($0.string.uppercased()) }
    }
}

@MainActor
private final class StarredHeader: GroupChannelModule.Header {
    var tappedRight = 0
    override func createDefaultRightButton() -> View? {
        let button = Button(title: "★")
        button.appearance = .compact
        return button
    }
    override func onTapRightBarButton() {
        tappedRight += 1
        super.onTapRightBarButton()
    }
}

@MainActor
private final class QuietViewModel: GroupChannelViewModel {
    var startedTyping = 0
    override func startTypingMessage() { startedTyping += 1 }
}

@MainActor
private final class CustomChannelController: GroupChannelViewController {
    var copied: [String] = []
    var rightTaps = 0

    /// A data-source override: Bob's messages are not shown.
    override func baseChannelModule(_ listComponent: BaseChannelModule.List, fullMessagesInTableView tableView: TableView) -> [BaseMessage] {
        super.baseChannelModule(listComponent, fullMessagesInTableView: tableView).filter { $0.sender?.userId != "bob" }
    }

    /// A delegate override: Copy is recorded instead of using the clipboard.
    override func baseChannelModule(_ listComponent: BaseChannelModule.List, didTapCopyMessage message: BaseMessage) {
        copied.append(message.message)
    }

    override func baseChannelModule(_ headerComponent: BaseChannelModule.Header, didTapRightItem rightItem: View) {
        rightTaps += 1
    }

    var titleTaps = 0
    override func baseChannelModule(_ headerComponent: BaseChannelModule.Header, didTapTitleView titleView: View?) {
        titleTaps += 1
    }

    /// A view-model creation override.
    override func createViewModel(channelURL: String, messageListParams: MessageListParams, startingPoint: Int64) -> GroupChannelViewModel {
        QuietViewModel(client: BanterUIKit.client, channelURL: channelURL, startingPoint: startingPoint,
                       messageListParams: messageListParams, delegate: self, dataSource: self)
    }
}

@Suite("Customising the group channel screen from an app", .serialized)
@MainActor
struct GroupChannelCustomisationTests {
    @Test func aDataSourceOverrideFiltersTheMessagesShown() throws {
        let fixture = try ChannelFixture()
        fixture.open { CustomChannelController(channelURL: $0) }
        let text = fixture.screen.text
        #expect(text.contains("I'll tag it after lunch."))
        #expect(!text.contains("Sounds good to me"))
    }

    @Test func aDelegateOverrideReplacesAMenuAction() throws {
        let fixture = try ChannelFixture()
        let controller = fixture.open { CustomChannelController(channelURL: $0) } as! CustomChannelController
        Pasteboard.general.string = nil
        fixture.screen.press(.up, .enter, .enter)                 // my last message, Copy
        #expect(controller.copied == ["I'll tag it after lunch."])
        #expect(Pasteboard.general.string == nil)
    }

    @Test func aViewModelOverrideIsTheOneTheScreenUses() throws {
        let fixture = try ChannelFixture()
        let controller = fixture.open { CustomChannelController(channelURL: $0) }
        let model = try #require(controller.viewModel as? QuietViewModel)
        fixture.screen.type("hi")
        #expect(model.startedTyping == 2)
        #expect(!model.isTyping)
    }

    @Test func subComponentMetatypesChooseTheCellsAndTheHeader() throws {
        let saved = (GroupChannelModule.List.userMessageCell, GroupChannelModule.headerComponent)
        GroupChannelModule.List.userMessageCell = ShoutingMessageCell.self
        GroupChannelModule.headerComponent = StarredHeader.self
        defer { (GroupChannelModule.List.userMessageCell, GroupChannelModule.headerComponent) = saved }
        let fixture = try ChannelFixture()
        let controller = fixture.open { CustomChannelController(channelURL: $0) } as! CustomChannelController
        let text = fixture.screen.text
        #expect(text.contains("I'LL TAG IT AFTER LUNCH."))
        #expect(text.split(separator: "\n")[0].hasSuffix("★ "))
        let header = try #require(controller.headerComponent as? StarredHeader)
        (header.rightBarButton as? Button)?.action?()
        #expect(header.tappedRight == 1)
        #expect(controller.rightTaps == 1)
    }

    @Test func clickingTheTitleReachesTheHeaderDelegate() throws {
        let fixture = try ChannelFixture()
        let controller = fixture.open { CustomChannelController(channelURL: $0) } as! CustomChannelController
        _ = fixture.screen.text
        fixture.screen.click(at: Point(x: 10, y: 0))
        #expect(controller.titleTaps == 1)
    }

    @Test func aModuleSubclassStandsInTheModuleSet() throws {
        final class MyModule: GroupChannelModule {}
        let saved = ModuleSet.groupChannelModule
        ModuleSet.groupChannelModule = MyModule.self
        defer { ModuleSet.groupChannelModule = saved }
        #expect(ModuleSet.groupChannelModule == MyModule.self)
        let fixture = try ChannelFixture()
        fixture.open()
        #expect(fixture.screen.text.contains("I'll tag it after lunch."))
    }

    @Test func theContextMenuBuilderWorksOnTypedItems() throws {
        let config = BanterUIKit.config.groupChannel.channel
        defer { config.reset() }
        var pinned: [String] = []
        config.messageContextMenuBuilder = { message, items in
            items.filter { $0.kind != .delete } + [MenuItem(kind: .custom("pin"), title: "Pin") { pinned.append(message.message) }]
        }
        let fixture = try ChannelFixture()
        fixture.open()
        fixture.screen.press(.up, .enter)                         // my last message's menu
        let menu = fixture.screen.text
        #expect(menu.contains("Copy") && menu.contains("Edit") && menu.contains("Pin"))
        #expect(!menu.contains("Delete"))
        fixture.screen.press(.down, .down, .down, .down, .enter)  // Copy, Edit, React…, Read by, Pin (no Reply to a reply)
        #expect(pinned == ["I'll tag it after lunch."])
    }

    @Test func replacedStringsShowAndTheMenuKeepsWorking() throws {
        let saved = StringSet.current
        defer { StringSet.current = saved }
        StringSet.current.channel.inputPlaceholder = "Écrire un message"
        StringSet.current.message.copy = "Copier"
        StringSet.current.channel.memberCount = { "\($0) membres" }
        let fixture = try ChannelFixture()
        fixture.open()
        #expect(fixture.screen.text.contains("Écrire un message"))
        #expect(fixture.screen.text.contains("3 membres"))
        fixture.screen.press(.up, .enter)
        #expect(fixture.screen.text.contains("Copier"))
        fixture.screen.press(.enter)
        #expect(Pasteboard.general.string == "I'll tag it after lunch.")
    }

    @Test func aMenuKeepsTheKeysWhileNewsArrives() throws {
        let fixture = try ChannelFixture()
        let controller = fixture.open()
        fixture.screen.press(.up, .up, .enter)                    // Bob's message: Copy, Reply, React…
        try fixture.server.startTyping(userId: "alice", channelURL: fixture.channelURL)
        try ChannelFixture.post(fixture.server, fixture.channelURL, "alice", "Lunch?", at: 0)
        fixture.screen.advance(by: .seconds(1))
        #expect(controller.inputComponent?.messageInputView?.isFirstResponder == false)
        fixture.screen.press(.down, .enter)                       // Reply
        guard case .quoteReply(let message)? = controller.inputComponent?.mode else {
            Issue.record("the input is not replying")
            return
        }
        #expect(message.message == "Sounds good to me")
    }
}

@Suite("The channel screen's edit mode", .serialized)
@MainActor
struct GroupChannelEditModeTests {
    @Test func editingAMessageThatIsDeletedMeanwhileEndsTheEdit() throws {
        let fixture = try ChannelFixture()
        let controller = fixture.open()
        fixture.screen.press(.up, .enter)                         // my last message (a reply): Copy, Edit…
        fixture.screen.press(.down, .enter)                       // Edit
        guard case .edit(let message)? = controller.inputComponent?.mode else {
            Issue.record("not editing")
            return
        }
        // The same user deletes it from another device.
        let otherDevice = ChatClient(server: fixture.server)
        otherDevice.connect(userId: "me") { _ in }
        fixture.screen.advance(by: .seconds(1))
        otherDevice.getGroupChannel(url: fixture.channelURL) { result in
            if case .success(let channel) = result { channel.deleteMessage(messageId: message.messageId) }
        }
        fixture.screen.advance(by: .seconds(2))
        #expect(controller.inputComponent?.mode.isNormal == true)
        #expect(controller.inputComponent?.messageInputView?.text == "")
    }
}

@Suite("The channel screen's memory", .serialized)
@MainActor
struct GroupChannelMemoryTests {
    @Test func aClosedChannelScreenIsFreedWithItsViewModel() throws {
        let fixture = try ChannelFixture()
        weak var weakController: GroupChannelViewController?
        weak var weakViewModel: GroupChannelViewModel?
        weak var weakList: GroupChannelModule.List?
        do {
            // Not `fixture.open()`: the fixture keeps the screen it opens.
            let controller = GroupChannelViewController(channelURL: fixture.channelURL)
            fixture.navigation.pushViewController(controller)
            fixture.screen.advance(by: .seconds(2))
            weakController = controller
            weakViewModel = controller.viewModel
            weakList = controller.listComponent
            fixture.screen.press(.up, .enter, .escape)           // a menu opened and closed
            fixture.navigation.popViewController()
            fixture.screen.advance(by: .seconds(1))
        }
        fixture.screen.window.setRootViewController(ViewController())
        fixture.screen.advance(by: .seconds(1))
        #expect(weakController == nil)
        #expect(weakViewModel == nil)
        #expect(weakList == nil)
    }
}

@MainActor
private final class InputSpyController: GroupChannelViewController {
    var events: [String] = []
    override func baseChannelModule(_ inputComponent: BaseChannelModule.Input, willChangeMode mode: MessageInputMode, message: BaseMessage?) {
        events.append(mode.isNormal ? "willChange normal" : "willChange \(message?.message ?? "")")
        super.baseChannelModule(inputComponent, willChangeMode: mode, message: message)
    }
    override func baseChannelModuleDidStartTyping(_ inputComponent: BaseChannelModule.Input) {
        if events.last != "typing" { events.append("typing") }
        super.baseChannelModuleDidStartTyping(inputComponent)
    }
    override func baseChannelModuleDidEndTyping(_ inputComponent: BaseChannelModule.Input) {
        events.append("ended")
        super.baseChannelModuleDidEndTyping(inputComponent)
    }
}

@Suite("The channel screen's input and starting point", .serialized)
@MainActor
struct GroupChannelInputAndStartingPointTests {
    @Test func theInputTellsItsDelegateOfModesAndTyping() throws {
        let fixture = try ChannelFixture()
        let controller = fixture.open { InputSpyController(channelURL: $0) } as! InputSpyController
        fixture.screen.type("hi")
        fixture.screen.press(.backspace, .backspace)
        fixture.screen.press(.up, .up, .enter, .down, .enter)        // Bob's message: Copy, Reply
        fixture.screen.press(.escape)
        #expect(controller.events == ["typing", "ended", "willChange Sounds good to me", "willChange normal"])
    }

    @Test func aScreenOpenedAtAStartingPointShowsAndSelectsThatMessage() throws {
        let fixture = try ChannelFixture(history: { server, url in
            for index in 0..<60 {
                try ChannelFixture.post(server, url, index % 2 == 0 ? "alice" : "bob", "message \(index)", at: Int64(index - 100))
            }
        })
        // The history was written a second before the clock moved on to sign in.
        let start = fixture.server.now + (10 - 100) * ChannelFixture.minute - 2_000
        let controller = fixture.open { GroupChannelViewController(channelURL: $0, startingPoint: start) }
        let text = fixture.screen.text
        #expect(text.contains("message 10"))
        #expect(!text.contains("message 59"))
        #expect(controller.listComponent?.selectedMessage?.message == "message 10")
        #expect(controller.listComponent?.isScrollNearByBottom == false)
    }
}

@Suite("The channel screen while it loads", .serialized)
@MainActor
struct GroupChannelLoadingTests {
    @Test func theFrozenBannerWaitsForTheChannel() throws {
        let fixture = try ChannelFixture()
        let controller = GroupChannelViewController(channelURL: fixture.channelURL)
        fixture.navigation.pushViewController(controller)
        let loading = fixture.screen.text
        #expect(loading.contains("Loading messages"))
        #expect(!loading.contains("frozen"))
        try fixture.server.setFrozen(true, channelURL: fixture.channelURL)
        fixture.screen.advance(by: .seconds(2))
        #expect(fixture.screen.text.split(separator: "\n")[2].contains("This channel is frozen"))
    }
}

@Suite("Deleting from the message menu", .serialized)
@MainActor
struct GroupChannelDeleteTests {
    @Test func deleteAsksFirstThenMovesTheSelectionToTheNeighbour() throws {
        let fixture = try ChannelFixture()
        let controller = fixture.open()
        fixture.screen.press(.up, .enter)                         // my last message: Copy, Edit, React…, Read by, Delete
        #expect(fixture.screen.text.contains("You: I'll tag it after lunch."))
        fixture.screen.press(.down, .down, .down, .down, .enter)  // Delete
        #expect(fixture.screen.text.contains("Delete this message?"))
        fixture.screen.press(.enter)                              // Cancel, highlighted first
        fixture.screen.advance(by: .seconds(1))
        #expect(fixture.screen.text.contains("I'll tag it after lunch."))
        #expect(controller.listComponent?.tableView.isFirstResponder == true)

        fixture.screen.press(.enter, .down, .down, .down, .down, .enter) // the menu again, Delete
        fixture.screen.press(.right, .enter)                      // the alert's Delete
        fixture.screen.advance(by: .seconds(1))
        #expect(!fixture.screen.text.contains("I'll tag it after lunch."))
        #expect(controller.listComponent?.tableView.isFirstResponder == true)
        #expect(controller.listComponent?.selectedMessage?.message == "Sounds good to me")
    }
}

@Suite("Messages that could not be sent", .serialized)
@MainActor
struct GroupChannelUnsentOrderTests {
    @Test func failedAndPendingMessagesKeepTheirSendOrder() throws {
        // Some requests are lost (they fail at the ack timeout, ten seconds on) and some
        // are refused at once by the rate limit: failures arrive out of send order.
        let fixture = try ChannelFixture(configure: { configuration in
            var configuration = configuration
            configuration.failureRates[.sendMessage] = 0.3
            configuration.seed = 3
            return configuration
        })
        let controller = fixture.open()
        for index in 1...10 {
            fixture.screen.type("quick \(index)")
            fixture.screen.press(.enter)
        }
        fixture.screen.advance(by: .seconds(12))
        let messages = try #require(controller.viewModel?.fullMessageList)
        let unsent = messages.filter { $0.sendingStatus != .succeeded && $0.message.hasPrefix("quick") }.map(\.message)
        #expect(unsent.count >= 2)
        #expect(unsent == (1...10).map { "quick \($0)" }.filter(unsent.contains))
    }
}
