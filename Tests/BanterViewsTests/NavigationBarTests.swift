import BanterCanvas
import Testing
import BanterViews

/// A title view that takes all the room it is offered, like a channel's name and count.
@MainActor
private final class FillingTitle: View {
    override func sizeThatFits(_ size: Size) -> Size { Size(width: size.width, height: 1) }
}

@Suite("The navigation bar")
@MainActor
struct NavigationBarTests {
    @Test func aFillingTitleStartsAfterTheLeftItemsAndEndsBeforeTheRightOnes() {
        let controller = ViewController()
        let left = Button(title: "<"), right = Button(title: "Info"), title = FillingTitle()
        left.appearance = .compact
        right.appearance = .compact
        controller.navigationItem.leftBarItems = [left]
        controller.navigationItem.rightBarItems = [right]
        controller.navigationItem.titleView = title
        let window = Window(size: Size(width: 40, height: 6), scheduler: ManualScheduler())
        window.setRootViewController(NavigationController(rootViewController: controller))
        _ = window.render()
        #expect(title.frame.minX == left.frame.maxX + 1)
        #expect(title.frame.maxX < right.frame.minX)
    }

    @Test func aNarrowTitleIsCentred() {
        let controller = ViewController()
        let title = Label(text: "Chats")
        controller.navigationItem.rightBarItems = [Button(title: "+")]
        controller.navigationItem.titleView = title
        let window = Window(size: Size(width: 41, height: 6), scheduler: ManualScheduler())
        window.setRootViewController(NavigationController(rootViewController: controller))
        _ = window.render()
        #expect(title.frame.minX == (41 - title.frame.width) / 2)
    }
}
