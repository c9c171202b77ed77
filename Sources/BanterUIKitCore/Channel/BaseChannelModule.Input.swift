import BanterCanvas
import BanterChatSDK
import BanterTerminal
import BanterViews
import Foundation

extension BaseChannelModule {
    /// A channel screen's message input, four rows: a framed one-line text field ("Type a
    /// message") with a send mark, and above it a row that, in edit or quote-reply mode,
    /// says what Enter will do and that Esc cancels. Enter sends (or saves the edit); Up
    /// from an empty field asks for the list. While the channel is frozen (for
    /// non-operators) or the user is muted, the frame shows why instead of the field; the
    /// input reads the channel from its data source (`updateMessageInputModeState()`).
    ///
    /// Lifecycle: `init` sets nothing up; `configure(delegate:dataSource:theme:)` stores its
    /// arguments, then runs `setupViews()`, `setupLayouts()` and `setupStyles()` once each.
    /// `messageInputView` may be assigned before `configure` to use another field.
    ///
    /// Theme precedence: `theme` (given to the component) wins over the view controller's
    /// (`configuredTheme`), which wins over `Theme.current.channelTheme`; the input draws
    /// with `resolvedTheme.messageInput`. Main actor only.
    @MainActor
    open class Input: View, TextInputViewDelegate {
        /// Hears sends, edits, typing and mode changes. Held weakly.
        public weak var baseDelegate: BaseChannelModuleInputDelegate?
        /// Gives the channel whose state (frozen, muted) the input follows. Held weakly.
        public weak var baseDataSource: BaseChannelModuleInputDataSource?

        /// A theme for this component only; wins over the view controller's.
        public var theme: ChannelTheme? { didSet { setupStyles() } }
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

        /// Whether the input accepts messages.
        public var isEnabled: Bool { disabledState == nil }

        private var placedConstraints: [LayoutConstraint] = []
        private var isTyping = false

        /// A component ready to be configured; view controllers make it from its metatype
        /// (`ModuleSet`), so subclasses keep this initialiser.
        public required override init(frame: Rect = .zero) {
            super.init(frame: frame)
        }

        // MARK: Lifecycle

        /// Stores the delegate, data source and theme, then runs `setupViews()`,
        /// `setupLayouts()` and `setupStyles()`, and reads the channel's state.
        open func configure(delegate: BaseChannelModuleInputDelegate, dataSource: BaseChannelModuleInputDataSource, theme: ChannelTheme?) {
            baseDelegate = delegate
            baseDataSource = dataSource
            configuredTheme = theme
            setupViews()
            setupLayouts()
            setupStyles()
            updateMessageInputModeState()
        }

        /// Makes the text field unless one was assigned, and adds it.
        open func setupViews() {
            if messageInputView == nil {
                messageInputView = MessageTextInputView(placeholder: StringSet.current.channel.inputPlaceholder)
            }
            guard let field = messageInputView else { return }
            field.delegate = self
            field.maxLength = maxLength
            if field.superview !== self { addSubview(field) }
        }

        /// Places the field inside the frame: the row under the mode bar, two columns in from
        /// the left, leaving room for the send mark on the right.
        open func setupLayouts() {
            LayoutConstraint.deactivate(placedConstraints)
            placedConstraints = []
            guard let field = messageInputView else { return }
            field.translatesAutoresizingMaskIntoConstraints = false
            placedConstraints = [
                field.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 2),
                field.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -5),
                field.topAnchor.constraint(equalTo: topAnchor, constant: 2),
                field.heightAnchor.constraint(equalToConstant: 1),
            ]
            LayoutConstraint.activate(placedConstraints)
        }

        /// Places the subviews again.
        open func updateLayouts() {
            setupLayouts()
            setNeedsLayout()
        }

        /// Styles the field from `resolvedTheme.messageInput`.
        open func setupStyles() {
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
            if case .edit(let message) = mode { messageInputView?.text = message.message }
            invalidateIntrinsicContentSize()
            superview?.setNeedsLayout()
            setNeedsDisplay()
            baseDelegate?.baseChannelModule(self, didChangeMode: mode, message: mode.message)
        }

        /// Reads the channel from the data source and disables the input when the current
        /// user cannot send (muted, or a frozen channel for a non-operator), or enables it.
        open func updateMessageInputModeState() {
            let channel = baseDataSource?.baseChannelModule(self, channelForInputView: messageInputView)
            let wasFrozen = disabledState == .frozen
            setDisabledState(disabledState(for: channel))
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
                if !mode.isNormal { updateMessageInputMode(.normal) }
                if messageInputView?.isFirstResponder == true { messageInputView?.resignFirstResponder() }
            }
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
        /// reply starts) and the three-row frame.
        open override var intrinsicContentSize: Size { Size(width: -1, height: 4) }

        open override func sizeThatFits(_ size: Size) -> Size { Size(width: size.width, height: intrinsicContentSize.height) }

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
            let box = Rect(x: 0, y: top, width: bounds.width, height: 3)
            let focused = messageInputView?.isFirstResponder ?? false
            context.drawBox(box, border: .rounded, style: focused && isEnabled ? theme.focusedBorder : theme.border)
            if let disabledState {
                let glyph = disabledState == .muted ? icons.muted : icons.frozen
                let reason = disabledState == .muted ? strings.muted : strings.frozen
                let text = TextLayout.truncate(icons.text(glyph) + " " + reason, width: max(0, bounds.width - 4))
                context.write(text, at: Point(x: 2, y: top + 1), style: theme.disabledNotice)
            } else if bounds.width > 6 {
                let canSend = !(messageInputView?.text ?? "").trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
                context.write(icons.text(icons.send), at: Point(x: bounds.width - 3, y: top + 1), style: canSend ? theme.sendButton : theme.disabledSendButton)
            }
        }

        // MARK: Text

        /// Tells the delegate the text changed, and that typing started or ended.
        open func textInputViewDidChange(_ textInputView: TextInputView) {
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

        /// Sends (or saves) what is typed, then clears the field and returns to normal mode.
        /// Blank text sends nothing.
        open func sendCurrentText() {
            guard isEnabled, let field = messageInputView else { return }
            let text = field.text.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !text.isEmpty else { return }
            let current = mode
            field.text = ""
            if !current.isNormal {
                baseDelegate?.baseChannelModule(self, willChangeMode: .normal, message: nil)
                mode = .normal
                invalidateIntrinsicContentSize()
                superview?.setNeedsLayout()
            }
            switch current {
            case .edit(let message): baseDelegate?.baseChannelModule(self, didTapEdit: text, message: message)
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

        // MARK: Keys

        /// Esc cancels edit or quote-reply mode (otherwise passes on: the screen goes back);
        /// Up from an empty field asks for the list.
        open override func handleKey(_ event: KeyEvent) -> Bool {
            if event == KeyEvent(.escape), !mode.isNormal {
                updateMessageInputMode(.normal)
                return true
            }
            if event == KeyEvent(.up), messageInputView?.text.isEmpty ?? true {
                baseDelegate?.baseChannelModuleDidRequestListFocus(self)
                return true
            }
            return super.handleKey(event)
        }
    }
}
