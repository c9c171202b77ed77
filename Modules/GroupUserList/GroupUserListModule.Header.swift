import BanterCanvas
import BanterUIKitCore
import BanterViews

extension GroupUserListModule {
    /// The header of a group channel's user list: back on the left, the list's title, and
    /// on the right "Invite" on the members list (the reference kit's invite button) or
    /// "Add" on the operators list (registers operators); the muted and banned lists have
    /// none. See `BaseUserListModule.Header` for the lifecycle and theme precedence.
    /// Subclass it (`rightBarButtonTitle`, `createDefault…`) and assign the subclass to
    /// `GroupUserListModule.headerComponent`. Main actor only.
    @MainActor
    open class Header: BaseUserListModule.Header {
        /// The class of the default left item (back); nil for none.
        public static var leftBarButton: Button.Type? = Button.self
        /// The class of the default right item (invite, add); nil for none.
        public static var rightBarButton: Button.Type? = Button.self
        /// The class of the default title view.
        public static var titleView: Label.Type = Label.self

        /// Hears the items and taps. Held weakly.
        public weak var delegate: GroupUserListModuleHeaderDelegate? {
            get { baseDelegate as? GroupUserListModuleHeaderDelegate }
            set { baseDelegate = newValue }
        }

        /// "Invite" on the members list, "Add" on the operators list, none on the others.
        open override var rightBarButtonTitle: String? {
            let strings = StringSet.current.userList
            switch userListType {
            case .members: return strings.inviteButton
            case .operators: return strings.addOperatorButton
            default: return nil
            }
        }

        /// Stores the delegate, list type and theme, then sets up views, layouts and styles
        /// once each (through the base `configure`, so an override of either runs).
        open func configure(delegate: GroupUserListModuleHeaderDelegate, userListType: ChannelUserListType, theme: UserListTheme?) {
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
