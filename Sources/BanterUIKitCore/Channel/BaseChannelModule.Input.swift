import BanterCanvas
import Foundation
import BanterChatSDK
import BanterTerminal
import BanterViews

extension BaseChannelModule {
    /// A channel screen's message input, four rows: a framed one-line `TextInputView`
    /// ("Type a message") with a send mark, and above it a row that, in edit or quote-reply
    /// mode, says what Enter will do and that Esc cancels. Enter sends (or saves the edit); Up from an
    /// empty input asks for the list. When sending is not allowed (`setDisabled(reason:)`:
    /// a frozen channel, a mute) the frame shows the reason instead of the field.
    ///
    /// `configure(delegate:theme:)` stores them, then runs `setupViews()`,
    /// `setupLayouts()` and `setupStyles()`. Main actor only.
    @MainActor
    open class Input: BaseView, TextInputViewDelegate {
        /// Hears sends, edits, text changes and mode changes.
        public weak var delegate: BaseChannelModuleInputDelegate?
        /// The theme given to the component; nil follows the global one.
        public var theme: MessageInputTheme?
        /// The theme in use.
        public var resolvedTheme: MessageInputTheme { theme ?? Theme.current.messageInputTheme }
        /// The glyphs in use.
        public var icons: IconSet = .standard

        /// The text field.
        public private(set) var textInputView: TextInputView = MessageTextInputView(placeholder: "Type a message")
        /// What Enter does now.
        public private(set) var mode = MessageInputMode.normal
        /// Why sending is not possible now; nil when it is.
        public private(set) var disabledReason: String?

        /// Whether the input accepts messages.
        public var isEnabled: Bool { disabledReason == nil }

        /// Stores the delegate and theme, then sets up views, layouts and styles.
        open func configure(delegate: BaseChannelModuleInputDelegate, theme: MessageInputTheme? = nil) {
            self.delegate = delegate
            self.theme = theme
            setupViews()
            setupLayouts()
            setupStyles()
        }

        open override func setupViews() {
            super.setupViews()
            guard delegate != nil else { return }
            textInputView.delegate = self
            textInputView.maxLength = 5_000
            if textInputView.superview !== self { addSubview(textInputView) }
        }

        open override func setupLayouts() {
            super.setupLayouts()
            setNeedsLayout()
        }

        open override func setupStyles() {
            super.setupStyles()
            let theme = resolvedTheme
            textInputView.textStyle = theme.text
            textInputView.placeholderStyle = theme.placeholder
        }

        /// Re-styles with `theme`.
        open func updateStyles(theme: MessageInputTheme?) {
            self.theme = theme
            updateStyles()
        }

        // MARK: Mode and state

        /// Switches mode: edit fills the field with the message's text, quote reply keeps
        /// what was typed; normal clears an edit.
        open func setMode(_ mode: MessageInputMode) {
            if case .edit = self.mode, mode.isNormal { textInputView.text = "" }
            self.mode = mode
            if case .edit(let message) = mode { textInputView.text = message.message }
            invalidateIntrinsicContentSize()
            superview?.setNeedsLayout()
            setNeedsLayout()
            setNeedsDisplay()
            delegate?.baseChannelModule(self, didChangeMode: mode)
        }

        /// Disables the input with `reason` shown in its place, or enables it (nil).
        open func setDisabled(reason: String?) {
            guard reason != disabledReason else { return }
            disabledReason = reason
            textInputView.isHidden = reason != nil
            if reason != nil {
                if !mode.isNormal { setMode(.normal) }
                if textInputView.isFirstResponder { textInputView.resignFirstResponder() }
            }
            setNeedsLayout()
            setNeedsDisplay()
        }

        /// Gives the field focus.
        open func focus() {
            guard isEnabled else { return }
            textInputView.becomeFirstResponder()
        }

        // MARK: Layout

        /// The mode bar's row (kept in every mode, so the list does not jump when an edit or
        /// reply starts) and the three-row frame.
        open override var intrinsicContentSize: Size { Size(width: -1, height: 4) }

        open override func sizeThatFits(_ size: Size) -> Size { Size(width: size.width, height: intrinsicContentSize.height) }

        open override func layoutSubviews() {
            super.layoutSubviews()
            let top = 1
            textInputView.frame = Rect(x: 2, y: top + 1, width: max(0, bounds.width - 7), height: 1)
        }

        open override func draw(in context: DrawingContext) {
            let theme = resolvedTheme
            context.fill(bounds, style: theme.background)
            let top = 1
            if !mode.isNormal {
                var title = "", detail = ""
                switch mode {
                case .edit: title = "✎ Editing message"
                case .quoteReply(let message):
                    title = icons.text(icons.thread) + " Replying to " + (message.sender?.nickname ?? "message")
                    detail = message.message.replacingOccurrences(of: "\n", with: " ")
                case .normal: break
                }
                let hint = "Esc to cancel"
                var x = 1 + context.write(title, at: Point(x: 1, y: 0), style: theme.modeBar)
                let room = bounds.width - x - TextWidth.of(hint) - 4
                if !detail.isEmpty, room > 4 {
                    x += context.write(": " + TextLayout.truncate(detail, width: room - 2), at: Point(x: x, y: 0), style: theme.modeBarDetail)
                }
                if bounds.width - TextWidth.of(hint) - 1 > x { context.write(hint, at: Point(x: bounds.width - TextWidth.of(hint) - 1, y: 0), style: theme.modeBarDetail) }
            }
            let box = Rect(x: 0, y: top, width: bounds.width, height: 3)
            let focused = textInputView.isFirstResponder
            context.drawBox(box, border: .rounded, style: focused && isEnabled ? theme.focusedBorder : theme.border)
            if let disabledReason {
                let glyph = disabledReason.localizedCaseInsensitiveContains("muted") ? icons.muted : icons.frozen
                let text = TextLayout.truncate(icons.text(glyph) + " " + disabledReason, width: max(0, bounds.width - 4))
                context.write(text, at: Point(x: 2, y: top + 1), style: theme.disabledNotice)
            } else if bounds.width > 6 {
                let canSend = !textInputView.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
                context.write(icons.text(icons.send), at: Point(x: bounds.width - 3, y: top + 1), style: canSend ? theme.sendButton : theme.disabledSendButton)
            }
        }

        // MARK: Text

        public func textInputViewDidChange(_ textInputView: TextInputView) {
            setNeedsDisplay()
            delegate?.baseChannelModule(self, didChangeText: textInputView.text)
        }

        public func textInputViewDidSubmit(_ textInputView: TextInputView) {
            sendCurrentText()
        }

        /// Sends (or saves) what is typed, then clears the field and returns to normal mode.
        /// Blank text sends nothing.
        open func sendCurrentText() {
            guard isEnabled else { return }
            let text = textInputView.text.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !text.isEmpty else { return }
            let current = mode
            textInputView.text = ""
            if !current.isNormal { mode = .normal; invalidateIntrinsicContentSize(); superview?.setNeedsLayout() }
            switch current {
            case .edit(let message): delegate?.baseChannelModule(self, didTapEdit: text, message: message)
            case .quoteReply(let message): delegate?.baseChannelModule(self, didTapSend: text, parentMessage: message)
            case .normal: delegate?.baseChannelModule(self, didTapSend: text, parentMessage: nil)
            }
            if !current.isNormal { delegate?.baseChannelModule(self, didChangeMode: .normal) }
            delegate?.baseChannelModule(self, didChangeText: "")
            setNeedsDisplay()
        }

        // MARK: Keys

        /// Esc cancels edit or quote-reply mode (otherwise passes on: the screen goes back);
        /// Up from an empty field asks for the list.
        open override func handleKey(_ event: KeyEvent) -> Bool {
            if event == KeyEvent(.escape), !mode.isNormal {
                setMode(.normal)
                return true
            }
            if event == KeyEvent(.up), textInputView.text.isEmpty {
                delegate?.baseChannelModuleDidRequestListFocus(self)
                return true
            }
            return super.handleKey(event)
        }

        open override func focusDidChange() {
            super.focusDidChange()
            setNeedsDisplay()
        }
    }
}
