import BanterCanvas
import BanterChatSDK
import BanterUIKitCore
import BanterViews

extension OpenChannelModule {
    /// The open channel message input; see `BaseChannelModule.Input`. Subclass it and
    /// assign `OpenChannelModule.inputComponent` to customise. Main actor only.
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

        /// The people a mention can name here: the channel's participants, kept up to date
        /// by the view controller (`OpenChannelViewModel.participants`).
        public var participants: [User] = [] {
            didSet { invalidateMentionCandidates() }
        }

        /// `participants`: in an open channel, the people in it now.
        open override func mentionCandidates() -> [User] { participants }

        /// An input that reads the open channel configuration.
        public required init(frame: Rect = .zero) {
            super.init(frame: frame)
            configuration = UIKitConfiguration.shared.openChannel.channel
        }

        /// Hears sends, edits, typing and modes. Held weakly.
        public weak var delegate: OpenChannelModuleInputDelegate? {
            get { baseDelegate as? OpenChannelModuleInputDelegate }
            set { baseDelegate = newValue }
        }
        /// Gives the channel. Held weakly.
        public weak var dataSource: OpenChannelModuleInputDataSource? {
            get { baseDataSource as? OpenChannelModuleInputDataSource }
            set { baseDataSource = newValue }
        }

        /// Stores the delegate, data source and theme, then sets up views, layouts and
        /// styles once each (through the base `configure`, so an override of either runs).
        open func configure(delegate: OpenChannelModuleInputDelegate, dataSource: OpenChannelModuleInputDataSource, theme: ChannelTheme?) {
            configure(delegate: delegate as BaseChannelModuleInputDelegate, dataSource: dataSource as BaseChannelModuleInputDataSource, theme: theme)
        }

        /// Makes a `messageInputView` instance when none was assigned.
        open override func setupViews() {
            if messageInputView == nil {
                messageInputView = Self.messageInputView.init(placeholder: StringSet.current.channel.inputPlaceholder)
            }
            super.setupViews()
        }
    }
}
