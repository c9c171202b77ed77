import BanterCanvas

/// Lays out its arranged subviews in a row or a column, like `UIStackView`.
///
/// Each arranged view is measured with `sizeThatFits`. Along the axis, `distribution` shares
/// the space: `.fill` gives each view its measured length and the rest to the last view
/// that can grow (or takes it from the end when there is too little), `.fillEqually` gives
/// every view the same length, `.equalSpacing` keeps measured lengths and spreads the
/// leftover space evenly between them. Across the axis, `alignment` sizes and places each
/// view. Hidden views take no space.
@MainActor
open class StackView: View {
    /// Row (horizontal) or column (vertical).
    public var axis: Axis = .vertical { didSet { setNeedsLayout() } }
    /// Cells between neighbouring views.
    public var spacing = 0 { didSet { setNeedsLayout() } }

    /// How views are placed across the axis.
    public enum Alignment: Sendable {
        /// As wide (or tall) as the stack.
        case fill
        /// Their own size, at the start (left or top).
        case leading
        /// Their own size, centred.
        case center
        /// Their own size, at the end (right or bottom).
        case trailing
    }

    /// How views are placed across the axis.
    public var alignment: Alignment = .fill { didSet { setNeedsLayout() } }

    /// How the space along the axis is shared.
    public enum Distribution: Sendable {
        case fill, fillEqually, equalSpacing
    }

    /// How the space along the axis is shared.
    public var distribution: Distribution = .fill { didSet { setNeedsLayout() } }

    /// The views the stack lays out, in order.
    public private(set) var arrangedSubviews: [View] = []

    /// A stack of `views`.
    public init(arrangedSubviews views: [View] = [], axis: Axis = .vertical, spacing: Int = 0) {
        self.axis = axis
        self.spacing = spacing
        super.init()
        for view in views { addArrangedSubview(view) }
    }

    /// Adds `view` at the end (and as a subview).
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` at `index` (clamped).
    public func insertArrangedSubview(_ view: View, at index: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: max(0, min(index, arrangedSubviews.count)))
        if view.superview !== self { addSubview(view) }
        setNeedsLayout()
    }

    /// Stops laying out `view` (it stays a subview, as in UIKit).
    public func removeArrangedSubview(_ view: View) {
        arrangedSubviews.removeAll { $0 === view }
        setNeedsLayout()
    }

    private var visibleViews: [View] { arrangedSubviews.filter { !$0.isHidden } }

    /// The views' measured lengths along the axis and across it, within `size`.
    private func measure(in size: Size) -> [(along: Int, across: Int)] {
        visibleViews.map { view in
            let fitted = view.sizeThatFits(size)
            return axis == .horizontal ? (fitted.width, fitted.height) : (fitted.height, fitted.width)
        }
    }

    /// The lengths along the axis plus the spacing, and the largest length across.
    open override func sizeThatFits(_ size: Size) -> Size {
        let measured = measure(in: size)
        let along = measured.reduce(0) { $0 + max(0, $1.along) } + spacing * max(0, measured.count - 1)
        let across = measured.map(\.across).max() ?? 0
        return axis == .horizontal ? Size(width: along, height: across) : Size(width: across, height: along)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let views = visibleViews
        guard !views.isEmpty else { return }
        let totalAlong = axis == .horizontal ? bounds.width : bounds.height
        let totalAcross = axis == .horizontal ? bounds.height : bounds.width
        let measured = measure(in: bounds.size)
        let gaps = spacing * (views.count - 1)
        var lengths = measured.map { max(0, $0.along) }
        var gapAfter = Array(repeating: spacing, count: views.count)

        switch distribution {
        case .fillEqually:
            let room = max(0, totalAlong - gaps)
            lengths = views.indices.map { room / views.count + ($0 < room % views.count ? 1 : 0) }
        case .fill:
            var extra = totalAlong - gaps - lengths.reduce(0, +)
            // Give spare room to the last view; take missing room from the end backwards.
            if extra > 0 { lengths[lengths.count - 1] += extra }
            var index = lengths.count - 1
            while extra < 0 && index >= 0 {
                let taken = min(lengths[index], -extra)
                lengths[index] -= taken
                extra += taken
                index -= 1
            }
        case .equalSpacing:
            let leftover = max(0, totalAlong - lengths.reduce(0, +))
            if views.count > 1 {
                gapAfter = views.indices.map { leftover / (views.count - 1) + ($0 < leftover % (views.count - 1) ? 1 : 0) }
            }
        }

        var position = 0
        for (index, view) in views.enumerated() {
            let crossLength = alignment == .fill ? totalAcross : min(totalAcross, max(0, measured[index].across))
            let crossOffset: Int
            switch alignment {
            case .fill, .leading: crossOffset = 0
            case .center: crossOffset = (totalAcross - crossLength) / 2
            case .trailing: crossOffset = totalAcross - crossLength
            }
            view.frame = axis == .horizontal
                ? Rect(x: position, y: crossOffset, width: lengths[index], height: crossLength)
                : Rect(x: crossOffset, y: position, width: crossLength, height: lengths[index])
            position += lengths[index] + gapAfter[index]
        }
    }
}
