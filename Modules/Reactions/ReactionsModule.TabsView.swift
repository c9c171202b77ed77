import BanterCanvas
import BanterChatSDK
import BanterTerminal
import BanterUIKitCore
import BanterViews

extension ReactionsModule {
    /// The row of tabs over the reactions list, one per reaction with how many gave it
    /// (" 👍 3 │ ❤️ 12 "); the chosen one is lit, and the row slides sideways to keep it in
    /// view when the tabs are wider than the screen. A click on a tab runs `onSelect` with
    /// its index; the list moves the choice with ← and →.
    ///
    /// The list makes it from `ReactionsModule.List.tabsView` and sets `reactions`,
    /// `selectedIndex` and `theme`. Main actor only.
    @MainActor
    open class TabsView: View {
        /// The reactions, one tab each.
        public var reactions: [Reaction] = [] { didSet { setNeedsDisplay() } }
        /// The chosen tab.
        public var selectedIndex = 0 { didSet { if selectedIndex != oldValue { setNeedsDisplay() } } }
        /// The look: the bar's background, lit and plain tabs (from the user list theme).
        public var theme: UserListTheme = Theme.current.userListTheme { didSet { setNeedsDisplay() } }
        /// Runs with a clicked tab's index.
        public var onSelect: (@MainActor (Int) -> Void)?

        /// A row of tabs.
        public required override init(frame: Rect = .zero) {
            super.init(frame: frame)
        }

        /// One row.
        open override var intrinsicContentSize: Size { Size(width: -1, height: 1) }

        /// A tab's text (`StringSet.current.reactions.tab`), control characters from a
        /// homeserver's key left out.
        open func title(for reaction: Reaction) -> String {
            var key = String.UnicodeScalarView()
            key.append(contentsOf: reaction.key.unicodeScalars.filter { $0.properties.generalCategory != .control })
            return " " + StringSet.current.reactions.tab(TextLayout.truncate(String(key), width: 12), reaction.userIds.count) + " "
        }

        /// The columns each tab covers, from the row's start before sliding.
        public func tabSpans() -> [Range<Int>] {
            var x = 0
            return reactions.map { reaction in
                let width = TextWidth.of(title(for: reaction))
                defer { x += width + 1 }
                return x..<(x + width)
            }
        }

        /// How far the row slides left so the chosen tab shows whole.
        public func slide(spans: [Range<Int>]) -> Int {
            guard spans.indices.contains(selectedIndex) else { return 0 }
            return max(0, spans[selectedIndex].upperBound - bounds.width)
        }

        open override func draw(in context: DrawingContext) {
            context.fill(bounds, style: theme.navigationBar)
            let spans = tabSpans()
            let offset = slide(spans: spans)
            let lit = TextStyle(attributes: [.reverse, .bold]).layered(over: theme.barItem)
            for (index, reaction) in reactions.enumerated() {
                let x = spans[index].lowerBound - offset
                guard x < bounds.width, spans[index].upperBound - offset > 0 else { continue }
                context.write(title(for: reaction), at: Point(x: x, y: 0), style: index == selectedIndex ? lit : theme.filterPlaceholder)
                if index + 1 < reactions.count { context.write("│", at: Point(x: spans[index].upperBound - offset, y: 0), style: theme.navigationBarShadow) }
            }
        }

        /// A click on a tab chooses it.
        open override func handleMouse(_ event: MouseEvent) -> Bool {
            guard case .release(.left) = event.kind else { return super.handleMouse(event) }
            let spans = tabSpans()
            let column = event.position.x + slide(spans: spans)
            if let index = spans.firstIndex(where: { $0.contains(column) }) { onSelect?(index) }
            return true
        }
    }
}
