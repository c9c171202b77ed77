import BanterCanvas
import BanterTerminal
import BanterTesting
import Testing
@testable import BanterViews

/// The tab bar controller: appearance calls as UIKit's, switching by F-key, Alt-digit and
/// mouse, the bar on the bottom row, and children keeping their state.
@Suite("Tab bar controller")
@MainActor
struct TabBarControllerTests {
    let recorder = LifecycleRecorder()
    let window = Window(size: Size(width: 40, height: 12), scheduler: ManualScheduler())

    private func makeTabs() -> (TabBarController, RecordingController, RecordingController) {
        let first = RecordingController("first", recorder)
        first.title = "Channels"
        let second = RecordingController("second", recorder)
        second.title = "Open"
        let tabs = TabBarController(viewControllers: [first, NavigationController(rootViewController: second)])
        return (tabs, first, second)
    }

    @Test func showingTheTabsMakesOnlyTheSelectedChildAppear() {
        let (tabs, _, _) = makeTabs()
        recorder.reset()
        window.setRootViewController(tabs)
        #expect(recorder.events == [
            "first.loadView", "first.viewDidLoad", "first.viewWillAppear",
            "first.viewWillLayoutSubviews", "first.viewDidLayoutSubviews", "first.viewDidAppear",
        ])
        let lines = window.render().canvas.plainText().split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[11].contains("F1 Channels") && lines[11].contains("F2 Open"))
    }

    @Test func switchingTabsInterleavesAsUIKitsTabBarController() {
        let (tabs, _, _) = makeTabs()
        window.setRootViewController(tabs)
        recorder.reset()
        window.handle(.key(KeyEvent(.function(2))))
        #expect(tabs.selectedIndex == 1)
        #expect(recorder.events == [
            "first.viewWillDisappear",
            "second.loadView", "second.viewDidLoad", "second.viewWillAppear",
            "second.viewWillLayoutSubviews", "second.viewDidLayoutSubviews",
            "first.viewDidDisappear", "second.viewDidAppear",
        ])
        recorder.reset()
        window.handle(.key(KeyEvent(.character("1"), modifiers: .alt)))
        #expect(tabs.selectedIndex == 0)
        #expect(recorder.events == [
            "second.viewWillDisappear", "first.viewWillAppear",
            "first.viewWillLayoutSubviews", "first.viewDidLayoutSubviews",
            "second.viewDidDisappear", "first.viewDidAppear",
        ])
        // Keys past the last tab, and the same tab again, change nothing.
        recorder.reset()
        window.handle(.key(KeyEvent(.function(5))))
        window.handle(.key(KeyEvent(.function(1))))
        #expect(recorder.events.isEmpty)
    }

    @Test func theShownTabsKeyTakesItsNavigationBackToItsRoot() {
        let (tabs, _, _) = makeTabs()
        window.setRootViewController(tabs)
        tabs.selectedIndex = 1
        let navigation = tabs.selectedViewController as? NavigationController
        navigation?.pushViewController(RecordingController("pushed", recorder))
        #expect(navigation?.viewControllers.count == 2)
        window.handle(.key(KeyEvent(.function(2))))
        #expect(tabs.selectedIndex == 1)
        #expect(navigation?.viewControllers.count == 1)
    }

    @Test func aClickOnATabSelectsIt() throws {
        let (tabs, _, _) = makeTabs()
        window.setRootViewController(tabs)
        _ = window.render()
        let range = try #require(tabs.tabBar.tabRanges().last)
        window.handle(.mouse(MouseEvent(kind: .press(.left), position: Point(x: range.lowerBound + 1, y: 11))))
        #expect(tabs.selectedIndex == 1)
    }

    @Test func childrenKeepTheirNavigationStacksBetweenSwitches() {
        let (tabs, _, _) = makeTabs()
        window.setRootViewController(tabs)
        tabs.selectedIndex = 1
        let navigation = tabs.selectedViewController as? NavigationController
        let pushed = RecordingController("pushed", recorder)
        navigation?.pushViewController(pushed)
        tabs.selectedIndex = 0
        recorder.reset()
        tabs.selectedIndex = 1
        #expect(navigation?.topViewController === pushed)
        #expect(recorder.events.contains("pushed.viewDidAppear"))
        #expect(!recorder.events.contains("second.viewWillAppear"))
        #expect(pushed.parent === navigation && navigation?.parent === tabs)
    }
}
