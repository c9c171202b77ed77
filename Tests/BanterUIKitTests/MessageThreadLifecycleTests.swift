import BanterTesting
import Testing
import BanterUIKit

/// The recorder the recording classes below write to; set by the test.
@MainActor private var recorder = LifecycleRecorder()

@MainActor
private final class RecordingHeader: MessageThreadModule.Header {
    override func configure(delegate: BaseChannelModuleHeaderDelegate, theme: ChannelTheme?) {
        recorder.record("configure", of: "header"); super.configure(delegate: delegate, theme: theme)
    }
    override func setupViews() { recorder.record("setupViews", of: "header"); super.setupViews() }
    override func setupLayouts() { recorder.record("setupLayouts", of: "header"); super.setupLayouts() }
    override func setupStyles() { recorder.record("setupStyles", of: "header"); super.setupStyles() }
}

@MainActor
private final class RecordingList: MessageThreadModule.List {
    override func configure(delegate: BaseChannelModuleListDelegate, dataSource: BaseChannelModuleListDataSource, theme: ChannelTheme?,
                            componentTheme: ComponentTheme? = nil) {
        recorder.record("configure", of: "list")
        super.configure(delegate: delegate, dataSource: dataSource, theme: theme, componentTheme: componentTheme)
    }
    override func setupViews() { recorder.record("setupViews", of: "list"); super.setupViews() }
    override func setupLayouts() { recorder.record("setupLayouts", of: "list"); super.setupLayouts() }
    override func setupStyles() { recorder.record("setupStyles", of: "list"); super.setupStyles() }
}

@MainActor
private final class RecordingInput: MessageThreadModule.Input {
    override func configure(delegate: BaseChannelModuleInputDelegate, dataSource: BaseChannelModuleInputDataSource, theme: ChannelTheme?) {
        recorder.record("configure", of: "input"); super.configure(delegate: delegate, dataSource: dataSource, theme: theme)
    }
    override func setupViews() { recorder.record("setupViews", of: "input"); super.setupViews() }
    override func setupLayouts() { recorder.record("setupLayouts", of: "input"); super.setupLayouts() }
    override func setupStyles() { recorder.record("setupStyles", of: "input"); super.setupStyles() }
}

@MainActor
private final class RecordingController: MessageThreadViewController {
    required init(channelURL: String, parentMessageId: Int64, parentMessage: BaseMessage? = nil, startingPoint: Int64 = 0,
                  messageListParams: MessageListParams? = nil) {
        recorder.record("init", of: "controller")
        super.init(channelURL: channelURL, parentMessageId: parentMessageId, parentMessage: parentMessage, startingPoint: startingPoint,
                   messageListParams: messageListParams)
    }
    override func loadView() { recorder.record("loadView", of: "controller"); super.loadView() }
    override func setupViews() { recorder.record("setupViews", of: "controller"); super.setupViews() }
    override func setupLayouts() { recorder.record("setupLayouts", of: "controller"); super.setupLayouts() }
    override func viewDidLoad() { recorder.record("viewDidLoad", of: "controller"); super.viewDidLoad() }
    override func viewWillAppear(_ animated: Bool) { recorder.record("viewWillAppear", of: "controller"); super.viewWillAppear(animated) }
    override func updateStyles() { recorder.record("updateStyles", of: "controller"); super.updateStyles() }
    override func viewWillLayoutSubviews() { recorder.record("viewWillLayoutSubviews", of: "controller"); super.viewWillLayoutSubviews() }
    override func viewDidLayoutSubviews() { recorder.record("viewDidLayoutSubviews", of: "controller"); super.viewDidLayoutSubviews() }
    override func setupStyles() { recorder.record("setupStyles", of: "controller"); super.setupStyles() }
    override func viewDidAppear(_ animated: Bool) { recorder.record("viewDidAppear", of: "controller"); super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { recorder.record("viewWillDisappear", of: "controller"); super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { recorder.record("viewDidDisappear", of: "controller"); super.viewDidDisappear(animated) }
}

@Suite("The message thread screen's lifecycle", .serialized)
@MainActor
struct MessageThreadLifecycleTests {
    @Test func showingAndLeavingTheScreenRunsEveryStepInOrder() throws {
        let saved = (MessageThreadModule.headerComponent, MessageThreadModule.listComponent, MessageThreadModule.inputComponent)
        MessageThreadModule.headerComponent = RecordingHeader.self
        MessageThreadModule.listComponent = RecordingList.self
        MessageThreadModule.inputComponent = RecordingInput.self
        defer { (MessageThreadModule.headerComponent, MessageThreadModule.listComponent, MessageThreadModule.inputComponent) = saved }
        let fixture = try ChannelFixture()
        fixture.open()
        let parent = try #require(fixture.channelMessage("Great."))
        recorder = LifecycleRecorder()
        let controller = RecordingController(channelURL: fixture.channelURL, parentMessageId: parent.messageId, parentMessage: parent)
        #expect(controller.headerComponent is RecordingHeader)
        #expect(controller.listComponent is RecordingList)
        #expect(controller.inputComponent is RecordingInput)
        fixture.navigation.pushViewController(controller)
        _ = fixture.screen.text
        #expect(recorder.events == [
            // No component sets anything up at init; configure sets each up once.
            "controller.init",
            "controller.loadView", "controller.setupViews",
            "header.configure", "header.setupViews", "header.setupLayouts", "header.setupStyles",
            "list.configure", "list.setupViews", "list.setupLayouts", "list.setupStyles",
            "input.configure", "input.setupViews", "input.setupLayouts", "input.setupStyles",
            "controller.setupLayouts",
            "controller.viewDidLoad",
            "controller.viewWillAppear", "controller.updateStyles",
            "header.setupStyles", "list.setupStyles", "input.setupStyles", "controller.setupStyles",
            "controller.viewWillLayoutSubviews",
            "controller.viewDidLayoutSubviews", "controller.setupStyles",
            "controller.viewDidAppear",
        ])
        recorder = LifecycleRecorder()
        fixture.screen.press(.escape)
        _ = fixture.screen.text
        #expect(recorder.events == ["controller.viewWillDisappear", "controller.viewDidDisappear"])
    }
}
