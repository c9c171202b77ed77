import BanterCanvas
import BanterTerminal
import BanterTesting
import Testing
@testable import BanterViews

/// A controller that reports every lifecycle call to a recorder under its name.
@MainActor
final class RecordingController: ViewController {
    let name: String
    let recorder: LifecycleRecorder

    init(_ name: String, _ recorder: LifecycleRecorder) {
        self.name = name
        self.recorder = recorder
        super.init()
        recorder.record("init", of: name)
    }

    override func loadView() { recorder.record("loadView", of: name); super.loadView() }
    override func viewDidLoad() { super.viewDidLoad(); recorder.record("viewDidLoad", of: name) }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); recorder.record("viewWillAppear", of: name) }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); recorder.record("viewDidAppear", of: name) }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); recorder.record("viewWillDisappear", of: name) }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); recorder.record("viewDidDisappear", of: name) }
    override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews(); recorder.record("viewWillLayoutSubviews", of: name) }
    override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews(); recorder.record("viewDidLayoutSubviews", of: name) }
    override func viewWillTransition(to size: Size) { super.viewWillTransition(to: size); recorder.record("viewWillTransition(\(size))", of: name) }
    override func traitCollectionDidChange(_ previous: TraitCollection?) { super.traitCollectionDidChange(previous); recorder.record("traitCollectionDidChange", of: name) }
    override func willMove(toParent parent: ViewController?) { super.willMove(toParent: parent); recorder.record("willMove(toParent: \(parent == nil ? "nil" : "parent"))", of: name) }
    override func didMove(toParent parent: ViewController?) { super.didMove(toParent: parent); recorder.record("didMove(toParent: \(parent == nil ? "nil" : "parent"))", of: name) }
}

@Suite("View controller lifecycle")
@MainActor
struct LifecycleTests {
    let recorder = LifecycleRecorder()
    let window = Window(size: Size(width: 40, height: 12), scheduler: ManualScheduler())

    @Test func showingAControllerFollowsTheContract() {
        let controller = RecordingController("a", recorder)
        window.setRootViewController(controller)
        #expect(recorder.events == [
            "a.init", "a.loadView", "a.viewDidLoad", "a.viewWillAppear",
            "a.viewWillLayoutSubviews", "a.viewDidLayoutSubviews", "a.viewDidAppear",
        ])
    }

    @Test func replacingTheRootMakesTheOldOneDisappear() {
        window.setRootViewController(RecordingController("a", recorder))
        let b = RecordingController("b", recorder)
        recorder.reset()
        window.setRootViewController(b)
        #expect(recorder.events == [
            "a.viewWillDisappear", "a.viewDidDisappear",
            "b.loadView", "b.viewDidLoad", "b.viewWillAppear",
            "b.viewWillLayoutSubviews", "b.viewDidLayoutSubviews", "b.viewDidAppear",
        ])
    }

    @Test func pushingInterleavesLikeUIKit() {
        let root = RecordingController("root", recorder)
        let navigation = NavigationController(rootViewController: root)
        window.setRootViewController(navigation)
        let pushed = RecordingController("pushed", recorder)
        recorder.reset()
        navigation.pushViewController(pushed)
        #expect(recorder.events == [
            "pushed.willMove(toParent: parent)",
            "root.viewWillDisappear",
            "pushed.loadView", "pushed.viewDidLoad", "pushed.viewWillAppear",
            "pushed.viewWillLayoutSubviews", "pushed.viewDidLayoutSubviews",
            "pushed.viewDidAppear",
            "root.viewDidDisappear",
            "pushed.didMove(toParent: parent)",
        ])
        #expect(navigation.topViewController === pushed)
        #expect(pushed.navigationController === navigation)
    }

    @Test func poppingMirrorsPushing() {
        let root = RecordingController("root", recorder)
        let navigation = NavigationController(rootViewController: root)
        window.setRootViewController(navigation)
        navigation.pushViewController(RecordingController("pushed", recorder))
        recorder.reset()
        navigation.popViewController()
        #expect(recorder.events == [
            "pushed.viewWillDisappear",
            "root.viewWillAppear",
            "root.viewWillLayoutSubviews", "root.viewDidLayoutSubviews",
            "root.viewDidAppear",
            "pushed.viewDidDisappear",
            "pushed.willMove(toParent: nil)", "pushed.didMove(toParent: nil)",
        ])
    }

    @Test func replacingTheTopHandsItsPlaceToTheNextScreen() {
        let root = RecordingController("root", recorder)
        let navigation = NavigationController(rootViewController: root)
        window.setRootViewController(navigation)
        let form = RecordingController("form", recorder)
        navigation.pushViewController(form)
        let made = RecordingController("made", recorder)
        recorder.reset()
        navigation.setViewControllers([root, made])
        #expect(recorder.events == [
            "made.willMove(toParent: parent)",
            "form.viewWillDisappear",
            "made.loadView", "made.viewDidLoad", "made.viewWillAppear",
            "made.viewWillLayoutSubviews", "made.viewDidLayoutSubviews",
            "made.viewDidAppear",
            "form.viewDidDisappear",
            "made.didMove(toParent: parent)",
            "form.willMove(toParent: nil)", "form.didMove(toParent: nil)",
        ])
        #expect(navigation.viewControllers.map { ($0 as? RecordingController)?.name } == ["root", "made"])
        #expect(form.parent == nil)
        #expect(window.handle(.key(KeyEvent(.escape))))         // back past the form
        #expect(navigation.topViewController === root)
        navigation.setViewControllers([])
        #expect(navigation.topViewController === root)
    }

    @Test func escPopsAndTheRootStays() {
        let navigation = NavigationController(rootViewController: RecordingController("root", recorder))
        window.setRootViewController(navigation)
        navigation.pushViewController(RecordingController("pushed", recorder))
        #expect(window.handle(.key(KeyEvent(.escape))))
        #expect(navigation.viewControllers.count == 1)
        #expect(!window.handle(.key(KeyEvent(.escape))))
        #expect(navigation.viewControllers.count == 1)
    }

    @Test func childControllersGetAppearanceForwarded() {
        let parent = RecordingController("parent", recorder)
        let child = RecordingController("child", recorder)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        recorder.reset()
        window.setRootViewController(parent)
        #expect(recorder.events == [
            "parent.viewWillAppear", "child.viewWillAppear",
            "parent.viewWillLayoutSubviews", "parent.viewDidLayoutSubviews",
            "child.viewWillLayoutSubviews", "child.viewDidLayoutSubviews",
            "parent.viewDidAppear", "child.viewDidAppear",
        ])
        recorder.reset()
        window.setRootViewController(nil)
        #expect(recorder.events == ["parent.viewWillDisappear", "child.viewWillDisappear", "parent.viewDidDisappear", "child.viewDidDisappear"])
    }

    @Test func aResizeTransitionsThenLaysOut() {
        let parent = RecordingController("parent", recorder)
        let child = RecordingController("child", recorder)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        window.setRootViewController(parent)
        recorder.reset()
        window.resize(to: Size(width: 60, height: 20))
        #expect(recorder.events == ["parent.viewWillTransition(60x20)", "child.viewWillTransition(60x20)"])
        recorder.reset()
        _ = window.render()
        #expect(recorder.events == ["parent.viewWillLayoutSubviews", "parent.viewDidLayoutSubviews"])
        #expect(parent.view.frame.size == Size(width: 60, height: 20))
    }

    @Test func aTraitChangeReachesEveryController() {
        let parent = RecordingController("parent", recorder)
        let child = RecordingController("child", recorder)
        parent.addChild(child)
        window.setRootViewController(parent)
        recorder.reset()
        window.traitCollection = TraitCollection(userInterfaceStyle: .dark)
        #expect(recorder.events == ["parent.traitCollectionDidChange", "child.traitCollectionDidChange"])
        recorder.reset()
        window.traitCollection = TraitCollection(userInterfaceStyle: .dark)
        #expect(recorder.events.isEmpty)
    }

    @Test func presentingShowsOverTheRootWithoutHidingIt() {
        let root = RecordingController("root", recorder)
        window.setRootViewController(root)
        let modal = RecordingController("modal", recorder)
        recorder.reset()
        root.present(modal)
        #expect(recorder.events == [
            "modal.loadView", "modal.viewDidLoad", "modal.viewWillAppear",
            "modal.viewWillLayoutSubviews", "modal.viewDidLayoutSubviews", "modal.viewDidAppear",
        ])
        #expect(root.presentedViewController === modal && modal.presentingViewController === root)
        recorder.reset()
        modal.dismiss()
        #expect(recorder.events == ["modal.viewWillDisappear", "modal.viewDidDisappear"])
        #expect(root.presentedViewController == nil && window.presentedViewControllers.isEmpty)
    }
}

/// A view that records the mouse events it hears.
@MainActor
private final class MouseRecorder: View {
    var heard: [String] = []
    override func handleMouse(_ event: MouseEvent) -> Bool {
        heard.append("\(event.kind) at \(event.position.x),\(event.position.y)")
        return true
    }
}

@Suite("Mouse routing")
@MainActor
struct MouseRoutingTests {
    @Test func theViewPressedHearsItsDragsAndRelease() {
        let window = Window(size: Size(width: 20, height: 5), scheduler: ManualScheduler())
        let controller = ViewController()
        let left = MouseRecorder(frame: Rect(x: 0, y: 0, width: 10, height: 5))
        let right = MouseRecorder(frame: Rect(x: 10, y: 0, width: 10, height: 5))
        controller.view.addSubview(left)
        controller.view.addSubview(right)
        window.setRootViewController(controller)
        window.handle(.mouse(MouseEvent(kind: .press(.left), position: Point(x: 2, y: 1))))
        window.handle(.mouse(MouseEvent(kind: .drag(.left), position: Point(x: 12, y: 1))))
        window.handle(.mouse(MouseEvent(kind: .release(.left), position: Point(x: 15, y: 2))))
        window.handle(.mouse(MouseEvent(kind: .scrollDown, position: Point(x: 15, y: 2))))
        #expect(left.heard == ["left press at 2,1", "left drag at 12,1", "left release at 15,2"])
        #expect(right.heard == ["scroll down at 5,2"])
    }
}
