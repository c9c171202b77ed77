import BanterCanvas
import BanterChatSDK
import BanterTerminal
import BanterViews
import Foundation

extension BaseChannelModule {
    /// A channel screen's message input: a framed multi-line text field ("Type a message")
    /// with a send mark, and above it a row that, in edit or quote-reply mode, says what
    /// Enter will do and that Esc cancels. Empty, it is four rows high; as the text wraps or
    /// takes line breaks it grows a row at a time, up to `maxVisibleLines` rows of text and
    /// never more than a third of the screen's rows, then scrolls to keep the caret in view.
    /// The screen lays out again each time it grows or shrinks (the list above gives way).
    ///
    /// Keys, while the field has focus: Enter sends (or saves the edit); Alt-Enter, Ctrl-J,
    /// and Enter with any other modifier the terminal reports (Shift-Enter, say) start a new
    /// line, and a paste keeps its line breaks. Up and Down move between lines; on the first
    /// (last) line of text they go to its start (end) and never leave the field, so Up from
    /// a draft does not jump into the list: Up asks for the list only from an empty field
    /// (Tab reaches it with text too). `fileKey` (Ctrl-O) asks the delegate to offer a file
    /// (`baseChannelModuleDidTapAdd(_:)`); `pickDocumentFile(path:)` sends one.
    ///
    /// While the channel is frozen (for non-operators) or the user is muted, the frame shows
    /// why instead of the field; the input reads the channel from its data source
    /// (`updateMessageInputModeState()`).
    ///
    /// Lifecycle: `init` sets nothing up; `configure(delegate:dataSource:theme:)` stores its
    /// arguments, then runs `setupViews()`, `setupLayouts()` and `setupStyles()` once each.
    /// `messageInputView` may be assigned before `configure` to use another field; the
    /// input makes it multi-line.
    ///
    /// **Mentions** (where `configuration.isMentionEnabled`): typing the trigger (`@`) at
    /// the start of a word opens `suggestedMentionList` just above the input, over the
    /// messages, listing the channel's people whose nickname starts with what follows
    /// (`filteredMentionCandidates(for:)`); Up and Down choose, Enter or Tab pick, Esc
    /// closes it, a click picks. A picked person, or a full nickname typed after the
    /// trigger, becomes a token: `@Nickname` in the mention style, deleted whole by
    /// Backspace, kept through edits around it, drafts and line breaks (tokens are found
    /// again in the text after every change: `mentionRanges`). Sending passes the people
    /// mentioned and the reference SDK's template (`didTapSend:mentionedMessageTemplate:…`).
    ///
    /// Theme precedence: `theme` (given to the component) wins over the view controller's
    /// (`configuredTheme`), which wins over `Theme.current.channelTheme`; the input draws
    /// with `resolvedTheme.messageInput`. Main actor only.
    @MainActor
    open class Input: ModuleComponent, TextInputViewDelegate, SuggestedMentionListDelegate {
        /// Hears sends, edits, typing and mode changes. Held weakly.
        public weak var baseDelegate: BaseChannelModuleInputDelegate?
        /// Gives the channel whose state (frozen, muted) the input follows. Held weakly.
        public weak var baseDataSource: BaseChannelModuleInputDataSource?

        /// A theme for this component only; wins over the view controller's.
        public var theme: ChannelTheme? { didSet { themeDidChange() } }
        /// The theme passed by `configure` or `updateStyles(theme:)`.
        public private(set) var configuredTheme: ChannelTheme?
        /// The theme in force.
        public var resolvedTheme: ChannelTheme { theme ?? configuredTheme ?? Theme.current.channelTheme }

        /// The text field; `setupViews()` makes a `MessageTextInputView` when none was assigned.
        public var messageInputView: TextInputView?
        /// What Enter does now.
        public private(set) var mode = MessageInputMode.normal
        /// Why sending is not possible now; nil when it is.
        public private(set) var disabledState: MessageInputDisabledState?
        /// The longest message the field takes.
        public var maxLength = 5_000
        /// The most rows of text the input grows to before it scrolls (at least 1). The input
        /// also never takes more than a third of the rows of the screen it is in.
        open var maxVisibleLines = 6 {
            didSet {
                if maxVisibleLines < 1 { maxVisibleLines = 1 }
                messageInputView?.maxVisibleLines = maxVisibleLines
                updateHeightIfNeeded()
            }
        }
        /// The keys that ask the delegate to offer a file (`baseChannelModuleDidTapAdd(_:)`):
        /// `KeyBindingSet.current.channel.sendFile`, Ctrl-O by default, which terminals
        /// deliver in raw mode and the text field leaves alone. Read at each key press.
        open var fileKey: KeyBinding { KeyBindingSet.current.channel.sendFile }

        /// Whether the input accepts messages.
        public var isEnabled: Bool { disabledState == nil }

        /// The screen's configuration: whether mentions are on, and their limits. The group
        /// channel's by default; the open channel input uses the open channel's.
        public var configuration: ChannelConfiguration = UIKitConfiguration.shared.groupChannel.channel
        /// The list of people a mention being typed can name; made (from
        /// `suggestedMentionListType`) the first time it shows, and added to the screen's
        /// view, over the messages. May be assigned before.
        public var suggestedMentionList: SuggestedMentionList?
        /// The people the list offers now (empty while it is closed).
        public private(set) var suggestedMentions: [User] = []
        /// The row Enter or Tab picks.
        public private(set) var selectedMentionIndex = 0
        /// The people picked from the list since the text was last sent or cleared.
        public private(set) var mentionedUsers: [User] = []
        /// The mention tokens in the text now, in order.
        public private(set) var mentionRanges: [MentionRange] = []
        /// The class `suggestedMentionList` is made from; the modules return their metatype.
        open var suggestedMentionListType: SuggestedMentionList.Type { SuggestedMentionList.self }
        /// The class of the list's rows; the modules return their metatype.
        open var suggestedMentionCellType: SuggestedMentionCell.Type { SuggestedMentionCell.self }

        /// The trigger and the characters of the text from it to the caret, while a mention
        /// is being typed.
        private var mentionQuery: (range: Range<Int>, filter: String)?
        /// Where the query Esc closed starts, so the list stays closed while it is typed on.
        private var dismissedMentionStart: Int?
        private var isDeletingToken = false
        private var mentionIndexCache: (key: String, count: Int, index: MentionIndex)?

        private var placedConstraints: [LayoutConstraint] = []
        private var isTyping = false
        /// The height last asked for, so a change (and only a change) lays the screen out again.
        private var reportedHeight: Int?

        // MARK: Lifecycle

        /// Stores the delegate, data source and theme, then runs `setupViews()`,
        /// `setupLayouts()` and `setupStyles()`, and reads the channel's state.
        open func configure(delegate: BaseChannelModuleInputDelegate, dataSource: BaseChannelModuleInputDataSource, theme: ChannelTheme?) {
            baseDelegate = delegate
            baseDataSource = dataSource
            configuredTheme = theme
            runSetup()
            updateMessageInputModeState()
        }

        /// Makes the text field unless one was assigned, makes it multi-line, and adds it.
        open override func setupViews() {
            super.setupViews()
            if messageInputView == nil {
                messageInputView = MessageTextInputView(placeholder: StringSet.current.channel.inputPlaceholder)
            }
            guard let field = messageInputView else { return }
            field.delegate = self
            field.maxLength = maxLength
            field.isMultiline = true
            field.maxVisibleLines = maxVisibleLines
            if field.superview !== self { addSubview(field) }
        }

        /// Places the field inside the frame: from the row under the mode bar down to the
        /// frame's bottom edge (so it grows with the input), two columns in from the left,
        /// leaving room for the send mark on the right.
        open override func setupLayouts() {
            super.setupLayouts()
            LayoutConstraint.deactivate(placedConstraints)
            placedConstraints = []
            guard let field = messageInputView else { return }
            field.translatesAutoresizingMaskIntoConstraints = false
            placedConstraints = [
                field.leadingAnchor.constraint(equalTo: leadingAnchor, constant: Self.fieldInsets.leading),
                field.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -Self.fieldInsets.trailing),
                field.topAnchor.constraint(equalTo: topAnchor, constant: Self.fieldInsets.top),
                field.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -Self.fieldInsets.bottom),
            ]
            LayoutConstraint.activate(placedConstraints)
        }

        /// Where the field sits inside the input: under the mode bar and the frame's top
        /// edge, inside its left edge and a space, and left of the send mark.
        private static let fieldInsets = EdgeInsets(top: 2, leading: 2, bottom: 1, trailing: 5)

        /// Places the subviews again.
        open func updateLayouts() {
            setupLayouts()
            setNeedsLayout()
        }

        /// Styles the field from `resolvedTheme.messageInput`.
        open override func setupStyles() {
            super.setupStyles()
            let theme = resolvedTheme.messageInput
            messageInputView?.textStyle = theme.text
            messageInputView?.placeholderStyle = theme.placeholder
            setNeedsDisplay()
        }

        /// Takes the view controller's theme (the component's own still wins) and restyles.
        open func updateStyles(theme: ChannelTheme?) {
            configuredTheme = theme
            setupStyles()
        }

        // MARK: Mode and state

        /// Switches mode: edit fills the field with the message's text, quote reply keeps
        /// what was typed; back to normal clears an edit. The delegate hears the change
        /// before (`willChangeMode`) and after (`didChangeMode`).
        open func updateMessageInputMode(_ mode: MessageInputMode) {
            baseDelegate?.baseChannelModule(self, willChangeMode: mode, message: mode.message)
            if case .edit = self.mode, mode.isNormal { messageInputView?.text = "" }
            self.mode = mode
            if case .edit(let message) = mode {
                mentionedUsers = message.mentionedUsers
                messageInputView?.text = message.message
            }
            updateMentions()
            updateHeightIfNeeded()
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
            baseDelegate?.baseChannelModule(self, didChangeMode: mode, message: mode.message)
        }

        /// Reads the channel from the data source and disables the input when the current
        /// user cannot send (muted, or a frozen channel for a non-operator), or enables it.
        open func updateMessageInputModeState() {
            let channel = baseDataSource?.baseChannelModule(self, channelForInputView: messageInputView)
            let wasFrozen = disabledState == .frozen
            setDisabledState(disabledState(for: channel))
            // The people may have loaded with the channel: a restored draft's names become tokens.
            if isEnabled, messageInputView?.characters.contains(mentionConfiguration.trigger) == true { updateMentions() }
            if (disabledState == .frozen) != wasFrozen {
                baseDelegate?.baseChannelModule(self, didUpdateFrozenState: disabledState == .frozen)
            }
        }

        /// Why the current user cannot send in `channel`, or nil when they can.
        open func disabledState(for channel: BaseChannel?) -> MessageInputDisabledState? {
            guard let channel else { return nil }
            if channel.myMutedState == .muted { return .muted }
            if channel.isFrozen && channel.myRole != .operator { return .frozen }
            return nil
        }

        /// Shows `state`'s notice in place of the field (leaving edit or reply mode), or the
        /// field again for nil.
        open func setDisabledState(_ state: MessageInputDisabledState?) {
            guard state != disabledState else { return }
            disabledState = state
            messageInputView?.isHidden = state != nil
            if state != nil {
                dismissSuggestedMentionList()
                if !mode.isNormal { updateMessageInputMode(.normal) }
                if messageInputView?.isFirstResponder == true { messageInputView?.resignFirstResponder() }
            }
            updateHeightIfNeeded()
            setNeedsLayout()
            setNeedsDisplay()
        }

        /// Gives the field focus, when sending is possible.
        open func focus() {
            guard isEnabled else { return }
            messageInputView?.becomeFirstResponder()
        }

        // MARK: Layout and drawing

        /// The mode bar's row (kept in every mode, so the list does not jump when an edit or
        /// reply starts), and the frame around the rows of text (`preferredTextRows`) at the
        /// current width, in the superview's height.
        open override var intrinsicContentSize: Size {
            Size(width: -1, height: Self.chromeRows + preferredTextRows(forWidth: bounds.width, containerHeight: superview?.bounds.height ?? 0))
        }

        /// `size.width`, and the height the input asks for at that width in a screen
        /// `size.height` rows high; what the channel screen lays the input out with.
        open override func sizeThatFits(_ size: Size) -> Size {
            Size(width: size.width, height: Self.chromeRows + preferredTextRows(forWidth: size.width, containerHeight: size.height))
        }

        /// The rows around the text: the mode bar and the frame's top and bottom edges.
        private static let chromeRows = 3

        /// How many rows of text the input shows at `width` (the input's width) in a screen
        /// `containerHeight` rows high (0 when unknown): one per display line of the text,
        /// from 1 up to `maxVisibleLines` and at most a third of the screen; 1 while the
        /// input is disabled or has no field.
        open func preferredTextRows(forWidth width: Int, containerHeight: Int) -> Int {
            guard disabledState == nil, let field = messageInputView else { return 1 }
            let fieldWidth = width - Self.fieldInsets.leading - Self.fieldInsets.trailing
            let wanted = fieldWidth > 0 ? field.sizeThatFits(Size(width: fieldWidth, height: 0)).height : 1
            let screenLimit = containerHeight > 0 ? max(1, containerHeight / 3) : maxVisibleLines
            return max(1, min(wanted, maxVisibleLines, screenLimit))
        }

        /// Asks the screen to lay out again when the height the input wants has changed
        /// (the text wrapped onto another line, a line break, a resize).
        open func updateHeightIfNeeded() {
            let height = intrinsicContentSize.height
            guard height != reportedHeight else { return }
            // The first measure only records: the screen asks the input's size on every
            // layout of its own, so there is nothing stale to correct yet.
            let isFirstMeasure = reportedHeight == nil
            reportedHeight = height
            if !isFirstMeasure { invalidateIntrinsicContentSize() }
        }

        /// Lays the field out, then checks the height again at the width just given: after
        /// a resize, or text set from code, the wrapping may have changed.
        open override func layoutSubviews() {
            super.layoutSubviews()
            updateHeightIfNeeded()
            if !suggestedMentions.isEmpty { layoutSuggestedMentionList() }
        }

        open override func draw(in context: DrawingContext) {
            let channelTheme = resolvedTheme
            let theme = channelTheme.messageInput
            let icons = channelTheme.icons
            let strings = StringSet.current.channel
            context.fill(bounds, style: theme.background)
            let top = 1
            if !mode.isNormal {
                var title = "", detail = ""
                switch mode {
                case .edit: title = icons.text(icons.edit) + " " + strings.editing
                case .quoteReply(let message):
                    let name = message.sender.map { $0.userId == baseDataSource?.baseChannelModule(self, channelForInputView: messageInputView)?.client?.currentUser?.userId ? StringSet.current.message.you : $0.nickname }
                    title = icons.text(icons.thread) + " " + strings.replyingTo(name ?? StringSet.current.message.quotedMessage)
                    detail = message.message.replacingOccurrences(of: "\n", with: " ")
                case .normal: break
                }
                let hint = strings.cancelHint
                var x = 1 + context.write(title, at: Point(x: 1, y: 0), style: theme.modeBar)
                let room = bounds.width - x - TextWidth.of(hint) - 4
                if !detail.isEmpty, room > 4 {
                    x += context.write(": " + TextLayout.truncate(detail, width: room - 2), at: Point(x: x, y: 0), style: theme.modeBarDetail)
                }
                if bounds.width - TextWidth.of(hint) - 1 > x { context.write(hint, at: Point(x: bounds.width - TextWidth.of(hint) - 1, y: 0), style: theme.modeBarDetail) }
            }
            let box = Rect(x: 0, y: top, width: bounds.width, height: max(3, bounds.height - top))
            let focused = messageInputView?.isFirstResponder ?? false
            context.drawBox(box, border: .rounded, style: focused && isEnabled ? theme.focusedBorder : theme.border)
            if let disabledState {
                let glyph = disabledState == .muted ? icons.muted : icons.frozen
                let reason = switch disabledState {
                case .muted: strings.muted
                case .frozen: strings.frozen
                case .banned: strings.banned
                }
                let text = TextLayout.truncate(icons.text(glyph) + " " + reason, width: max(0, bounds.width - 4))
                context.write(text, at: Point(x: 2, y: top + 1), style: theme.disabledNotice)
            } else if bounds.width > 6 {
                let canSend = !(messageInputView?.text ?? "").trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
                // On the last row of text, next to where the caret usually is, as the text grows.
                context.write(icons.text(icons.send), at: Point(x: bounds.width - 3, y: box.maxY - 2), style: canSend ? theme.sendButton : theme.disabledSendButton)
            }
        }

        // MARK: Text

        /// Grows or shrinks to the text, and tells the delegate the text changed, and that
        /// typing started or ended.
        open func textInputViewDidChange(_ textInputView: TextInputView) {
            updateMentions()
            updateHeightIfNeeded()
            setNeedsDisplay()
            baseDelegate?.baseChannelModule(self, didChangeText: textInputView.text)
            if textInputView.text.isEmpty {
                if isTyping {
                    isTyping = false
                    baseDelegate?.baseChannelModuleDidEndTyping(self)
                }
            } else {
                isTyping = true
                baseDelegate?.baseChannelModuleDidStartTyping(self)
            }
        }

        /// Enter: sends what is typed.
        open func textInputViewDidSubmit(_ textInputView: TextInputView) {
            sendCurrentText()
        }

        /// Sends (or saves) what is typed, without the blank lines and spaces around it (the
        /// line breaks inside stay), then clears the field and returns to normal mode. Blank
        /// text sends nothing.
        open func sendCurrentText() {
            guard isEnabled, let field = messageInputView else { return }
            let text = field.text.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !text.isEmpty else { return }
            let current = mode
            let characters = Array(text)
            let tokens = isMentionEnabled ? MentionText.tokens(in: characters, picked: mentionedUsers, index: mentionIndex,
                                                               trigger: mentionConfiguration.trigger, limit: mentionConfiguration.mentionLimit) : []
            var mentionedUserIds: [String] = []
            for token in tokens where !mentionedUserIds.contains(token.user.userId) { mentionedUserIds.append(token.user.userId) }
            field.text = ""
            mentionedUsers = []
            updateMentions()
            updateHeightIfNeeded()
            if !current.isNormal {
                baseDelegate?.baseChannelModule(self, willChangeMode: .normal, message: nil)
                mode = .normal
                invalidateIntrinsicContentSize()
            }
            switch current {
            case .edit(let message) where isMentionEnabled:
                baseDelegate?.baseChannelModule(self, didTapEdit: text, mentionedMessageTemplate: MentionText.template(for: characters, tokens: tokens),
                                                mentionedUserIds: mentionedUserIds, message: message)
            case .edit(let message): baseDelegate?.baseChannelModule(self, didTapEdit: text, message: message)
            case .quoteReply(let message) where !mentionedUserIds.isEmpty:
                baseDelegate?.baseChannelModule(self, didTapSend: text, mentionedMessageTemplate: MentionText.template(for: characters, tokens: tokens),
                                                mentionedUserIds: mentionedUserIds, parentMessage: message)
            case .normal where !mentionedUserIds.isEmpty:
                baseDelegate?.baseChannelModule(self, didTapSend: text, mentionedMessageTemplate: MentionText.template(for: characters, tokens: tokens),
                                                mentionedUserIds: mentionedUserIds, parentMessage: nil)
            case .quoteReply(let message): baseDelegate?.baseChannelModule(self, didTapSend: text, parentMessage: message)
            case .normal: baseDelegate?.baseChannelModule(self, didTapSend: text, parentMessage: nil)
            }
            if !current.isNormal { baseDelegate?.baseChannelModule(self, didChangeMode: .normal, message: nil) }
            baseDelegate?.baseChannelModule(self, didChangeText: "")
            if isTyping {
                isTyping = false
                baseDelegate?.baseChannelModuleDidEndTyping(self)
            }
            setNeedsDisplay()
        }

        // MARK: Mentions

        /// Whether the input offers mentions: `configuration.isMentionEnabled`.
        open var isMentionEnabled: Bool { configuration.isMentionEnabled }
        /// The trigger and limits: `configuration.userMentionConfiguration`.
        open var mentionConfiguration: UserMentionConfiguration { configuration.userMentionConfiguration }

        /// The people a mention can name: a group channel's members; none elsewhere unless
        /// overridden (the open channel input lists its participants).
        open func mentionCandidates() -> [User] {
            (baseDataSource?.baseChannelModule(self, channelForInputView: messageInputView) as? GroupChannel)?.members ?? []
        }

        /// `mentionCandidates()` indexed; kept while the channel and its number of people
        /// stay the same (call `invalidateMentionCandidates()` after other changes).
        public var mentionIndex: MentionIndex? {
            let channel = baseDataSource?.baseChannelModule(self, channelForInputView: messageInputView)
            let candidates = mentionCandidates()
            let key = channel?.channelURL ?? ""
            if let cached = mentionIndexCache, cached.key == key, cached.count == candidates.count { return cached.index }
            let index = MentionIndex(users: candidates)
            mentionIndexCache = (key, candidates.count, index)
            return index
        }

        /// Forgets the indexed people, so the next keystroke indexes them again.
        open func invalidateMentionCandidates() {
            mentionIndexCache = nil
        }

        /// The people the list offers for `filterText` (what follows the trigger): those
        /// whose nickname starts with it, case and accents ignored, at most
        /// `suggestionLimit`, never the current user. Override to filter differently.
        open func filteredMentionCandidates(for filterText: String) -> [User] {
            let me = baseDataSource?.baseChannelModule(self, channelForInputView: messageInputView)?.client?.currentUser?.userId
            return mentionIndex?.users(withPrefix: filterText, limit: mentionConfiguration.suggestionLimit, excluding: me) ?? []
        }

        /// Finds the tokens in the text again (and styles them), then opens, updates or
        /// closes the suggestion list for the mention being typed before the caret. Runs
        /// after every edit; call it after setting the field's `text` in code.
        open func updateMentions() {
            guard let field = messageInputView else { return }
            guard isMentionEnabled else {
                mentionRanges = []
                field.highlightedRanges = []
                dismissSuggestedMentionList()
                return
            }
            let characters = field.characters
            let config = mentionConfiguration
            let index = characters.contains(config.trigger) ? mentionIndex : nil
            mentionRanges = MentionText.tokens(in: characters, picked: mentionedUsers, index: index, trigger: config.trigger, limit: config.mentionLimit)
            field.highlightStyle = resolvedTheme.messageInput.mention
            field.highlightedRanges = mentionRanges.map(\.range)
            mentionQuery = activeMentionQuery(in: characters, caret: field.caretIndex)
            if let dismissed = dismissedMentionStart, mentionQuery?.range.lowerBound != dismissed { dismissedMentionStart = nil }
            guard let query = mentionQuery, dismissedMentionStart == nil else {
                dismissSuggestedMentionList()
                return
            }
            updateSuggestedMentionList(with: filteredMentionCandidates(for: query.filter))
        }

        /// The mention being typed: the trigger, at the start of a word on the caret's line
        /// and not inside a token, and what follows it up to the caret; nil when there is none.
        private func activeMentionQuery(in characters: [Character], caret: Int) -> (range: Range<Int>, filter: String)? {
            let trigger = mentionConfiguration.trigger
            var start = caret - 1
            let floor = max(0, caret - 64)
            while start >= floor {
                let character = characters[start]
                if character.isNewline { return nil }
                if character == trigger { break }
                start -= 1
            }
            guard start >= floor, characters[start] == trigger, MentionText.startsMention(characters, at: start),
                  !mentionRanges.contains(where: { $0.range.contains(start) }) else { return nil }
            let filter = String(characters[(start + 1)..<caret])
            if filter.first?.isWhitespace == true { return nil }
            return (start..<caret, filter)
        }

        /// Shows `users` in the list (or closes it when there are none), keeping the chosen
        /// row where it can.
        open func updateSuggestedMentionList(with users: [User]) {
            guard !users.isEmpty else {
                dismissSuggestedMentionList()
                return
            }
            if users.map(\.userId) != suggestedMentions.map(\.userId) { selectedMentionIndex = 0 }
            suggestedMentions = users
            presentSuggestedMentionList()
        }

        /// Makes the list if needed, puts it in the screen's view over the messages, and
        /// shows `suggestedMentions`.
        open func presentSuggestedMentionList() {
            let list: SuggestedMentionList
            if let existing = suggestedMentionList {
                list = existing
            } else {
                list = suggestedMentionListType.init()
                list.cellType = suggestedMentionCellType
                suggestedMentionList = list
            }
            list.delegate = self
            if let container = superview, list.superview !== container { container.addSubview(list) }
            list.isHidden = false
            list.update(users: suggestedMentions, selectedIndex: selectedMentionIndex, theme: resolvedTheme.messageInput)
            layoutSuggestedMentionList()
        }

        /// Places the list on the rows just above the input, from its left edge.
        open func layoutSuggestedMentionList() {
            guard let list = suggestedMentionList, list.superview != nil, list.superview === superview else { return }
            let height = min(list.preferredHeight, max(0, frame.minY))
            let width = list.preferredWidth(limit: max(0, frame.width - 2))
            list.frame = Rect(x: frame.minX + 1, y: frame.minY - height, width: width, height: height)
        }

        /// Hides the list.
        open func dismissSuggestedMentionList() {
            suggestedMentions = []
            selectedMentionIndex = 0
            guard let list = suggestedMentionList, !list.isHidden else { return }
            list.isHidden = true
            list.superview?.setNeedsDisplay()
        }

        /// Replaces the mention being typed with `user`'s token and the delimiter.
        open func insertMention(of user: User) {
            guard let field = messageInputView, let query = mentionQuery else { return }
            if !mentionedUsers.contains(where: { $0.userId == user.userId }) { mentionedUsers.append(user) }
            let config = mentionConfiguration
            field.replace(query.range, with: String(config.trigger) + MentionIndex.displayName(of: user) + config.delimiter)
        }

        /// A click on a suggested person picks them.
        open func suggestedUserList(_ list: SuggestedMentionList, didSelectUser user: User) {
            insertMention(of: user)
            messageInputView?.becomeFirstResponder()
        }

        /// Backspace (or Delete) on a token's character removes the whole token.
        open func textInputView(_ textInputView: TextInputView, shouldChangeTextIn range: Range<Int>, replacementText: String) -> Bool {
            guard !isDeletingToken, replacementText.isEmpty, range.count == 1,
                  let token = mentionRanges.first(where: { $0.range.contains(range.lowerBound) }) else { return true }
            isDeletingToken = true
            defer { isDeletingToken = false }
            textInputView.replace(token.range, with: "")
            return false
        }

        /// While the list shows: Up and Down choose a row, Enter and Tab pick it, Esc closes it.
        open func textInputView(_ textInputView: TextInputView, willHandleKey event: KeyEvent) -> Bool {
            guard !suggestedMentions.isEmpty, event.modifiers.isEmpty else { return false }
            switch event.key {
            case .up, .down:
                let step = event.key == .up ? -1 : 1
                selectedMentionIndex = (selectedMentionIndex + step + suggestedMentions.count) % suggestedMentions.count
                presentSuggestedMentionList()
            case .enter, .tab:
                insertMention(of: suggestedMentions[min(selectedMentionIndex, suggestedMentions.count - 1)])
            case .escape:
                dismissedMentionStart = mentionQuery?.range.lowerBound
                dismissSuggestedMentionList()
            default:
                return false
            }
            return true
        }

        // MARK: Files

        /// Sends the file at `path` (as typed: see `LocalFile.resolvedPath`): reads its
        /// description, leaves quote-reply mode, and tells the delegate, with the replied-to
        /// message (`didPickFile:parentMessage:`). What is typed in the field stays. Nothing
        /// happens while the input is disabled.
        /// - Throws: `LocalFileError` when the path cannot be sent; then nothing is sent and
        ///   the mode is kept.
        open func pickDocumentFile(path: String) throws(LocalFileError) {
            guard isEnabled else { return }
            let file = try LocalFile.load(typedPath: path)
            var parent: BaseMessage?
            if case .quoteReply(let message) = mode {
                parent = message
                updateMessageInputMode(.normal)
            }
            baseDelegate?.baseChannelModule(self, didPickFile: file, parentMessage: parent)
        }

        /// Sends the files typed in one line (`LocalFile.typedPaths`): one as a file message
        /// (`pickDocumentFile(path:)`), several as one multiple-files message
        /// (`didPickMultipleFiles:parentMessage:`), up to the service's
        /// `multipleFilesMessageFileCountLimit`. Quote-reply mode ends as for one file.
        /// - Throws: `LocalFileError` for the first path that cannot be sent, or
        ///   `tooManyFiles`; then nothing is sent and the mode is kept.
        open func pickDocumentFiles(typedPaths typed: String) throws(LocalFileError) {
            guard isEnabled else { return }
            let paths = LocalFile.typedPaths(typed)
            guard paths.count > 1 else { return try pickDocumentFile(path: paths.first ?? typed) }
            let client = baseDataSource?.baseChannelModule(self, channelForInputView: messageInputView)?.client
            let limit = client?.multipleFilesMessageFileCountLimit ?? 10
            if paths.count > limit { throw .tooManyFiles(count: paths.count, limit: limit) }
            var files: [LocalFile] = []
            for path in paths { files.append(try LocalFile.load(typedPath: path)) }
            var parent: BaseMessage?
            if case .quoteReply(let message) = mode {
                parent = message
                updateMessageInputMode(.normal)
            }
            baseDelegate?.baseChannelModule(self, didPickMultipleFiles: files, parentMessage: parent)
        }

        // MARK: Keys

        /// Esc cancels edit or quote-reply mode (otherwise passes on: the screen goes back).
        /// Up from an empty field asks for the list; the field passes Up and Down on from its
        /// first and last lines, and here they go to the start and end of the text instead,
        /// so a draft never loses the focus to an arrow key. `fileKey` asks for a file (not
        /// while editing a message: an edit cannot become a file).
        open override func handleKey(_ event: KeyEvent) -> Bool {
            if event == KeyEvent(.escape), !mode.isNormal {
                updateMessageInputMode(.normal)
                return true
            }
            if fileKey.matches(event) {
                if isEnabled, !mode.isEdit { baseDelegate?.baseChannelModuleDidTapAdd(self) }
                return true
            }
            if event == KeyEvent(.up), messageInputView?.text.isEmpty ?? true {
                baseDelegate?.baseChannelModuleDidRequestListFocus(self)
                return true
            }
            if let field = messageInputView, field.isFirstResponder, event == KeyEvent(.up) || event == KeyEvent(.down) {
                field.caretIndex = event.key == .up ? 0 : field.characters.count
                return true
            }
            return super.handleKey(event)
        }
    }
}
