import BanterCanvas
import BanterChatSDK
import BanterTerminal
import BanterUIKitCore
import BanterViews

extension MessageThreadModule {
    /// The message thread input; see `BaseChannelModule.Input`. Everything it sends is a
    /// reply to the thread's parent (the view controller adds the parent). Where
    /// `ChannelConfiguration.isAlsoSendToChannelEnabled`, the row over the field offers
    /// "☐ Also send to channel", switched with `alsoSendToChannelKey` (Ctrl-S): a reply sent
    /// with it on is a reply to the channel too (`isReplyToChannel`). Subclass it and
    /// assign `MessageThreadModule.inputComponent` to customise. Main actor only.
    @MainActor
    open class Input: BaseChannelModule.Input {
        /// The class of the default text field.
        public static var messageInputView: TextInputView.Type = MessageTextInputView.self
        /// The class of the suggested-mention list shown over the messages while a mention
        /// is typed.
        public static var suggestedMentionList: SuggestedMentionList.Type = SuggestedMentionList.self
        /// The class of the list's rows.
        public static var suggestedMentionCell: SuggestedMentionCell.Type = SuggestedMentionCell.self

        /// `suggestedMentionList` (the metatype above).
        open override var suggestedMentionListType: SuggestedMentionList.Type { Self.suggestedMentionList }
        /// `suggestedMentionCell` (the metatype above).
        open override var suggestedMentionCellType: SuggestedMentionCell.Type { Self.suggestedMentionCell }

        /// Hears sends, edits, modes and the option. Held weakly.
        public weak var delegate: MessageThreadModuleInputDelegate? {
            get { baseDelegate as? MessageThreadModuleInputDelegate }
            set { baseDelegate = newValue }
        }
        /// Gives the channel. Held weakly.
        public weak var dataSource: MessageThreadModuleInputDataSource? {
            get { baseDataSource as? MessageThreadModuleInputDataSource }
            set { baseDataSource = newValue }
        }

        /// Whether the next reply also goes to the channel (kept after sending, as a choice
        /// the person made for this thread).
        public var isReplyToChannel = false {
            didSet {
                guard isReplyToChannel != oldValue else { return }
                setNeedsDisplay()
                delegate?.messageThreadModule(self, didChangeReplyToChannel: isReplyToChannel)
            }
        }
        /// The keys that switch "Also send to channel": `KeyBindingSet.current.thread.alsoSendToChannel`,
        /// Ctrl-S by default. Read at each key press.
        open var alsoSendToChannelKey: KeyBinding { KeyBindingSet.current.thread.alsoSendToChannel }

        /// Whether the option shows and can be switched.
        open var offersReplyToChannel: Bool { configuration.isAlsoSendToChannelEnabled }

        /// Stores the delegate, data source and theme, then sets up views, layouts and
        /// styles once each (through the base `configure`, so an override of either runs).
        open func configure(delegate: MessageThreadModuleInputDelegate, dataSource: MessageThreadModuleInputDataSource, theme: ChannelTheme?) {
            configure(delegate: delegate as BaseChannelModuleInputDelegate, dataSource: dataSource as BaseChannelModuleInputDataSource, theme: theme)
        }

        /// Makes a `messageInputView` instance (placeholder "Reply in thread") when none was
        /// assigned.
        open override func setupViews() {
            if messageInputView == nil {
                messageInputView = Self.messageInputView.init(placeholder: StringSet.current.thread.inputPlaceholder)
            }
            super.setupViews()
        }

        /// Draws as the base does; in normal mode the row over the field shows the option.
        open override func draw(in context: DrawingContext) {
            super.draw(in: context)
            guard offersReplyToChannel, mode.isNormal, isEnabled else { return }
            let strings = StringSet.current.thread
            let theme = resolvedTheme.messageInput
            let box = isReplyToChannel ? "☑" : "☐"
            let option = TextLayout.truncate(box + " " + strings.alsoSendToChannel, width: max(1, bounds.width - 2))
            let x = 1 + context.write(option, at: Point(x: 1, y: 0), style: isReplyToChannel ? theme.modeBar : theme.modeBarDetail)
            let hint = "(" + strings.alsoSendToChannelKey + ")"
            if bounds.width - x - 1 > TextWidth.of(hint) {
                context.write(hint, at: Point(x: x + 1, y: 0), style: theme.modeBarDetail)
            }
        }

        /// `alsoSendToChannelKey` switches the option; the rest as the base does.
        open override func handleKey(_ event: KeyEvent) -> Bool {
            if alsoSendToChannelKey.matches(event), offersReplyToChannel, isEnabled {
                isReplyToChannel.toggle()
                return true
            }
            return super.handleKey(event)
        }
    }
}
