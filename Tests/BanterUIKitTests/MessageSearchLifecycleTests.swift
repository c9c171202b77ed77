import BanterTesting
import Testing
import BanterUIKit

/// The recorder the recording classes below write to; set by the test.
@MainActor private var recorder = LifecycleRecorder()

@MainActor
private final class RecordingHeader: MessageSearchModule.Header {
    override func configure(delegate: MessageSearchModuleHeaderDelegate, theme: MessageSearchTheme?) {
        recorder.record("configure", of: "header"); super.configure(delegate: delegate, theme: theme)
    }
    override func setupViews() { recorder.record("setupViews", of: "header"); super.setupViews() }
    override func setupLayouts() { recorder.record("setupLayouts", of: "header"); super.setupLayouts() }
    override func setupStyles() { recorder.record("setupStyles", of: "header"); super.setupStyles() }
}

@MainActor
private final class RecordingList: MessageSearchModule.List {
    override func configure(delegate: MessageSearchModuleListDelegate, dataSource: MessageSearchModuleListDataSource, theme: MessageSearchTheme?,
                            componentTheme: ComponentTheme? = nil) {
        recorder.record("configure", of: "list")
        super.configure(delegate: delegate, dataSource: dataSource, theme: theme, componentTheme: componentTheme)
    }
    override func setupViews() { recorder.record("setupViews", of: "list"); super.setupViews() }
    override func setupLayouts() { recorder.record("setupLayouts", of: "list"); super.setupLayouts() }
    override func setupStyles() { recorder.record("setupStyles", of: "list"); super.setupStyles() }
}

@MainActor
private final class RecordingController: MessageSearchViewController {
    required init(channelURL: String? = nil, params: MessageSearchQueryParams? = nil) {
        recorder.record("init", of: "controller")
        super.init(channelURL: channelURL, params: params)
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

@Suite("The message search screen's lifecycle", .serialized)
@MainActor
struct MessageSearchLifecycleTests {
    @Test func showingTheScreenRunsEveryStepInOrder() throws {
        let saved = (MessageSearchModule.headerComponent, MessageSearchModule.listComponent)
        MessageSearchModule.headerComponent = RecordingHeader.self
        MessageSearchModule.listComponent = RecordingList.self
        defer { (MessageSearchModule.headerComponent, MessageSearchModule.listComponent) = saved }
        let fixture = try ChannelFixture()
        recorder = LifecycleRecorder()
        let controller = RecordingController()
        #expect(controller.headerComponent is RecordingHeader)
        #expect(controller.listComponent is RecordingList)
        fixture.navigation.pushViewController(controller)
        _ = fixture.screen.text
        #expect(recorder.events == [
            "controller.init",
            "controller.loadView", "controller.setupViews",
            "header.configure", "header.setupViews", "header.setupLayouts", "header.setupStyles",
            "list.configure", "list.setupViews", "list.setupLayouts", "list.setupStyles",
            "controller.setupLayouts",
            "controller.viewDidLoad",
            "controller.viewWillAppear", "controller.updateStyles",
            "header.setupStyles", "list.setupStyles", "controller.setupStyles",
            "controller.viewWillLayoutSubviews",
            "controller.viewDidLayoutSubviews", "controller.setupStyles",
            "controller.viewDidAppear",
        ])
    }
}
