/// What a navigation bar shows while a controller is on top: a title (or a title view) and
/// bar items on the left and right. Changes show at once.
@MainActor
public final class NavigationItem {
    private weak var owner: ViewController?

    init(owner: ViewController) {
        self.owner = owner
    }

    /// The title, when there is no title view.
    public var title: String? { didSet { changed() } }
    /// A view shown in place of the title.
    public var titleView: View? { didSet { changed() } }
    /// Views on the left, in order; when empty, a navigation controller shows a back hint.
    public var leftBarItems: [View] = [] { didSet { changed() } }
    /// Views on the right, in order, the last at the edge.
    public var rightBarItems: [View] = [] { didSet { changed() } }

    private func changed() {
        owner?.navigationController?.navigationBar.refresh()
    }
}
