/// The results as JSON, for tools that track figures over time: an array with one object
/// per case, one object per line, so reports diff line by line.
struct JSONReport {
    let results: [BenchmarkResult]

    var rendered: String {
        let lines = results.map(Self.object)
        return "[\n" + lines.joined(separator: ",\n") + "\n]\n"
    }

    private static func object(_ result: BenchmarkResult) -> String {
        var fields = [
            "\"name\": \(string(result.name))",
            "\"unit\": \(string(result.unit.rawValue))",
            "\"median\": \(number(result.median))",
            "\"p90\": \(number(result.p90))",
            "\"iterations\": \(result.iterations)",
        ]
        if let target = result.target {
            fields.append("\"target\": \(number(target))")
        }
        if let reason = result.skipReason {
            fields.append("\"skipped\": \(string(reason))")
        }
        return "{" + fields.joined(separator: ", ") + "}"
    }

    /// Three decimals keep four significant digits for the smallest figures (ms) without
    /// printing timer noise; JSON has no infinity, so a non-finite figure is `null`.
    private static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        return NumberFormat.compact(value)
    }

    private static func string(_ text: String) -> String {
        var escaped = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            case "\t": escaped += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                escaped += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped + "\""
    }
}
