import BanterCanvas
import BanterTerminal

/// One choice in an alert or action sheet.
@MainActor
public struct AlertAction {
    /// How an action is shown and what Esc does.
    public enum Style: Sendable {
        /// An ordinary choice.
        case `default`
        /// Backs out; Esc chooses it. At most one per alert is expected.
        case cancel
        /// Changes or deletes something; shown in red.
        case destructive
    }

    /// The label.
    public let title: String
    /// How it is shown.
    public let style: Style
    /// Run after the alert is dismissed.
    public let handler: (@MainActor (AlertAction) -> Void)?

    /// An action titled `title`.
    public init(title: String, style: Style = .default, handler: (@MainActor (AlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}

/// A question with choices, presented over the screen: an alert (a box in the middle) or an
/// action sheet (a list at the bottom), like `UIAlertController`.
///
/// Up/Down (and Left/Right in an alert) move between actions, Enter chooses, Esc chooses the
/// cancel action (or just dismisses), a click chooses the action under it. What is beneath
/// is dimmed while the alert is up.
@MainActor
open class AlertController: ViewController {
    /// Where the alert shows.
    public enum Style: Sendable {
        case alert, actionSheet
    }

    /// The alert's title.
    public let alertTitle: String?
    /// The text under the title.
    public let message: String?
    /// Alert or action sheet.
    public let preferredStyle: Style
    /// The actions, in the order added.
    public private(set) var actions: [AlertAction] = []
    /// The highlighted action.
    public private(set) var selectedIndex = 0
    /// How the alert draws; nil uses the stock look for the window's light or dark traits.
    /// The kit sets it from its theme's component theme when it presents a menu.
    public var appearance: Appearance? { didSet { if isViewLoaded { view.setNeedsDisplay() } } }

    /// An alert with a title and a message; add actions before presenting it.
    public init(title: String?, message: String?, preferredStyle: Style = .alert) {
        alertTitle = title
        self.message = message
        self.preferredStyle = preferredStyle
        super.init()
    }

    /// Adds a choice.
    public func addAction(_ action: AlertAction) {
        actions.append(action)
        if isViewLoaded { view.setNeedsDisplay() }
    }

    open override func loadView() {
        let alertView = AlertView()
        alertView.owner = self
        view = alertView
    }

    /// Chooses the action at `index`: dismisses the alert, then runs the action's handler.
    public func choose(_ index: Int) {
        guard actions.indices.contains(index) else { return }
        let action = actions[index]
        dismiss()
        action.handler?(action)
    }

    open override func handleKey(_ event: KeyEvent) -> Bool {
        guard event.modifiers.isEmpty else { return super.handleKey(event) }
        switch event.key {
        case .up, .left:
            selectedIndex = max(0, selectedIndex - 1)
        case .down, .right:
            selectedIndex = min(max(0, actions.count - 1), selectedIndex + 1)
        case .enter, .character(" "):
            choose(selectedIndex)
            return true
        case .escape:
            if let cancel = actions.firstIndex(where: { $0.style == .cancel }) { choose(cancel) } else { dismiss() }
            return true
        default:
            return true  // An alert is modal: keys do not reach what is beneath.
        }
        view.setNeedsDisplay()
        return true
    }

    /// The rectangle of the box (alert) or sheet (action sheet) in `bounds`, and the row of
    /// each action in it (-1 for an action scrolled out of view). When the screen is too
    /// short for everything, the actions keep the room and the text gives way; when it is
    /// too short even for the actions, they scroll to keep the highlighted one in view.
    func layout(in bounds: Rect) -> (box: Rect, actionRows: [Int], textLines: [String]) {
        let maximumWidth = max(4, min(bounds.width - 4, preferredStyle == .alert ? 50 : bounds.width - 2))
        let inner = maximumWidth - 4
        var lines: [String] = []
        if let alertTitle { lines += TextLayout.wrap(alertTitle, width: max(1, inner), maxLines: 2) }
        if let message { lines += TextLayout.wrap(message, width: max(1, inner), maxLines: 6) }
        let actionWidths = actions.map { TextWidth.of($0.title) + 4 }
        let contentWidth = min(inner, max(lines.map { TextWidth.of($0) }.max() ?? 0, actionWidths.max() ?? 0, 10))
        let width = contentWidth + 4
        let inside = max(0, bounds.height - 2)
        let textRoom = max(0, inside - actions.count)
        if lines.count + 1 > textRoom { lines = Array(lines.prefix(max(0, textRoom - 1))) }
        let textRows = lines.count + (lines.isEmpty ? 0 : 1)
        let shownActions = min(actions.count, max(0, inside - textRows))
        let height = min(bounds.height, textRows + shownActions + 2)
        let x = (bounds.width - width) / 2
        let y = preferredStyle == .alert ? (bounds.height - height) / 2 : bounds.height - height
        let box = Rect(x: max(0, x), y: max(0, y), width: min(width, bounds.width), height: height)
        let firstShown = max(0, min(selectedIndex, actions.count - shownActions))
        let actionRows = actions.indices.map { index in
            (firstShown..<(firstShown + shownActions)).contains(index) ? box.minY + 1 + textRows + index - firstShown : -1
        }
        return (box, actionRows, lines)
    }

    /// Draws the dimmed backdrop, the box, the text and the actions.
    final class AlertView: View {
        weak var owner: AlertController?

        override func draw(in context: DrawingContext) {
            guard let owner else { return }
            let look = owner.appearance ?? .stock(dark: traitCollection.userInterfaceStyle == .dark, tint: tintColor)
            context.overlay(look.backdrop, in: bounds)
            let (box, actionRows, lines) = owner.layout(in: bounds)
            context.fill(box, style: look.surface)
            context.drawBox(box, border: .rounded, style: look.border)
            for (index, line) in lines.enumerated() {
                let isTitle = owner.alertTitle != nil && index < (owner.alertTitle.map { TextLayout.wrap($0, width: max(1, box.width - 4), maxLines: 2).count } ?? 0)
                let x = box.minX + max(2, (box.width - TextWidth.of(line)) / 2)
                context.write(line, at: Point(x: x, y: box.minY + 1 + index), style: isTitle ? look.title : look.message)
            }
            // Arrows on the border say more actions are scrolled out of view.
            if actionRows.first == -1 { context.write("▲", at: Point(x: box.maxX - 3, y: box.minY), style: look.border) }
            if actionRows.last == -1 { context.write("▼", at: Point(x: box.maxX - 3, y: box.maxY - 1), style: look.border) }
            for (index, action) in owner.actions.enumerated() where actionRows[index] >= 0 {
                let selected = index == owner.selectedIndex
                var style: TextStyle
                switch action.style {
                case .default: style = look.action
                case .cancel: style = look.cancelAction
                case .destructive: style = look.destructiveAction
                }
                if selected { style = look.selectedAction }
                let row = Rect(x: box.minX + 1, y: actionRows[index], width: box.width - 2, height: 1)
                if selected { context.fill(row, style: style) }
                let title = TextLayout.truncate(action.title, width: max(1, box.width - 4))
                context.write(title, at: Point(x: box.minX + max(2, (box.width - TextWidth.of(title)) / 2), y: row.minY), style: style)
            }
        }

        override func handleMouse(_ event: MouseEvent) -> Bool {
            guard let owner, case .release(.left) = event.kind else { return true }
            let (box, actionRows, _) = owner.layout(in: bounds)
            if box.contains(event.position), let index = actionRows.firstIndex(of: event.position.y) { owner.choose(index) }
            return true
        }
    }
}
