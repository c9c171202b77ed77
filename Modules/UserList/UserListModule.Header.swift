import BanterCanvas
import BanterChatSDK
import BanterUIKitCore
import BanterViews

extension UserListModule {
    /// The header of a user list: back on the left, the list's title, and on the right
    /// "Invite" on a group channel's members list (the reference kit's invite button) or
    /// "Add" on the operators list (registers operators); the other lists have none (nobody
    /// is invited to an open channel). See `BaseUserListModule.Header` for the lifecycle and theme precedence.
    /// Subclass it (`rightBarButtonTitle`, `createDefault…`) and assign the subclass to
    /// `UserListModule.headerComponent`. Main actor only.
    @MainActor
    open class Header: BaseUserListModule.Header {
        /// The class of the default left item (back); nil for none.
        public static var leftBarButton: Button.Type? = Button.self
        /// The class of the default right item (invite, add); nil for none.
        public static var rightBarButton: Button.Type? = Button.self
        /// The class of the default title view.
        public static var titleView: Label.Type = Label.self

        /// Group or open: an open channel's lists offer no Invite.
        public private(set) var channelType: ChannelType = .group

        /// Hears the items and taps. Held weakly.
        public weak var delegate: UserListModuleHeaderDelegate? {
            get { baseDelegate as? UserListModuleHeaderDelegate }
            set { baseDelegate = newValue }
        }

        /// "Invite" on a group channel's members list, "Add" on the operators list, none on
        /// the others.
        open override var rightBarButtonTitle: String? {
            let strings = StringSet.current.userList
            switch userListType {
            case .members where channelType == .group: return strings.inviteButton
            case .operators: return strings.addOperatorButton
            default: return nil
            }
        }

        /// Stores the delegate, list type, channel type and theme, then sets up views,
        /// layouts and styles once each (through the base `configure`, so an override of
        /// either runs).
        open func configure(delegate: UserListModuleHeaderDelegate, userListType: ChannelUserListType, channelType: ChannelType = .group,
                            theme: UserListTheme?) {
            self.channelType = channelType
            configure(delegate: delegate as BaseUserListModuleHeaderDelegate, userListType: userListType, theme: theme)
        }

        /// A `titleView` instance showing `titleText`.
        open override func createDefaultTitleView() -> View? { Self.titleView.init(text: titleText) }

        /// A `leftBarButton` instance showing the back glyph, when that metatype is set.
        open override func createDefaultLeftButton() -> View? {
            Self.leftBarButton.map { makeBarButton($0, title: resolvedTheme.icons.text(resolvedTheme.icons.back)) }
        }

        /// A `rightBarButton` instance titled `rightBarButtonTitle`, when both are set.
        open override func createDefaultRightButton() -> View? {
            guard let type = Self.rightBarButton, let title = rightBarButtonTitle else { return nil }
            return makeBarButton(type, title: title)
        }
    }
}
