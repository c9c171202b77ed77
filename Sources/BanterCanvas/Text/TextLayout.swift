/// Lays text out in display columns: word wrap, truncation with `…`, alignment and tab
/// expansion. Every measure is `TextWidth`'s, so what `TextLayout` says fits is exactly what
/// a `Canvas` draws.
public enum TextLayout {
    /// Where a line sits inside a wider space.
    public enum Alignment: Hashable, Sendable {
        case leading, center, trailing
    }

    /// Which part of a too-long line gives way to the ellipsis.
    public enum TruncationMode: Hashable, Sendable {
        /// `…ong text`
        case head
        /// `lo…ext`
        case middle
        /// `long te…`
        case tail
    }

    /// The character that marks truncated text: U+2026, one column.
    public static let ellipsis: Character = "…"

    // MARK: - Wrapping

    /// Breaks `text` into lines no wider than `width` columns.
    ///
    /// - Hard line breaks (LF, CR LF, CR, VT, FF, NEL, U+2028, U+2029) always end a line; an
    ///   empty paragraph is an empty line.
    /// - Tabs are expanded to spaces first, to stops every `tabWidth` columns from the start
    ///   of each paragraph.
    /// - Lines break at spaces, before and after CJK ideographs and wide emoji (but never
    ///   before closing punctuation such as `。` or `」`, nor after opening punctuation), and
    ///   after a hyphen between letters. The whitespace at a break is dropped; whitespace
    ///   elsewhere is kept, including indentation at the start of a paragraph when the first
    ///   word fits after it.
    /// - A word wider than a line is broken between grapheme clusters; a cluster is never
    ///   split.
    ///
    /// No line is ever wider than `width`, with one exception that cannot be avoided: when
    /// `width` is 1, a wide cluster has a line of its own, two columns wide (a canvas draws
    /// it as a space). A `width` below 1 counts as 1.
    public static func wrap(_ text: String, width: Int, tabWidth: Int = 8) -> [String] {
        let width = max(1, width)
        // Tabs are rare: wrap optimistically, and expand them and wrap again on meeting one
        // (the expanded text has no tab left, so the second pass always gives lines).
        if let lines = wrapWithoutTabs(text, width: width) { return lines }
        return wrapWithoutTabs(expandTabs(text, tabWidth: tabWidth), width: width) ?? []
    }

    /// The lines of `text`, or `nil` if it has a tab.
    private static func wrapWithoutTabs(_ text: String, width: Int) -> [String]? {
        GraphemeScanner.scan(text[...]) { scanner in
            let bytes = scanner.bytes
            var breaker = LineBreaker(width: width, bytes: bytes)
            while scanner.offset < bytes.count {
                let start = scanner.offset
                var end = start
                while end < bytes.count && LineBreaker.isWordByte(bytes[end]) { end += 1 }
                // A run's last character may take a combining mark that follows it.
                let joinable = end < bytes.count && bytes[end] >= 0x80
                if joinable { end -= 1 }
                if end - start > 1 {
                    breaker.addWordRun(from: start, to: end)
                    scanner.offset = end
                    continue
                }
                switch bytes[start] {
                case 0x20 where start + 1 == bytes.count || bytes[start + 1] < 0x80:
                    breaker.addSpace(at: start)
                    scanner.offset = start + 1
                case 0x09:
                    return nil
                default:
                    guard let cluster = scanner.next() else { break }
                    breaker.add(cluster)
                }
            }
            breaker.finishParagraph()
            return breaker.lines
        }
    }

    /// Wraps `text` like `wrap(_:width:tabWidth:)`, keeping at most `maxLines` lines. When
    /// text is left over, the last line kept ends with `…`.
    public static func wrap(_ text: String, width: Int, maxLines: Int, tabWidth: Int = 8) -> [String] {
        guard maxLines > 0 else { return [] }
        var lines = wrap(text, width: width, tabWidth: tabWidth)
        guard lines.count > maxLines else { return lines }
        lines.removeLast(lines.count - maxLines)
        lines[maxLines - 1] = withEllipsis(lines[maxLines - 1], width: max(1, width))
        return lines
    }

    // MARK: - Truncation

    /// `text` if it fits in `width` columns; otherwise as much of it as fits with `…`
    /// standing for the rest (at the end, the start or the middle, as `mode` says).
    /// Clusters are never split, and whitespace next to the ellipsis is dropped. A `width`
    /// of 1 gives `…`; below that, the empty string.
    public static func truncate(_ text: String, width: Int, mode: TruncationMode = .tail) -> String {
        guard width > 0 else { return "" }
        guard TextWidth.of(text) > width else { return text }
        guard width > 1 else { return String(ellipsis) }
        let clusters = measuredClusters(of: text)
        let room = width - 1
        switch mode {
        case .tail:
            return prefix(of: text, clusters: clusters, width: room) + String(ellipsis)
        case .head:
            return String(ellipsis) + suffix(of: text, clusters: clusters, width: room)
        case .middle:
            let head = prefix(of: text, clusters: clusters, width: (room + 1) / 2)
            let tail = suffix(of: text, clusters: clusters, width: room / 2)
            return head + String(ellipsis) + tail
        }
    }

    /// `line` cut to `width - 1` columns if need be, then `…`, always: for the last line
    /// kept when more text follows.
    static func withEllipsis(_ line: String, width: Int) -> String {
        let clusters = measuredClusters(of: line)
        return prefix(of: line, clusters: clusters, width: width - 1) + String(ellipsis)
    }

    /// The UTF-8 ranges and widths of the clusters of `text`.
    private static func measuredClusters(of text: String) -> [(range: Range<Int>, width: Int)] {
        GraphemeScanner.scan(text[...]) { scanner in
            var clusters: [(range: Range<Int>, width: Int)] = []
            while let cluster = scanner.next() {
                clusters.append((cluster.start..<cluster.end, cluster.width))
            }
            return clusters
        }
    }

    /// The longest run of whole clusters from the start that fits in `width`, without
    /// trailing whitespace.
    private static func prefix(of text: String, clusters: [(range: Range<Int>, width: Int)], width: Int) -> String {
        var used = 0, end = 0
        for cluster in clusters {
            guard used + cluster.width <= width else { break }
            used += cluster.width
            end = cluster.range.upperBound
        }
        return String(decoding: text.utf8.prefix(end), as: UTF8.self).trimmingTrailingWhitespace()
    }

    /// The longest run of whole clusters from the end that fits in `width`, without
    /// leading whitespace.
    private static func suffix(of text: String, clusters: [(range: Range<Int>, width: Int)], width: Int) -> String {
        var used = 0, start = text.utf8.count
        for cluster in clusters.reversed() {
            guard used + cluster.width <= width else { break }
            used += cluster.width
            start = cluster.range.lowerBound
        }
        return String(decoding: text.utf8.dropFirst(start), as: UTF8.self).trimmingLeadingWhitespace()
    }

    // MARK: - Alignment

    /// The column, counted from the start of a `width`-column space, where a line
    /// `lineWidth` columns wide starts. Centring puts the odd column on the right. A line
    /// wider than the space starts at 0.
    public static func leadingOffset(lineWidth: Int, width: Int, alignment: Alignment) -> Int {
        let free = max(0, width - lineWidth)
        switch alignment {
        case .leading: return 0
        case .center: return free / 2
        case .trailing: return free
        }
    }

    /// `line` padded with spaces to exactly `width` columns, placed as `alignment` says; a
    /// line that is too wide is truncated at the tail first.
    public static func align(_ line: String, width: Int, alignment: Alignment) -> String {
        guard width > 0 else { return "" }
        let fitted = truncate(line, width: width)
        let lineWidth = TextWidth.of(fitted)
        let before = leadingOffset(lineWidth: lineWidth, width: width, alignment: alignment)
        let after = max(0, width - lineWidth - before)
        return String(repeating: " ", count: before) + fitted + String(repeating: " ", count: after)
    }

    // MARK: - Tabs

    /// Whether `text` has a tab, read straight from its UTF-8 storage.
    private static func containsTab(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { $0.contains(0x09) } ?? text.utf8.contains(0x09)
    }

    /// `text` with each tab replaced by the spaces that reach the next tab stop. Stops are
    /// every `tabWidth` columns (at least 1), counted in display columns from the start of
    /// each line, so tabs after wide characters still line up.
    public static func expandTabs(_ text: String, tabWidth: Int = 8) -> String {
        guard containsTab(text) else { return text }
        let tabWidth = max(1, tabWidth)
        return GraphemeScanner.scan(text[...]) { scanner in
            var result: [UInt8] = []
            result.reserveCapacity(scanner.bytes.count + 8)
            var column = 0
            while let cluster = scanner.next() {
                switch cluster.firstScalar {
                case 0x09 where cluster.isSingleScalar:
                    let spaces = tabWidth - column % tabWidth
                    result.append(contentsOf: repeatElement(0x20, count: spaces))
                    column += spaces
                    continue
                case _ where LineBreaker.isHardBreak(cluster.firstScalar):
                    column = 0
                default:
                    column += cluster.width
                }
                result.append(contentsOf: UnsafeBufferPointer(rebasing: scanner.bytes[cluster.start..<cluster.end]))
            }
            return String(decoding: result, as: UTF8.self)
        }
    }
}

extension String {
    func trimmingTrailingWhitespace() -> String {
        var result = self
        while let last = result.last, last == " " || last == "\u{3000}" { result.removeLast() }
        return result
    }

    func trimmingLeadingWhitespace() -> String {
        String(drop { $0 == " " || $0 == "\u{3000}" })
    }
}
