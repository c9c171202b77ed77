import BanterCanvas

/// A thin rule between pieces of a screen, horizontal or vertical, in the muted colour.
///
/// The rule runs the full length of the view along its axis, on the middle row (or column)
/// across it, so a separator given extra room stays centred in it.
@MainActor
open class SeparatorView: View {
    /// Which way the rule runs.
    public enum Axis: Hashable, Sendable {
        /// A row: `────`.
        case horizontal
        /// A column: `│`.
        case vertical
    }

    /// Which way the rule runs.
    public var axis: Axis {
        didSet {
            guard axis != oldValue else { return }
            setNeedsDisplay()
            superview?.setNeedsLayout()
        }
    }

    /// The line style.
    public var border: BorderStyle = .single {
        didSet { if border != oldValue { setNeedsDisplay() } }
    }

    /// The rule's style; `nil` for the muted default (grey on light terminals, dimmed on
    /// dark ones).
    public var style: TextStyle? {
        didSet { if style != oldValue { setNeedsDisplay() } }
    }

    /// A separator along `axis`.
    public init(axis: Axis = .horizontal, frame: Rect = .zero) {
        self.axis = axis
        super.init(frame: frame)
    }

    /// One cell thick across the axis, no opinion along it.
    open override var intrinsicContentSize: Size {
        axis == .horizontal ? Size(width: -1, height: 1) : Size(width: 1, height: -1)
    }

    /// The given length along the axis (the current one when that is 0 or less), one cell
    /// across.
    open override func sizeThatFits(_ size: Size) -> Size {
        switch axis {
        case .horizontal: Size(width: size.width > 0 ? size.width : bounds.width, height: 1)
        case .vertical: Size(width: 1, height: size.height > 0 ? size.height : bounds.height)
        }
    }

    /// Draws the rule along the axis, centred across it.
    open override func draw(in context: DrawingContext) {
        let style = self.style ?? ControlPalette.muted(traitCollection)
        switch axis {
        case .horizontal:
            context.drawHorizontalLine(from: Point(x: bounds.minX, y: bounds.minY + (bounds.height - 1) / 2), length: bounds.width, border: border, style: style)
        case .vertical:
            context.drawVerticalLine(from: Point(x: bounds.minX + (bounds.width - 1) / 2, y: bounds.minY), length: bounds.height, border: border, style: style)
        }
    }
}
