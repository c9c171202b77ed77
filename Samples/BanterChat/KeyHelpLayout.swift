import BanterUIKit

/// The key help's rows laid out for a width: keys in a column, each meaning wrapped beside
/// its key, with the wrapped lines indented under the meaning rather than under the key.
struct KeyHelpLayout: Equatable {
    /// One line of the help: the key (empty on a meaning's continuation lines) and the text.
    struct Line: Equatable {
        var key: String
        var text: String
    }

    /// The lines, in order.
    var lines: [Line]
    /// The key column's width, in cells, including the gap after it.
    var keyColumnWidth: Int

    /// Lays `entries` out in `width` cells. The key column is as wide as the widest key plus
    /// two; meanings get at least 8 cells, so a very narrow panel wraps rather than drops.
    init(_ entries: [(key: String, meaning: String)], width: Int) {
        keyColumnWidth = (entries.map { TextWidth.of($0.key) }.max() ?? 0) + 2
        let textWidth = max(8, width - keyColumnWidth)
        lines = entries.flatMap { entry in
            TextLayout.wrap(entry.meaning, width: textWidth).enumerated().map { index, text in
                Line(key: index == 0 ? entry.key : "", text: text)
            }
        }
    }

    /// The widest line, in cells: the panel's natural width.
    var naturalWidth: Int {
        keyColumnWidth + (lines.map { TextWidth.of($0.text) }.max() ?? 0)
    }
}
