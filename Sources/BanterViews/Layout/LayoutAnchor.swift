/// One edge, centre line or dimension of a view, to build constraints from, as
/// `NSLayoutAnchor` does: `label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 2)`.
///
/// Anchors of the same axis relate to each other (leading, trailing and centerX; top,
/// bottom and centerY); width and height relate to dimensions or to constants. A constraint
/// mixing axes is reported and never activated.
@MainActor
public struct LayoutAnchor {
    /// Which part of the view.
    public enum Attribute: Sendable, CustomStringConvertible {
        case leading, trailing, top, bottom, width, height, centerX, centerY

        /// Which axis the attribute measures along.
        var isHorizontal: Bool {
            switch self {
            case .leading, .trailing, .width, .centerX: return true
            case .top, .bottom, .height, .centerY: return false
            }
        }

        /// Whether it is a size rather than a position.
        var isDimension: Bool { self == .width || self == .height }

        public var description: String {
            switch self {
            case .leading: return "leading"
            case .trailing: return "trailing"
            case .top: return "top"
            case .bottom: return "bottom"
            case .width: return "width"
            case .height: return "height"
            case .centerX: return "centerX"
            case .centerY: return "centerY"
            }
        }
    }

    /// The view the anchor belongs to. Held weakly, as UIKit's constraints hold their
    /// items: a view's own constraints name the view (`subview.pin(to: self)` installs them
    /// on `self`), and a strong reference would keep every such view alive forever. An
    /// installed constraint's views are kept alive by the hierarchy and the engine, so the
    /// view is there whenever the anchor is used.
    public var view: View { storedView! }
    /// Which part of it.
    public let attribute: Attribute

    private weak var storedView: View?

    /// The `attribute` anchor of `view`.
    init(view: View, attribute: Attribute) {
        storedView = view
        self.attribute = attribute
    }

    /// Whether the view is still there (diagnostics of constraints outliving their views).
    var isViewAlive: Bool { storedView != nil }

    /// `self == anchor * multiplier + constant`.
    public func constraint(equalTo anchor: LayoutAnchor, multiplier: Double = 1, constant: Int = 0) -> LayoutConstraint {
        LayoutConstraint(self, .equal, anchor, multiplier: multiplier, constant: constant)
    }

    /// `self <= anchor * multiplier + constant`.
    public func constraint(lessThanOrEqualTo anchor: LayoutAnchor, multiplier: Double = 1, constant: Int = 0) -> LayoutConstraint {
        LayoutConstraint(self, .lessOrEqual, anchor, multiplier: multiplier, constant: constant)
    }

    /// `self >= anchor * multiplier + constant`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor, multiplier: Double = 1, constant: Int = 0) -> LayoutConstraint {
        LayoutConstraint(self, .greaterOrEqual, anchor, multiplier: multiplier, constant: constant)
    }

    /// `self == constant` (for widths and heights).
    public func constraint(equalToConstant constant: Int) -> LayoutConstraint {
        LayoutConstraint(self, .equal, nil, multiplier: 0, constant: constant)
    }

    /// `self <= constant` (for widths and heights).
    public func constraint(lessThanOrEqualToConstant constant: Int) -> LayoutConstraint {
        LayoutConstraint(self, .lessOrEqual, nil, multiplier: 0, constant: constant)
    }

    /// `self >= constant` (for widths and heights).
    public func constraint(greaterThanOrEqualToConstant constant: Int) -> LayoutConstraint {
        LayoutConstraint(self, .greaterOrEqual, nil, multiplier: 0, constant: constant)
    }
}
