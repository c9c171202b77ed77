import BanterCanvas

extension AlertController {
    /// The styles an alert or action sheet draws with. The stock look follows the window's
    /// light or dark traits; a themed app (the kit does this for its menus) gives its own.
    public struct Appearance: Sendable, Equatable {
        /// Laid over what is beneath while the alert is up.
        public var backdrop: TextStyle
        /// The box's fill.
        public var surface: TextStyle
        /// The box's border and its scroll arrows.
        public var border: TextStyle
        /// The title lines.
        public var title: TextStyle
        /// The message lines.
        public var message: TextStyle
        /// An ordinary action.
        public var action: TextStyle
        /// The cancel action.
        public var cancelAction: TextStyle
        /// A destructive action.
        public var destructiveAction: TextStyle
        /// The highlighted action, whatever its kind.
        public var selectedAction: TextStyle

        /// An appearance from its nine styles.
        public init(backdrop: TextStyle, surface: TextStyle, border: TextStyle, title: TextStyle, message: TextStyle,
                    action: TextStyle, cancelAction: TextStyle, destructiveAction: TextStyle, selectedAction: TextStyle) {
            self.backdrop = backdrop
            self.surface = surface
            self.border = border
            self.title = title
            self.message = message
            self.action = action
            self.cancelAction = cancelAction
            self.destructiveAction = destructiveAction
            self.selectedAction = selectedAction
        }

        /// The look an alert has when nobody themed it: a light or dark grey box, actions in
        /// `tint`, destructive ones in red.
        public static func stock(dark: Bool, tint: Color) -> Appearance {
            Appearance(
                backdrop: TextStyle(attributes: .dim),
                surface: TextStyle(foreground: .default, background: dark ? .palette(236) : .palette(255)),
                border: TextStyle(foreground: .brightBlack),
                title: TextStyle(attributes: .bold),
                message: .plain,
                action: TextStyle(foreground: tint, attributes: .bold),
                cancelAction: TextStyle(foreground: tint),
                destructiveAction: TextStyle(foreground: .red, attributes: .bold),
                selectedAction: TextStyle(foreground: .black, background: tint, attributes: .bold))
        }
    }
}
