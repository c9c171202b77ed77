import BanterTesting
import Testing
import BanterUIKit

// Everything here lives outside the kit's module, as an app's code does: each override
// compiles only because the kit made it `open`, and each test shows it takes effect.

@MainActor
private final class PinnedParentInfo: ParentMessageInfoView {
    override func draw(in context: DrawingContext) {
        super.draw(in: context)
        context.write("📌", at: Point(x: bounds.width - 3, y: 0))
    }
}

@MainActor
private final class ShoutingReplyCell: UserMessageCell {
    override func bodyLines(width: Int) -> [StyledText] {
        super.bodyLines(width: width).map { StyledText($0.string.uppercased()) }
    }
}

@MainActor
private final class StarredThreadHeader: MessageThreadModule.Header {
    override func createDefaultRightButton() -> View? {
        let button = Button(title: "★")
        button.appearance = .compact
        return button
    }
}

@MainActor
private final class AlwaysToChannelInput: MessageThreadModule.Input {
    override func setupViews() {
        super.setupViews()
        isReplyToChannel = true
    }
}

@MainActor
private final class CountingThreadViewModel: MessageThreadViewModel {
    var sent: [String] = []
    override func sendUserMessage(text: String, parentMessage: BaseMessage? = nil,
                                  completion: (@MainActor (BaseMessage) -> Void)? = nil) -> UserMessage? {
        sent.append(text)
        return super.sendUserMessage(text: text, parentMessage: parentMessage, completion: completion)
    }
}

@MainActor
private final class MyThreadController: MessageThreadViewController {
    var copied: [String] = []

    /// A data-source override: Bob's replies are not shown.
    override func baseChannelModule(_ listComponent: BaseChannelModule.List, fullMessagesInTableView tableView: TableView) -> [BaseMessage] {
        super.baseChannelModule(listComponent, fullMessagesInTableView: tableView).filter { $0.sender?.userId != "bob" }
    }

    /// A delegate override: Copy is recorded instead of using the clipboard.
    override func baseChannelModule(_ listComponent: BaseChannelModule.List, didTapCopyMessage message: BaseMessage) {
        copied.append(message.message)
    }
}

@Suite("Customising the message thread screen from an app", .serialized)
@MainActor
struct MessageThreadCustomisationTests {
    @Test func theControllerSetChoosesTheScreenTheChannelOpens() throws {
        let saved = ViewControllerSet.messageThreadViewController
        ViewControllerSet.messageThreadViewController = MyThreadController.self
        defer { ViewControllerSet.messageThreadViewController = saved }
        let fixture = try ChannelFixture(size: Size(width: 80, height: 30))
        fixture.open()
        try #require(fixture.openThread(of: "Great.") != nil)
        let thread = try #require(fixture.thread as? MyThreadController)
        // Its data-source override hides Bob's reply; its delegate override takes Copy.
        #expect(!fixture.screen.text.contains("thread reply"))
        #expect(fixture.screen.text.contains("I'll tag it after lunch."))
        fixture.screen.press(.up, .enter, .enter)                 // the reply's menu: Copy
        #expect(thread.copied == ["I'll tag it after lunch."])
    }

    @Test func theModuleSetAndComponentMetatypesChooseTheComponents() throws {
        final class MyModule: MessageThreadModule {}
        let saved = (ModuleSet.messageThreadModule, MessageThreadModule.headerComponent, MessageThreadModule.inputComponent,
                     MessageThreadModule.List.parentMessageInfoView, MessageThreadModule.List.userMessageCell)
        ModuleSet.messageThreadModule = MyModule.self
        MessageThreadModule.headerComponent = StarredThreadHeader.self
        MessageThreadModule.inputComponent = AlwaysToChannelInput.self
        MessageThreadModule.List.parentMessageInfoView = PinnedParentInfo.self
        MessageThreadModule.List.userMessageCell = ShoutingReplyCell.self
        defer {
            (ModuleSet.messageThreadModule, MessageThreadModule.headerComponent, MessageThreadModule.inputComponent,
             MessageThreadModule.List.parentMessageInfoView, MessageThreadModule.List.userMessageCell) = saved
        }
        let fixture = try ChannelFixture(size: Size(width: 80, height: 30))
        let channel = fixture.open()
        let thread = try #require(fixture.openThread(of: "Great."))
        #expect(thread.headerComponent is StarredThreadHeader)
        #expect(thread.listComponent?.parentMessageInfoView is PinnedParentInfo)
        let text = fixture.screen.text
        #expect(text.contains("★"))
        #expect(text.contains("📌"))
        #expect(text.contains("THREAD REPLY"))
        // The parent is not a cell: it keeps its own view.
        #expect(text.contains("Great. Let's plan the release for Monday."))
        #expect(text.contains("☑ Also send to channel"))
        fixture.screen.type("Both places")
        fixture.screen.press(.enter)
        fixture.screen.advance(by: .seconds(1))
        #expect(channel.viewModel?.fullMessageList.last?.message == "Both places")
    }

    @Test func theViewModelSetChoosesTheModel() throws {
        let saved = ViewModelSet.messageThreadViewModel
        ViewModelSet.messageThreadViewModel = CountingThreadViewModel.self
        defer { ViewModelSet.messageThreadViewModel = saved }
        let fixture = try ChannelFixture(size: Size(width: 80, height: 30))
        fixture.open()
        let thread = try #require(fixture.openThread(of: "Great."))
        let model = try #require(thread.viewModel as? CountingThreadViewModel)
        fixture.screen.type("Noted")
        fixture.screen.press(.enter)
        fixture.screen.advance(by: .seconds(1))
        #expect(model.sent == ["Noted"])
        #expect(thread.viewModel?.fullMessageList.last?.message == "Noted")
    }

    @Test func theActionClosuresRun() throws {
        let fixture = try ChannelFixture(size: Size(width: 80, height: 30))
        fixture.open()
        let parent = try #require(fixture.channelMessage("Great."))
        var events: [String] = []
        let thread = MessageThreadViewController(channelURL: fixture.channelURL, parentMessageId: parent.messageId, parentMessage: parent)
        thread.componentDidLoad = { _ in events.append("componentDidLoad") }
        thread.componentWillAppear = { _ in events.append("componentWillAppear") }
        thread.messageWillSend = { events.append("messageWillSend " + $0) }
        thread.messageDidSend = { events.append("messageDidSend " + $0.message) }
        thread.componentWillDisappear = { _ in events.append("componentWillDisappear") }
        fixture.navigation.pushViewController(thread)
        fixture.screen.advance(by: .seconds(2))
        fixture.screen.type("Hi")
        fixture.screen.press(.enter)
        fixture.screen.advance(by: .seconds(1))
        fixture.screen.press(.escape)
        _ = fixture.screen.text
        #expect(events == ["componentDidLoad", "componentWillAppear", "messageWillSend Hi", "messageDidSend Hi", "componentWillDisappear"])
    }
}
