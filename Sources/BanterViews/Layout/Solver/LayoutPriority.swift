/// How much a constraint matters, from 1 to 1000, as in Auto Layout.
///
/// `required` (1000) constraints must hold; the solver refuses one that conflicts with
/// those already installed. Anything lower is a preference: the solver keeps its error as
/// small as it can, and priorities are strictly ordered, so any amount of error at a lower
/// priority is accepted to reduce the error of a higher one by any amount, however many
/// lower-priority constraints there are. Constraints of equal priority trade off evenly:
/// the solver minimises the sum of their errors.
public struct LayoutPriority: Hashable, Comparable, Sendable, CustomStringConvertible,
    ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral
{
    /// The priority, always within 1...1000.
    public let rawValue: Float

    /// Must hold; installing one that cannot is refused with a diagnostic.
    public static let required = LayoutPriority(1000)
    /// A strong preference, such as a view resisting compression below its content size.
    public static let high = LayoutPriority(750)
    /// A weak preference, such as a view hugging its content.
    public static let low = LayoutPriority(250)
    /// The priority at which a view prefers to be as small as its content allows.
    public static let fittingSize = LayoutPriority(50)

    /// `value` clamped to 1...1000. NaN, which no caller means, becomes 1: the priority
    /// least able to disturb anything else.
    public init(_ value: Float) {
        rawValue = value.isNaN ? 1 : min(max(value, 1), 1000)
    }

    /// `LayoutPriority(value)`, so a literal such as `999.5` can stand for a priority.
    public init(floatLiteral value: Float) {
        self.init(value)
    }

    /// `LayoutPriority(Float(value))`, so a literal such as `251` can stand for a priority.
    public init(integerLiteral value: Int) {
        self.init(Float(value))
    }

    /// Whether constraints at this priority must hold.
    public var isRequired: Bool { rawValue == 1000 }

    /// Whether `lhs` matters less than `rhs`.
    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// A priority `amount` higher, clamped (so `.high + 1` is 751, `.required + 1` stays
    /// required).
    public static func + (priority: LayoutPriority, amount: Float) -> LayoutPriority {
        LayoutPriority(priority.rawValue + amount)
    }

    /// A priority `amount` lower, clamped (so `.required - 1` is the strongest preference).
    public static func - (priority: LayoutPriority, amount: Float) -> LayoutPriority {
        LayoutPriority(priority.rawValue - amount)
    }

    /// The number, without a fraction when it is whole: `750`, `999.5`.
    public var description: String {
        Float(Int(rawValue)) == rawValue ? String(Int(rawValue)) : String(rawValue)
    }
}
