import BanterCanvas

/// A row of a table. Subclass it, lay out its content in `layoutSubviews`, and size it in
/// `sizeThatFits` (the table asks with its width and takes the height: rows size themselves).
///
/// Cells are reused: the table keeps cells that scrolled away per reuse identifier and
/// hands them out again, after `prepareForReuse()`.
@MainActor
open class TableViewCell: View {
    /// The identifier the cell is reused under.
    public let reuseIdentifier: String

    /// A cell for `reuseIdentifier`; tables create cells through this initializer.
    public required init(reuseIdentifier: String) {
        self.reuseIdentifier = reuseIdentifier
        super.init()
    }

    /// Whether the row is the table's selection.
    public internal(set) var isSelected = false {
        didSet { if isSelected != oldValue { setNeedsDisplay() } }
    }

    /// Whether the selection is shown as focused (the table has focus).
    public internal(set) var showsFocus = false {
        didSet { if showsFocus != oldValue { setNeedsDisplay() } }
    }

    /// Called before the table hands the cell out again. Call `super`.
    open func prepareForReuse() {
        isSelected = false
        showsFocus = false
    }

    /// One row tall unless the subclass says otherwise.
    open override func sizeThatFits(_ size: Size) -> Size {
        let intrinsic = intrinsicContentSize
        return Size(width: size.width, height: intrinsic.height >= 0 ? intrinsic.height : 1)
    }

    /// Marks the selection: the tint colour behind the row when the table has focus, a
    /// muted one otherwise. Content drawn over it keeps it (text is ink).
    open override func draw(in context: DrawingContext) {
        guard isSelected else { return }
        let background: Color = showsFocus ? tintColor : (traitCollection.userInterfaceStyle == .dark ? .palette(238) : .palette(253))
        context.fill(bounds, style: TextStyle(foreground: showsFocus ? .black : .default, background: background))
    }
}
