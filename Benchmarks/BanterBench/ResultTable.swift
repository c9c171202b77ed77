import BanterCanvas

/// The results as an aligned text table, for people.
struct ResultTable {
    /// Which side of its column a cell hugs: names left, figures right.
    private enum Alignment { case left, right }

    private static let headers = ["name", "unit", "median", "p90", "iterations", "target", "status"]
    private static let alignments: [Alignment] = [.left, .left, .right, .right, .right, .right, .left]

    let results: [BenchmarkResult]

    var rendered: String {
        let rows = [Self.headers] + results.map(Self.cells)
        // Columns are measured in display columns, as `µ`, `≤` and `≥` are one column
        // but several bytes.
        let widths = Self.headers.indices.map { column in
            rows.map { TextWidth.of($0[column]) }.max() ?? 0
        }
        return rows.map { row in
            var line = ""
            for (column, text) in row.enumerated() {
                let padding = String(repeating: " ", count: widths[column] - TextWidth.of(text))
                if column > 0 { line += "  " }
                line += Self.alignments[column] == .left ? text + padding : padding + text
            }
            while line.hasSuffix(" ") { line.removeLast() }
            return line
        }.joined(separator: "\n")
    }

    private static func cells(_ result: BenchmarkResult) -> [String] {
        let target = result.target.map { result.unit.targetRelation + " " + NumberFormat.compact($0) } ?? ""
        return [
            result.name,
            result.unit.rawValue,
            result.skipReason == nil ? NumberFormat.readable(result.median) : "-",
            result.skipReason == nil ? NumberFormat.readable(result.p90) : "-",
            String(result.iterations),
            target,
            result.status.label,
        ]
    }
}
