import BanterCanvas
import BanterTerminal

/// The row of tabs a `TabBarController` draws at the bottom of the screen: each tab's key
/// and title ("F1 Channels"), the selected one highlighted. A left click on a tab selects it
/// (through `onSelect`). Main actor only.
@MainActor
open class TabBar: View {
    /// The bar's height in rows.
    public static let height = 1

    /// The tab titles, in order.
    public var titles: [String] = [] { didSet { if titles != oldValue { setNeedsDisplay() } } }
    /// The highlighted tab.
    public var selectedIndex = 0 { didSet { if selectedIndex != oldValue { setNeedsDisplay() } } }
    /// The bar's background and the titles of tabs not selected.
    public var barStyle = TextStyle(attributes: .dim) { didSet { setNeedsDisplay() } }
    /// The selected tab's title.
    public var selectedStyle = TextStyle(attributes: [.bold, .reverse]) { didSet { setNeedsDisplay() } }
    /// Called with a tab's index when it is clicked.
    public var onSelect: (@MainActor (Int) -> Void)?

    /// The columns each tab takes, in order, for drawing and for clicks.
    public func tabRanges() -> [Range<Int>] {
        var x = 1
        return titles.enumerated().map { index, title in
            let width = TextWidth.of(label(index, title))
            defer { x += width + 1 }
            return x..<(x + width)
        }
    }

    private func label(_ index: Int, _ title: String) -> String { " F\(index + 1) \(title) " }

    open override func sizeThatFits(_ size: Size) -> Size { Size(width: size.width, height: Self.height) }

    open override var intrinsicContentSize: Size { Size(width: -1, height: Self.height) }

    open override func draw(in context: DrawingContext) {
        context.fill(bounds, style: barStyle)
        for (index, range) in tabRanges().enumerated() where range.lowerBound < bounds.width {
            let text = TextLayout.truncate(label(index, titles[index]), width: bounds.width - range.lowerBound)
            context.write(text, at: Point(x: range.lowerBound, y: 0), style: index == selectedIndex ? selectedStyle : barStyle)
        }
    }

    /// A left press on a tab selects it.
    open override func handleMouse(_ event: MouseEvent) -> Bool {
        guard case .press(.left) = event.kind else { return super.handleMouse(event) }
        if let index = tabRanges().firstIndex(where: { $0.contains(event.position.x) }) { onSelect?(index) }
        return true
    }
}
