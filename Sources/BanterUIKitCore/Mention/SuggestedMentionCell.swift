import BanterCanvas
import BanterChatSDK
import BanterViews

/// One row of the suggested-mention list: the person's nickname and, dimmer, their id,
/// highlighted while the arrows have chosen it. Subclass it and assign
/// `SuggestedMentionList.cellType` (or the input module's `suggestedMentionCell`) to draw
/// people differently. `configure(user:isSelected:theme:)` is called for every row on each
/// change of the list. Main actor only.
@MainActor
open class SuggestedMentionCell: BaseView {
    /// The person shown.
    public private(set) var user: User?
    /// Whether the arrows have chosen this row (Enter or Tab picks it).
    public private(set) var isSelected = false
    /// The styles in force.
    public private(set) var theme = MessageInputTheme.light

    /// An empty row; the list sizes and configures it.
    public required override init(frame: Rect = .zero) {
        super.init(frame: frame)
    }

    /// Shows `user`, chosen or not, in `theme`'s suggestion styles.
    open func configure(user: User, isSelected: Bool, theme: MessageInputTheme) {
        self.user = user
        self.isSelected = isSelected
        self.theme = theme
        setNeedsDisplay()
    }

    open override func draw(in context: DrawingContext) {
        let style = isSelected ? theme.selectedSuggestion : theme.suggestion
        context.fill(bounds, style: style)
        guard let user, bounds.width > 2 else { return }
        let name = MentionIndex.displayName(of: user)
        let room = bounds.width - 2
        let x = 1 + context.write(TextLayout.truncate(name, width: room), at: Point(x: 1, y: 0), style: style)
        let detail = user.userId == name ? "" : user.userId
        let left = bounds.width - x - 2
        if !detail.isEmpty, left > 4 {
            context.write(TextLayout.truncate(detail, width: left), at: Point(x: x + 1, y: 0),
                          style: isSelected ? style : theme.suggestionDetail)
        }
    }
}
