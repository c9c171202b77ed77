import BanterViews

extension HeadlessScreen {
    /// The menu, action sheet or alert shown on top, if the topmost presented controller is
    /// one (every kit menu is an `AlertController`); `nil` when nothing or something else is
    /// presented over the screen.
    public var shownMenu: AlertController? {
        window.presentedViewControllers.last as? AlertController
    }

    /// The titles of the shown menu's items in the order shown, its Cancel included; empty
    /// when no menu is shown.
    public var menuItemTitles: [String] {
        shownMenu?.actions.map(\.title) ?? []
    }

    /// Chooses the shown menu's first item titled `title`, as Enter or a click on it would:
    /// the menu closes, then the item's handler runs.
    /// - Throws: `noMenuShown` when no menu is shown, `noMenuItem` (with the titles there
    ///   are) when none has this title.
    public func chooseMenuItem(titled title: String) throws(HeadlessScreenError) {
        guard let menu = shownMenu else { throw .noMenuShown }
        guard let index = menu.actions.firstIndex(where: { $0.title == title }) else {
            throw .noMenuItem(title, titles: menu.actions.map(\.title))
        }
        menu.choose(index)
    }
}
