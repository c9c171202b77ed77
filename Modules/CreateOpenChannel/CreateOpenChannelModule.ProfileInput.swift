import BanterCanvas
import BanterChatSDK
import BanterTerminal
import BanterUIKitCore
import BanterViews

extension CreateOpenChannelModule {
    /// The "new open channel" form: a framed cover placeholder showing the channel's
    /// initials (they follow the name as it is typed), the name field (the
    /// `channelNameInputField` metatype) with its label, and under it the count against the
    /// service's limit, or why the name cannot be used, or the error of a refused request
    /// (`errorText`, kept until the name is edited), then the keys.
    ///
    /// The name's rule is the service's own (`OpenChannelCreateParams.validate(name:)`):
    /// something besides spaces, at most `OpenChannelCreateParams.maximumNameLength`
    /// characters. Longer names can be typed, so nothing typed is cut, and are shown as
    /// too long.
    ///
    /// A terminal has no image picker: Ctrl-O or a click on the cover calls
    /// `showImagePicker()`, which tells the delegate
    /// (`createOpenChannelModuleDidSelectChannelImage(_:needRemoveItem:)`); the kit's screen
    /// then asks for the cover's address and sets `coverURL`.
    ///
    /// Lifecycle: `init` sets nothing up; `configure(delegate:theme:componentTheme:)` stores
    /// its arguments, then runs `setupViews()`, `setupLayouts()` and `setupStyles()` once
    /// each. A field assigned before `configure` is kept.
    ///
    /// Theme precedence: `theme` wins over the view controller's (`configuredTheme`), which
    /// wins over `Theme.current.userListTheme`; errors are drawn with the component theme's
    /// `errorTitle`, resolved the same way. From the user list theme: `background`, the
    /// typed name `filterText`, the placeholder, count, caption and keys `filterPlaceholder`,
    /// the focused field's frame `filterIcon`, and from its `cell`: the cover tile `avatar`,
    /// the label `name`, the frames `separator`. Main actor only.
    @MainActor
    open class ProfileInput: ModuleComponent, TextInputViewDelegate {
        /// The class of the name field.
        public static var channelNameInputField: TextInputView.Type = MessageTextInputView.self

        /// Hears the name, the cover and Enter. Held weakly.
        public weak var delegate: CreateOpenChannelModuleProfileInputDelegate?
        /// A theme for this component only; wins over the view controller's.
        public var theme: UserListTheme? { didSet { themeDidChange() } }
        /// The theme passed by `configure` or `updateStyles(theme:componentTheme:)`.
        public private(set) var configuredTheme: UserListTheme?
        /// The theme in force.
        public var resolvedTheme: UserListTheme { theme ?? configuredTheme ?? Theme.current.userListTheme }
        /// A component theme for this component only (its error style).
        public var componentTheme: ComponentTheme? { didSet { themeDidChange() } }
        /// The component theme passed by `configure` or `updateStyles(theme:componentTheme:)`.
        public private(set) var configuredComponentTheme: ComponentTheme?
        /// The component theme in force.
        public var resolvedComponentTheme: ComponentTheme { componentTheme ?? configuredComponentTheme ?? Theme.current.componentTheme }

        /// The name field, made from `channelNameInputField` by `setupViews()` unless
        /// assigned before.
        public var channelNameInputField: TextInputView?
        /// The cover's address, or nil for none.
        public var coverURL: String? { didSet { if coverURL != oldValue { setNeedsDisplay() } } }
        /// An error shown under the field (a refused request) until the name is edited.
        public var errorText: String? { didSet { if errorText != oldValue { setNeedsDisplay() } } }

        /// The cover frame's size, border included.
        public var coverSize = Size(width: 14, height: 5)
        /// The widest the name field's frame grows, border included; read by
        /// `setupLayouts()`, so set it before `configure` (or call `updateLayouts()`).
        public var maximumFieldWidth = 60
        /// The row of the name field's text (its frame is the row above to the row below);
        /// read by `setupLayouts()`, like `maximumFieldWidth`.
        public var fieldRow = 10

        private var placedConstraints: [LayoutConstraint] = []

        // MARK: Lifecycle

        /// Stores the delegate and themes, then sets up views, layouts and styles once each.
        open func configure(delegate: CreateOpenChannelModuleProfileInputDelegate?, theme: UserListTheme?, componentTheme: ComponentTheme? = nil) {
            self.delegate = delegate
            configuredTheme = theme
            configuredComponentTheme = componentTheme
            runSetup()
        }

        /// Makes the name field when none was assigned, and adds it.
        open override func setupViews() {
            super.setupViews()
            let field = channelNameInputField ?? Self.channelNameInputField.init(placeholder: StringSet.current.createOpenChannel.namePlaceholder)
            channelNameInputField = field
            field.delegate = self
            if field.superview !== self { addSubview(field) }
        }

        /// Places the field on `fieldRow`, centred, inside the frame drawn around it, at most
        /// `maximumFieldWidth` wide.
        open override func setupLayouts() {
            super.setupLayouts()
            LayoutConstraint.deactivate(placedConstraints)
            guard let field = channelNameInputField else { return }
            field.translatesAutoresizingMaskIntoConstraints = false
            let preferredWidth = field.widthAnchor.constraint(equalToConstant: maximumFieldWidth - 4)
            preferredWidth.priority = .high
            placedConstraints = [
                field.centerXAnchor.constraint(equalTo: centerXAnchor),
                field.widthAnchor.constraint(lessThanOrEqualTo: widthAnchor, constant: -8),
                preferredWidth,
                field.topAnchor.constraint(equalTo: topAnchor, constant: fieldRow),
                field.heightAnchor.constraint(equalToConstant: 1),
            ]
            LayoutConstraint.activate(placedConstraints)
        }

        /// Places the subviews again.
        open func updateLayouts() {
            setupLayouts()
            setNeedsLayout()
        }

        /// Styles the field from `resolvedTheme` and redraws.
        open override func setupStyles() {
            super.setupStyles()
            let theme = resolvedTheme
            channelNameInputField?.textStyle = theme.filterText
            channelNameInputField?.placeholderStyle = theme.filterPlaceholder
            setNeedsDisplay()
        }

        /// Takes the view controller's themes (the component's own still win) and restyles.
        open func updateStyles(theme: UserListTheme?, componentTheme: ComponentTheme?) {
            configuredTheme = theme
            configuredComponentTheme = componentTheme
            setupStyles()
        }

        // MARK: The name

        /// The name as typed.
        public var channelName: String { channelNameInputField?.text ?? "" }

        /// Whether the service would take `channelName`.
        public var isChannelNameValid: Bool {
            (try? OpenChannelCreateParams.validate(name: channelName)) != nil
        }

        /// Shows `name` in the field (not an edit: the delegate is not told).
        open func setChannelName(_ name: String) {
            channelNameInputField?.text = name
            setNeedsDisplay()
        }

        /// What the row under the field says for `name`: the count against the limit, or why
        /// the name cannot be used (`isError`).
        open func status(for name: String) -> (text: String, isError: Bool) {
            let strings = StringSet.current.createOpenChannel
            let limit = OpenChannelCreateParams.maximumNameLength
            let count = name.count
            // The service's rule decides; the row only says which part failed. An empty
            // field is not an error yet, just a name still to type.
            if name.isEmpty || (try? OpenChannelCreateParams.validate(name: name)) != nil {
                return (strings.nameCount(count, limit), false)
            }
            return count > limit ? (strings.nameTooLong(count, limit), true) : (strings.nameRequired, true)
        }

        /// The cover's initials, as the channel rows draw them ("?" while there is no name).
        open var coverText: String { GroupChannelCell.initials(of: channelName) }

        // MARK: The cover

        /// Asks the delegate for a cover (`needRemoveItem` when one is set).
        open func showImagePicker() {
            delegate?.createOpenChannelModuleDidSelectChannelImage(self, needRemoveItem: coverURL != nil)
        }

        /// Where the cover frame goes.
        public var coverFrame: Rect {
            Rect(x: max(0, (bounds.width - coverSize.width) / 2), y: 1, width: min(coverSize.width, bounds.width), height: coverSize.height)
        }

        // MARK: TextInputViewDelegate

        /// An edit clears a refusal's error and tells the delegate the new name.
        open func textInputViewDidChange(_ textInputView: TextInputView) {
            errorText = nil
            setNeedsDisplay()
            delegate?.createOpenChannelModule(self, shouldChangeChannelName: textInputView.text)
        }

        /// Enter in the field: tells the delegate.
        open func textInputViewDidSubmit(_ textInputView: TextInputView) {
            delegate?.createOpenChannelModuleDidSubmit(self)
        }

        // MARK: Keys and mouse

        /// `KeyBindingSet.current.createOpenChannel.chooseCover` (Ctrl-O) chooses the cover.
        open override func handleKey(_ event: KeyEvent) -> Bool {
            if KeyBindingSet.current.createOpenChannel.chooseCover.matches(event) {
                showImagePicker()
                return true
            }
            return super.handleKey(event)
        }

        /// A click on the cover chooses it; a click elsewhere puts the caret in the field.
        open override func handleMouse(_ event: MouseEvent) -> Bool {
            guard case .release(.left) = event.kind else { return super.handleMouse(event) }
            if coverFrame.contains(event.position) {
                showImagePicker()
            } else {
                channelNameInputField?.becomeFirstResponder()
            }
            return true
        }

        // MARK: Drawing

        /// The cover (frame, initials, caption), the field's label and frame, the status
        /// row and the keys.
        open override func draw(in context: DrawingContext) {
            let theme = resolvedTheme
            context.fill(bounds, style: theme.background)
            drawCover(in: context)
            guard let field = channelNameInputField else { return }
            let strings = StringSet.current.createOpenChannel
            let box = Rect(x: field.frame.minX - 2, y: field.frame.minY - 1, width: field.frame.width + 4, height: 3)
            context.write(TextLayout.truncate(strings.nameLabel, width: max(0, box.width - 2)), at: Point(x: box.minX + 1, y: box.minY - 1),
                          style: theme.cell.name)
            context.drawBox(box, border: .rounded, style: field.isFirstResponder ? theme.filterIcon : theme.cell.separator)
            let room = max(0, box.width - 2)
            if let errorText {
                context.write(TextLayout.truncate(errorText, width: room), at: Point(x: box.minX + 1, y: box.maxY),
                              style: resolvedComponentTheme.errorTitle)
            } else {
                let (text, isError) = status(for: channelName)
                let shown = TextLayout.truncate(text, width: room)
                // A reason reads from the left; a count sits at the field's end, like a counter.
                let x = isError ? box.minX + 1 : box.maxX - 1 - TextWidth.of(shown)
                context.write(shown, at: Point(x: x, y: box.maxY), style: isError ? resolvedComponentTheme.errorTitle : theme.filterPlaceholder)
            }
            let hint = TextLayout.truncate(strings.hint, width: max(0, bounds.width - 2))
            context.write(hint, at: Point(x: max(0, (bounds.width - TextWidth.of(hint)) / 2), y: box.maxY + 2), style: theme.filterPlaceholder)
        }

        /// Draws the cover placeholder: a frame, the initials spaced out on a tile, and the
        /// caption under it. Override to draw another.
        open func drawCover(in context: DrawingContext) {
            let theme = resolvedTheme
            let frame = coverFrame
            guard frame.width >= 6, frame.height >= 3 else { return }
            context.drawBox(frame, border: .rounded, style: theme.cell.separator)
            let tile = Rect(x: frame.minX + 2, y: frame.minY + 1, width: frame.width - 4, height: frame.height - 2)
            context.fill(tile, style: theme.cell.avatar)
            // Spaced out, the two letters read as a large monogram on a terminal.
            let text = coverText.map(String.init).joined(separator: " ")
            let shown = TextLayout.truncate(text, width: tile.width)
            context.write(shown, at: Point(x: tile.minX + (tile.width - TextWidth.of(shown)) / 2, y: tile.minY + tile.height / 2),
                          style: theme.cell.avatar)
            let strings = StringSet.current.createOpenChannel
            let caption = TextLayout.truncate(coverURL == nil ? strings.noCover : strings.coverSet, width: max(0, bounds.width - 2))
            context.write(caption, at: Point(x: max(0, (bounds.width - TextWidth.of(caption)) / 2), y: frame.maxY), style: theme.filterPlaceholder)
        }
    }
}
