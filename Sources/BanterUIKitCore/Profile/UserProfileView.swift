import BanterCanvas
import BanterChatSDK
import BanterTerminal
import BanterViews

/// A user's profile card, as the reference kit's user profile view: an initials tile, the
/// nickname, the user id, the user's marks in the channel (operator, muted, blocked) and
/// the actions "Message", "Block" or "Unblock", "Report" and "Close" (only "Close" on the
/// current user's own profile). Drawn over the screen, dimming what is beneath.
///
/// Made by a list component's `createDefaultUserProfileView()` from the module's
/// `userProfileView` metatype, configured with `configure(user:…)`, and shown in a
/// `UserProfileSheet`. ↑ ↓ (and ← →) move between actions, Enter chooses, Esc closes, a
/// click chooses the action under it; each choice goes to `delegate`. Main actor only.
@MainActor
open class UserProfileView: View {
    /// One choice on the card.
    public enum Action: Equatable, Sendable {
        case message, block, unblock, report, close
    }

    /// Hears the choices. Held weakly.
    public weak var delegate: UserProfileViewDelegate?
    /// The user shown.
    public private(set) var user: User?
    /// The user's marks in the channel the profile was opened from.
    public private(set) var isOperator = false
    public private(set) var isMuted = false
    /// Whether the current user has blocked this user.
    public private(set) var isBlocked = false
    /// Whether this is the current user's own profile (no actions but Close).
    public private(set) var isCurrentUser = false
    /// The highlighted action.
    public private(set) var selectedIndex = 0
    /// How the card draws; nil uses the alert look of the current theme.
    public var appearance: AlertController.Appearance? { didSet { setNeedsDisplay() } }

    /// An empty card; `configure(user:…)` fills it.
    public required init() {
        super.init(frame: .zero)
    }

    /// Shows `user` with their marks in the channel.
    open func configure(user: User, isOperator: Bool = false, isMuted: Bool = false, isBlocked: Bool = false, isCurrentUser: Bool = false) {
        self.user = user
        self.isOperator = isOperator
        self.isMuted = isMuted
        self.isBlocked = isBlocked
        self.isCurrentUser = isCurrentUser
        selectedIndex = 0
        setNeedsDisplay()
    }

    /// The actions offered, in order: Message, Block or Unblock, Report, Close; only Close
    /// on one's own profile. Override to offer fewer.
    open var actions: [Action] {
        isCurrentUser ? [.close] : [.message, isBlocked ? .unblock : .block, .report, .close]
    }

    /// The label of `action`, from `StringSet.current.userProfile`.
    open func title(of action: Action) -> String {
        let strings = StringSet.current.userProfile
        switch action {
        case .message: return strings.message
        case .block: return strings.block
        case .unblock: return strings.unblock
        case .report: return strings.report
        case .close: return StringSet.current.common.close
        }
    }

    /// Runs `action`: tells the delegate.
    open func choose(_ action: Action) {
        guard let user else { return delegate?.didSelectClose() ?? () }
        switch action {
        case .message: delegate?.didSelectMessage(userId: user.userId)
        case .block: delegate?.userProfileView(self, didSelectBlock: user, blocked: true)
        case .unblock: delegate?.userProfileView(self, didSelectBlock: user, blocked: false)
        case .report: delegate?.userProfileView(self, didSelectReport: user)
        case .close: delegate?.didSelectClose()
        }
    }

    /// The one or two letters of the tile: the first letters of the first two words of the
    /// name, upper-cased; one letter when it is wide.
    open var initials: String {
        let name = displayName
        let words = name.split(whereSeparator: { $0.isWhitespace || $0 == "@" || $0 == "_" || $0 == "." })
        var letters = words.prefix(2).compactMap(\.first).map { String($0).uppercased() }
        if letters.isEmpty { letters = ["?"] }
        if TextWidth.of(letters[0]) > 1 { return letters[0] }
        return letters.joined().count > 1 && TextWidth.of(letters.joined()) <= 2 ? letters.joined() : letters[0]
    }

    /// The nickname, else the user id.
    public var displayName: String {
        guard let user else { return "" }
        return user.nickname.isEmpty ? user.userId : user.nickname
    }

    /// The marks line: "Operator · Muted · Blocked", or empty.
    open var marks: String {
        let strings = StringSet.current.userProfile
        return [isOperator ? strings.operatorMark : nil, isMuted ? strings.mutedMark : nil, isBlocked ? strings.blockedMark : nil]
            .compactMap { $0 }.joined(separator: " · ")
    }

    // MARK: Input

    open override var canBecomeFirstResponder: Bool { true }

    open override func handleKey(_ event: KeyEvent) -> Bool {
        guard event.modifiers.isEmpty else { return true }
        switch event.key {
        case .up, .left: selectedIndex = max(0, selectedIndex - 1)
        case .down, .right, .tab: selectedIndex = min(actions.count - 1, selectedIndex + 1)
        case .enter, .character(" "):
            if actions.indices.contains(selectedIndex) { choose(actions[selectedIndex]) }
            return true
        case .escape:
            choose(.close)
            return true
        default:
            return true  // The card is modal: keys do not reach what is beneath.
        }
        setNeedsDisplay()
        return true
    }

    open override func handleMouse(_ event: MouseEvent) -> Bool {
        guard case .release(.left) = event.kind else { return true }
        let layout = layout(in: bounds)
        guard layout.box.contains(event.position) else {
            choose(.close)
            return true
        }
        if let index = layout.actionRows.firstIndex(of: event.position.y) { choose(actions[index]) }
        return true
    }

    // MARK: Drawing

    /// Where the card and each action's row go in `bounds`: a box of at most 48 columns in
    /// the middle, the actions under the details, the details giving way on a short screen.
    public func layout(in bounds: Rect) -> (box: Rect, actionRows: [Int], showsDetails: Bool) {
        let width = max(8, min(bounds.width - 2, 48))
        let detailRows = 3   // the tile's three rows, the marks on the last
        let showsDetails = bounds.height >= actions.count + detailRows + 3
        let height = min(bounds.height, (showsDetails ? detailRows + 1 : 1) + actions.count + 2)
        let box = Rect(x: max(0, (bounds.width - width) / 2), y: max(0, (bounds.height - height) / 2), width: min(width, bounds.width), height: height)
        let first = box.minY + 1 + (showsDetails ? detailRows + 1 : 1)
        let rows = actions.indices.map { first + $0 < box.maxY - 1 || first + $0 == box.maxY - 1 ? first + $0 : -1 }
        return (box, rows, showsDetails)
    }

    open override func draw(in context: DrawingContext) {
        let look = appearance ?? .stock(dark: traitCollection.userInterfaceStyle == .dark, tint: tintColor)
        context.overlay(look.backdrop, in: bounds)
        let (box, actionRows, showsDetails) = layout(in: bounds)
        context.fill(box, style: look.surface)
        context.drawBox(box, border: .rounded, style: look.border)
        let inner = max(1, box.width - 4)
        if showsDetails {
            let tile = Rect(x: box.minX + 2, y: box.minY + 1, width: 4, height: 3)
            context.drawBox(tile, border: .rounded, style: look.border)
            let letters = initials
            _ = context.write(letters, at: Point(x: tile.minX + 1 + (2 - TextWidth.of(letters)) / 2, y: tile.minY + 1), style: look.title)
            let textX = tile.maxX + 1
            let textWidth = max(1, box.maxX - 2 - textX)
            _ = context.write(TextLayout.truncate(displayName, width: textWidth), at: Point(x: textX, y: tile.minY), style: look.title)
            _ = context.write(TextLayout.truncate(user?.userId ?? "", width: textWidth), at: Point(x: textX, y: tile.minY + 1), style: look.message)
            _ = context.write(TextLayout.truncate(marks, width: textWidth), at: Point(x: textX, y: tile.minY + 2), style: look.message)
        } else {
            _ = context.write(TextLayout.truncate(displayName, width: inner), at: Point(x: box.minX + 2, y: box.minY + 1), style: look.title)
        }
        for (index, action) in actions.enumerated() where actionRows[index] >= 0 {
            let selected = index == selectedIndex
            var style: TextStyle
            switch action {
            case .block, .report: style = look.destructiveAction
            case .close: style = look.cancelAction
            case .message, .unblock: style = look.action
            }
            if selected { style = look.selectedAction }
            let row = Rect(x: box.minX + 1, y: actionRows[index], width: box.width - 2, height: 1)
            if selected { context.fill(row, style: style) }
            let title = TextLayout.truncate(title(of: action), width: inner)
            _ = context.write(title, at: Point(x: box.minX + max(2, (box.width - TextWidth.of(title)) / 2), y: row.minY), style: style)
        }
    }
}
