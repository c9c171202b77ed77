import BanterCanvas
import BanterChatSDK
import BanterViews

/// One row of a user list, one line tall:
///
///     ▌ ☑  AL  Alice Lee (You)  ★ Operator  ⊘ Muted  ⊗ Banned
///
/// A check box when the list picks users, an avatar tile with initials, the nickname (or
/// the user id when there is none), "(You)" for the current user, and the operator, muted
/// and banned notes (`marks`: given by the list, which knows what it lists, or else read
/// from a channel `Member`). Text that does not fit is cut with `…`. The highlighted row
/// (the table's selection) is drawn reversed.
///
/// The list calls `configure(user:isSelected:isSelectable:currentUserId:theme:icons:marks:)`
/// each time the row is shown. Theme precedence: the cell's own `theme` wins over the list's
/// (`configuredTheme`), which wins over the global one. Main actor only.
@MainActor
open class UserCell: BaseTableViewCell {
    /// The user shown.
    public private(set) var user: User?
    /// Whether the user is picked.
    public private(set) var isPicked = false
    /// Whether the row shows a check box.
    public private(set) var isSelectable = false
    /// The current user, who reads "(You)".
    public private(set) var currentUserId: String?
    /// A theme for this cell only; wins over the one the list configures it with.
    public var theme: UserCellTheme? { didSet { setNeedsDisplay() } }
    /// The theme the list configured the cell with.
    public private(set) var configuredTheme: UserCellTheme?
    /// The theme in force.
    public var resolvedTheme: UserCellTheme { theme ?? configuredTheme ?? Theme.current.userListTheme.cell }
    /// The glyphs for the check box and the marks.
    public var icons: IconSet = .standard { didSet { setNeedsDisplay() } }
    /// The marks the list gave; nil reads them from the user when it is a channel `Member`.
    public private(set) var givenMarks: Marks?

    /// The notes a row can carry after the name.
    public struct Marks: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The user operates the channel.
        public static let `operator` = Marks(rawValue: 1 << 0)
        /// The user is muted in the channel.
        public static let muted = Marks(rawValue: 1 << 1)
        /// The user is banned from the channel.
        public static let banned = Marks(rawValue: 1 << 2)
    }

    /// The marks drawn: the given ones, else a `Member`'s role and mute.
    open var marks: Marks {
        if let givenMarks { return givenMarks }
        guard let member = user as? Member else { return [] }
        var marks: Marks = []
        if member.role == .operator { marks.insert(.operator) }
        if member.isMuted { marks.insert(.muted) }
        return marks
    }

    /// Shows `user`: picked or not, with a check box when `isSelectable`, with `marks`
    /// (nil: read from a `Member`).
    open func configure(user: User, isSelected: Bool, isSelectable: Bool, currentUserId: String?,
                        theme: UserCellTheme? = nil, icons: IconSet? = nil, marks: Marks? = nil) {
        self.user = user
        isPicked = isSelected
        self.isSelectable = isSelectable
        self.currentUserId = currentUserId
        givenMarks = marks
        if let theme { configuredTheme = theme }
        // Assigning equal glyphs would copy them and redraw for nothing.
        if let icons, icons != self.icons { self.icons = icons }
        setNeedsDisplay()
    }

    open override func prepareForReuse() {
        super.prepareForReuse()
        user = nil
        isPicked = false
        givenMarks = nil
    }

    /// One line.
    open override func sizeThatFits(_ size: Size) -> Size { Size(width: size.width, height: 1) }

    open override var intrinsicContentSize: Size { Size(width: -1, height: 1) }

    /// The name shown: the nickname, else the user id.
    open var displayName: String {
        guard let user else { return "" }
        return user.nickname.isEmpty ? user.userId : user.nickname
    }

    /// The notes after the name: "(You)", then the marks (operator, muted, banned).
    open var notes: [(String, TextStyle)] {
        guard let user else { return [] }
        let marks = self.marks
        let isYou = user.userId == currentUserId
        // Most rows carry no note; they read no strings and no theme (a page down draws a
        // screenful of rows).
        guard isYou || !marks.isEmpty else { return [] }
        let theme = resolvedTheme
        var notes: [(String, TextStyle)] = []
        if isYou { notes.append((StringSet.current.selectUser.you, theme.detail)) }
        if marks.contains(.operator) {
            notes.append((icons.text(icons.operatorMark) + " " + StringSet.current.selectUser.operatorNote, theme.operatorMark))
        }
        if marks.contains(.muted) { notes.append((icons.text(icons.muted) + " " + StringSet.current.selectUser.mutedNote, theme.mutedMark)) }
        if marks.contains(.banned) { notes.append((icons.text(icons.banned) + " " + StringSet.current.selectUser.bannedNote, theme.bannedMark)) }
        return notes
    }

    /// Names' initials as `GroupChannelCell.initials(of:)` makes them, kept once made: a
    /// list paging through many people draws a screenful of new rows for every page, and the
    /// same names recur. The cache is dropped when it grows large.
    private static var initialsByName: [String: String] = [:]

    /// The avatar's initials for `name`.
    public static func initials(of name: String) -> String {
        if let known = initialsByName[name] { return known }
        if initialsByName.count >= 4096 { initialsByName.removeAll(keepingCapacity: true) }
        let initials = GroupChannelCell.initials(of: name)
        initialsByName[name] = initials
        return initials
    }

    open override func draw(in context: DrawingContext) {
        guard user != nil, bounds.width > 0 else { return }
        let theme = resolvedTheme
        let name = displayName
        var x = 2
        if isSelectable {
            let box = icons.text(isPicked ? icons.checkedBox : icons.checkbox)
            x += context.write(box, at: Point(x: x, y: 0), style: isPicked ? theme.checkedBox : theme.checkbox) + 1
        }
        if bounds.width - x > 12 {
            let initials = Self.initials(of: name)
            context.fill(Rect(x: x, y: 0, width: 4, height: 1), style: theme.avatar)
            context.write(initials, at: Point(x: x + (4 - TextWidth.of(initials)) / 2, y: 0), style: theme.avatar)
            x += 6
        }
        let room = max(0, bounds.width - x - 1)
        let notes = self.notes
        let notesWidth = notes.reduce(0) { $0 + 2 + TextWidth.of($1.0) }
        x += context.write(TextLayout.truncate(name, width: max(min(room, 6), room - notesWidth)), at: Point(x: x, y: 0), style: theme.name)
        for (text, style) in notes where x + 2 + TextWidth.of(text) <= bounds.width - 1 {
            x += 2
            x += context.write(text, at: Point(x: x, y: 0), style: style)
        }
        if isSelected {
            context.write("▌", at: Point(x: 0, y: 0), style: theme.checkedBox)
            if showsFocus { context.overlay(theme.highlightedBackground, in: Rect(x: 1, y: 0, width: max(0, bounds.width - 1), height: 1)) }
        }
    }
}
