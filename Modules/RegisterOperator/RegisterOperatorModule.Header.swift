import BanterCanvas
import BanterUIKitCore
import BanterViews

extension RegisterOperatorModule {
    /// The register-operator header: back on the left, the title ("Set as operators", from
    /// `StringSet`), and on the right the add button counting the picks ("Add (2)"),
    /// disabled while nobody is picked. Its default items come from the static metatypes below; subclass it
    /// (`titleText`, `rightBarButtonTitle(count:)`, `createDefault…`) and assign the subclass
    /// to `RegisterOperatorModule.headerComponent`.
    ///
    /// Lifecycle: `init` sets nothing up; `configure(delegate:dataSource:theme:)` stores its
    /// arguments, then runs `setupViews()`, `setupLayouts()` and `setupStyles()` once each.
    ///
    /// Theme precedence: `theme` wins over the view controller's (`configuredTheme`), which
    /// wins over `Theme.current.userListTheme`. Main actor only.
    @MainActor
    open class Header: BaseSelectUserModule.Header {
        /// The class of the default left item (back); nil for none.
        public static var leftBarButton: Button.Type? = Button.self
        /// The class of the default right item (add); nil for none.
        public static var rightBarButton: Button.Type? = Button.self
        /// The class of the default title view.
        public static var titleView: Label.Type = Label.self

        /// Hears the items and taps. Held weakly.
        public weak var delegate: RegisterOperatorModuleHeaderDelegate? {
            get { baseDelegate as? RegisterOperatorModuleHeaderDelegate }
            set { baseDelegate = newValue }
        }
        /// Tells how many people are picked. Held weakly.
        public weak var dataSource: RegisterOperatorModuleHeaderDataSource? {
            get { baseDataSource as? RegisterOperatorModuleHeaderDataSource }
            set { baseDataSource = newValue }
        }

        /// "Set as operators".
        open override var titleText: String { StringSet.current.selectUser.registerOperatorTitle }

        /// "Add", then "Add (2)".
        open override func rightBarButtonTitle(count: Int) -> String { StringSet.current.selectUser.addButton(count) }

        /// Stores the delegate, data source and theme, then sets up views, layouts and styles
        /// once each (through the base `configure`, so an override of either runs).
        open func configure(delegate: RegisterOperatorModuleHeaderDelegate, dataSource: RegisterOperatorModuleHeaderDataSource, theme: UserListTheme?) {
            configure(delegate: delegate as BaseSelectUserModuleHeaderDelegate, dataSource: dataSource as BaseSelectUserModuleHeaderDataSource,
                      theme: theme)
        }

        /// A `titleView` instance showing `titleText`.
        open override func createDefaultTitleView() -> View? { Self.titleView.init(text: titleText) }

        /// A `leftBarButton` instance showing the back glyph, when that metatype is set.
        open override func createDefaultLeftButton() -> View? {
            Self.leftBarButton.map { makeBarButton($0, title: resolvedTheme.icons.text(resolvedTheme.icons.back)) }
        }

        /// A `rightBarButton` instance showing the count picked, when that metatype is set.
        open override func createDefaultRightButton() -> View? {
            Self.rightBarButton.map { makeBarButton($0, title: rightBarButtonTitle(count: 0)) }
        }
    }
}
