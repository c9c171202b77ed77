import BanterTesting
import Testing
import BanterUIKit

/// The recorder the recording classes below write to; set by the test.
@MainActor private var recorder = LifecycleRecorder()

@MainActor
private final class RecordingHeader: GroupChannelModule.Header {
    override func configure(delegate: BaseChannelModuleHeaderDelegate, theme: ChannelTheme?) {
        recorder.record("configure", of: "header"); super.configure(delegate: delegate, theme: theme)
    }
    override func setupViews() { recorder.record("setupViews", of: "header"); super.setupViews() }
    override func setupLayouts() { recorder.record("setupLayouts", of: "header"); super.setupLayouts() }
    override func setupStyles() { recorder.record("setupStyles", of: "header"); super.setupStyles() }
}

@MainActor
private final class RecordingList: GroupChannelModule.List {
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
private final class RecordingInput: GroupChannelModule.Input {
    override func configure(delegate: BaseChannelModuleInputDelegate, dataSource: BaseChannelModuleInputDataSource, theme: ChannelTheme?) {
        recorder.record("configure", of: "input"); super.configure(delegate: delegate, dataSource: dataSource, theme: theme)
    }
    override func setupViews() { recorder.record("setupViews", of: "input"); super.setupViews() }
    override func setupLayouts() { recorder.record("setupLayouts", of: "input"); super.setupLayouts() }
    override func setupStyles() { recorder.record("setupStyles", of: "input"); super.setupStyles() }
}

@MainActor
private final class RecordingController: GroupChannelViewController {
    required init(channelURL: String, startingPoint: Int64 = .max, messageListParams: MessageListParams? = nil) {
        recorder.record("init", of: "controller")
        super.init(channelURL: channelURL, startingPoint: startingPoint, messageListParams: messageListParams)
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
}

@Suite("The group channel screen's lifecycle")
@MainActor
struct GroupChannelLifecycleTests {
    @Test func showingTheScreenRunsEveryStepInOrder() throws {
        let saved = (GroupChannelModule.headerComponent, GroupChannelModule.listComponent, GroupChannelModule.inputComponent)
        GroupChannelModule.headerComponent = RecordingHeader.self
        GroupChannelModule.listComponent = RecordingList.self
        GroupChannelModule.inputComponent = RecordingInput.self
        defer { (GroupChannelModule.headerComponent, GroupChannelModule.listComponent, GroupChannelModule.inputComponent) = saved }
        let fixture = try ChannelFixture()
        recorder = LifecycleRecorder()
        let controller = RecordingController(channelURL: fixture.channelURL)
        #expect(controller.headerComponent is RecordingHeader)
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
            // Components style themselves when configured and when the theme changes, not on
            // every layout pass.
            "controller.viewWillLayoutSubviews",
            "controller.viewDidLayoutSubviews", "controller.setupStyles",
            "controller.viewDidAppear",
        ])
    }
}
