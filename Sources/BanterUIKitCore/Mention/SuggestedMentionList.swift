import BanterCanvas
import BanterChatSDK
import BanterTerminal
import BanterViews

/// The people a mention being typed can name, in a framed list that the message input
/// shows just above itself (over the messages) while the text before the caret is the
/// trigger and a prefix of someone's nickname. One `cellType` row per person, at most the
/// configuration's `suggestionLimit`; `selectedIndex` is the row Enter or Tab picks (the
/// input moves it with Up and Down); a click on a row picks it (`delegate`).
///
/// Lifecycle: the input makes it (`suggestedMentionList`, from the module's metatype) and
/// calls `update(users:selectedIndex:theme:)` at each keystroke; it does not fetch anyone
/// itself. Main actor only.
@MainActor
open class SuggestedMentionList: BaseView {
    /// Hears clicks. Held weakly.
    public weak var delegate: SuggestedMentionListDelegate?
    /// The class each row is made from; set before the list first shows people.
    public var cellType: SuggestedMentionCell.Type = SuggestedMentionCell.self
    /// The people listed.
    public private(set) var users: [User] = []
    /// The chosen row.
    public private(set) var selectedIndex = 0
    /// The rows, one per person.
    public private(set) var cells: [SuggestedMentionCell] = []
    /// The styles in force.
    public private(set) var theme = MessageInputTheme.light

    /// An empty list; the input sizes and fills it.
    public required override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// Shows `users` with the row at `selectedIndex` chosen, in `theme`.
    open func update(users: [User], selectedIndex: Int, theme: MessageInputTheme) {
        self.users = users
        self.selectedIndex = users.isEmpty ? 0 : max(0, min(selectedIndex, users.count - 1))
        self.theme = theme
        while cells.count > users.count { cells.removeLast().removeFromSuperview() }
        while cells.count < users.count {
            let cell = cellType.init()
            cells.append(cell)
            addSubview(cell)
        }
        for (row, user) in users.enumerated() {
            cells[row].configure(user: user, isSelected: row == self.selectedIndex, theme: theme)
        }
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// The rows the list needs: one per person and the frame's two edges.
    open var preferredHeight: Int { users.isEmpty ? 0 : users.count + 2 }

    /// The width the list asks for, up to `limit`: the longest name and id, framed.
    open func preferredWidth(limit: Int) -> Int {
        let widest = users.map { TextWidth.of(MentionIndex.displayName(of: $0)) + TextWidth.of($0.userId) + 4 }.max() ?? 0
        return max(0, min(limit, max(24, widest + 2)))
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        for (row, cell) in cells.enumerated() {
            cell.frame = Rect(x: 1, y: 1 + row, width: max(0, bounds.width - 2), height: 1)
        }
    }

    open override func draw(in context: DrawingContext) {
        context.fill(bounds, style: theme.suggestionList)
        if bounds.width >= 2, bounds.height >= 2 {
            context.drawBox(bounds, border: .rounded, style: theme.suggestionBorder)
        }
    }

    /// A left click on a row picks its person.
    open override func handleMouse(_ event: MouseEvent) -> Bool {
        guard case .press(.left) = event.kind else { return true }
        let row = event.position.y - 1
        if users.indices.contains(row) { delegate?.suggestedUserList(self, didSelectUser: users[row]) }
        return true
    }
}
