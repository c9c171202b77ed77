import Testing
import BanterCanvas
import BanterTesting
import BanterViews
@testable import BanterUIKitCore

@Suite("The kit's lifecycle: BaseViewController, BaseView and BaseTableViewCell")
@MainActor
struct BaseLifecycleTests {
    final class RecordingController: BaseViewController {
        let recorder: LifecycleRecorder
        let name: String

        init(_ name: String, recorder: LifecycleRecorder) {
            self.name = name
            self.recorder = recorder
            super.init()
        }

        override func loadView() { recorder.record("loadView", of: name); super.loadView() }
        override func setupViews() { super.setupViews(); recorder.record("setupViews", of: name) }
        override func setupLayouts() { super.setupLayouts(); recorder.record("setupLayouts", of: name) }
        override func viewDidLoad() { super.viewDidLoad(); recorder.record("viewDidLoad", of: name) }
        override func viewWillAppear(_ animated: Bool) { recorder.record("viewWillAppear", of: name); super.viewWillAppear(animated) }
        override func updateStyles() { recorder.record("updateStyles", of: name); super.updateStyles() }
        override func setupStyles() { super.setupStyles(); recorder.record("setupStyles", of: name) }
        override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews(); recorder.record("viewWillLayoutSubviews", of: name) }
        override func viewDidLayoutSubviews() { recorder.record("viewDidLayoutSubviews", of: name); super.viewDidLayoutSubviews() }
        override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); recorder.record("viewDidAppear", of: name) }
        override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); recorder.record("viewWillDisappear", of: name) }
        override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); recorder.record("viewDidDisappear", of: name) }
        override func updateLayouts() { recorder.record("updateLayouts", of: name); super.updateLayouts() }
    }

    final class RecordingView: BaseView {
        static var recorder: LifecycleRecorder?
        override func setupViews() { super.setupViews(); Self.recorder?.record("setupViews", of: "view") }
        override func setupLayouts() { super.setupLayouts(); Self.recorder?.record("setupLayouts", of: "view") }
        override func setupActions() { super.setupActions(); Self.recorder?.record("setupActions", of: "view") }
        override func setupStyles() { super.setupStyles(); Self.recorder?.record("setupStyles", of: "view") }
    }

    @Test func showingAControllerRunsTheKitStepsInsideUIKitsLifecycle() {
        let recorder = LifecycleRecorder()
        let screen = HeadlessScreen(rootViewController: RecordingController("list", recorder: recorder))
        _ = screen.text
        #expect(recorder.events(of: "list") == [
            "loadView", "setupViews", "setupLayouts", "viewDidLoad",
            "viewWillAppear", "updateStyles", "setupStyles",
            "viewWillLayoutSubviews", "viewDidLayoutSubviews", "setupStyles", "viewDidAppear",
        ])
    }

    @Test func pushPopThemeChangeAndResizeInterleaveAsDesigned() {
        let recorder = LifecycleRecorder()
        let list = RecordingController("list", recorder: recorder)
        let navigation = NavigationController(rootViewController: list)
        let screen = HeadlessScreen(rootViewController: navigation)
        _ = screen.text
        recorder.reset()

        let channel = RecordingController("channel", recorder: recorder)
        navigation.pushViewController(channel)
        _ = screen.text
        #expect(recorder.events.first == "list.viewWillDisappear")
        #expect(recorder.events.last == "list.viewDidDisappear")
        #expect(recorder.events(of: "channel").prefix(6) == ["loadView", "setupViews", "setupLayouts", "viewDidLoad", "viewWillAppear", "updateStyles"])
        #expect(recorder.events(of: "channel").last == "viewDidAppear")

        recorder.reset()
        Theme.set(colorScheme: .dark)
        defer { Theme.set(colorScheme: .light) }
        #expect(recorder.events(of: "list").prefix(2) == ["updateStyles", "setupStyles"])
        #expect(recorder.events(of: "channel").prefix(2) == ["updateStyles", "setupStyles"])

        recorder.reset()
        screen.resize(to: Size(width: 100, height: 30))
        _ = screen.text
        #expect(recorder.events(of: "channel").first == "updateLayouts")
        #expect(recorder.events(of: "channel").contains("viewDidLayoutSubviews"))

        recorder.reset()
        _ = navigation.popViewController()
        _ = screen.text
        #expect(recorder.events.first == "channel.viewWillDisappear")
        #expect(recorder.events(of: "list").first == "viewWillAppear")
        #expect(recorder.events.last == "channel.viewDidDisappear")
    }

    @Test func viewsSetUpInInitAndStyleOnEveryLayoutPass() {
        let recorder = LifecycleRecorder()
        RecordingView.recorder = recorder
        defer { RecordingView.recorder = nil }
        let view = RecordingView()
        #expect(recorder.events == ["view.setupViews", "view.setupLayouts", "view.setupActions"])
        recorder.reset()
        view.frame = Rect(x: 0, y: 0, width: 10, height: 2)
        view.layoutIfNeeded()
        #expect(recorder.events == ["view.setupStyles"])
        recorder.reset()
        view.updateLayouts()
        #expect(recorder.events == ["view.setupLayouts"])
    }

    @Test func aControllersOwnThemeWinsOverTheGlobalOne() {
        Theme.set(colorScheme: .light)
        let controller = RecordingController("c", recorder: LifecycleRecorder())
        #expect(controller.resolvedTheme.colorScheme == .light)
        controller.theme = .dark
        #expect(controller.resolvedTheme.colorScheme == .dark)
        Theme.set(colorScheme: .light)
        #expect(controller.resolvedTheme.colorScheme == .dark)
    }
}
