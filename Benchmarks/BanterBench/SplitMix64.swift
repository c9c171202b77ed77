/// A small seeded random number generator, so every run benchmarks the same text.
///
/// Draws go through `index(below:)` rather than the standard library's `random(in:using:)`,
/// whose way of using the generator's bits is not promised to stay the same.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound`; the multiply-high bias is far below anything a benchmark
    /// could notice.
    mutating func index(below bound: Int) -> Int {
        precondition(bound > 0)
        return Int(next().multipliedFullWidth(by: UInt64(bound)).high)
    }

    /// A number in `range`.
    mutating func number(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + index(below: range.count)
    }

    /// True `numerator` times in `denominator`.
    mutating func chance(_ numerator: Int, in denominator: Int) -> Bool {
        index(below: denominator) < numerator
    }

    mutating func element<T>(of array: [T]) -> T {
        array[index(below: array.count)]
    }
}
