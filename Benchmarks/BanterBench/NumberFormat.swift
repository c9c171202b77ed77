/// Fixed-point number text for the table and the JSON report, without Foundation.
enum NumberFormat {
    /// `value` with `decimals` digits after the point, rounded half away from zero.
    static func fixed(_ value: Double, decimals: Int) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        // Beyond 2^63 an Int cannot hold the digits; such figures have no useful decimals.
        guard scaled < 9.2e18 else { return "\(value)" }
        let digits = Int(scaled)
        let factor = Int(scale)
        let sign = value < 0 && digits != 0 ? "-" : ""
        guard decimals > 0 else { return sign + String(digits) }
        let fraction = String(digits % factor)
        let padding = String(repeating: "0", count: decimals - fraction.count)
        return sign + String(digits / factor) + "." + padding + fraction
    }

    /// About four significant digits, without ever dropping integer digits: what a reader
    /// of a benchmark table can compare at a glance.
    static func readable(_ value: Double) -> String {
        let magnitude = abs(value)
        let decimals = magnitude >= 1000 ? 0 : magnitude >= 100 ? 1 : magnitude >= 10 ? 2 : 3
        return fixed(value, decimals: decimals)
    }

    /// A target as written in the code: `150`, `0.5`.
    static func compact(_ value: Double) -> String {
        var text = fixed(value, decimals: 3)
        guard text.contains(".") else { return text }
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
