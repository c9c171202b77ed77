import BanterCanvas

/// `TextLayout`'s wrapping and truncation for styled characters: the plain text is laid out
/// by `TextLayout` itself (so a styled label breaks exactly where a plain one would), and
/// each output character is mapped back to the styled character it came from.
enum StyledTextLayout {
    /// Tab stops, every this many columns from the start of a paragraph (TextLayout's default).
    static let tabWidth = 8

    /// The total display width of `characters`.
    static func width(of characters: [StyledCharacter]) -> Int {
        characters.reduce(0) { $0 + $1.width }
    }

    /// `characters` with each tab replaced by the spaces that reach the next stop, in the
    /// tab's style. Done here rather than by `TextLayout` so the spaces keep a style.
    static func expandTabs(_ characters: [StyledCharacter]) -> [StyledCharacter] {
        guard characters.contains(where: { $0.character == "\t" }) else { return characters }
        var result: [StyledCharacter] = []
        result.reserveCapacity(characters.count + 8)
        var column = 0
        for item in characters {
            if item.character == "\t" {
                let spaces = tabWidth - column % tabWidth
                result.append(contentsOf: repeatElement(StyledCharacter(" ", style: item.style), count: spaces))
                column += spaces
            } else {
                result.append(item)
                column = item.character.isNewline ? 0 : column + item.width
            }
        }
        return result
    }

    /// The paragraphs of `characters` (split at hard line breaks), unwrapped.
    static func paragraphs(_ characters: [StyledCharacter]) -> [[StyledCharacter]] {
        characters.split(omittingEmptySubsequences: false) { $0.character.isNewline }.map(Array.init)
    }

    /// Word-wraps tab-free `characters` to `width` columns with `TextLayout.wrap`.
    ///
    /// Each line `TextLayout` returns is a contiguous piece of the source; what lies between
    /// two lines (the whitespace dropped at a soft break, a hard break) is skipped by scanning
    /// forward to the line's first character. The rest of the line is then matched as bytes
    /// (the line's UTF-8 against the source's from that character), which is what makes this
    /// cheap: comparing `Character`s one by one costs more than the wrapping itself.
    static func wrap(_ characters: [StyledCharacter], width: Int) -> [[StyledCharacter]] {
        var plain = ""
        // Where each character starts in `plain`'s UTF-8, and where the last one ends.
        var offsets: [Int] = []
        offsets.reserveCapacity(characters.count + 1)
        for item in characters {
            offsets.append(plain.utf8.count)
            plain.append(item.character)
        }
        offsets.append(plain.utf8.count)
        var cursor = 0
        return TextLayout.wrap(plain, width: width).map { line in
            if let run = sourceRun(of: line, in: plain, offsets: offsets, characters: characters, from: cursor) {
                cursor = run.upperBound
                return Array(characters[run])
            }
            return mapCharacters(of: line, to: characters, cursor: &cursor)
        }
    }

    /// The characters `line` was cut from, found at the first character from `cursor` equal
    /// to the line's first; nil if the source's bytes there differ from the line's, or the
    /// line does not end between two characters (then `mapCharacters` decides).
    private static func sourceRun(of line: String, in plain: String, offsets: [Int], characters: [StyledCharacter], from cursor: Int) -> Range<Int>? {
        guard let first = line.first else { return cursor..<cursor }
        var probe = cursor
        while probe < characters.count && characters[probe].character != first { probe += 1 }
        guard probe < characters.count else { return nil }
        let start = offsets[probe]
        let target = start + line.utf8.count
        guard target <= offsets[characters.count] else { return nil }
        let same = plain.utf8.withContiguousStorageIfAvailable { source in
            line.utf8.withContiguousStorageIfAvailable { bytes in
                UnsafeBufferPointer(rebasing: source[start..<target]).elementsEqual(bytes)
            }
        }
        guard same == true else { return nil }
        var end = probe + 1
        while offsets[end] < target { end += 1 }
        return offsets[end] == target ? probe..<end : nil
    }

    /// `line` mapped one character at a time to the first equal character from `cursor` on.
    private static func mapCharacters(of line: String, to characters: [StyledCharacter], cursor: inout Int) -> [StyledCharacter] {
        var mapped: [StyledCharacter] = []
        for character in line {
            var probe = cursor
            while probe < characters.count && characters[probe].character != character { probe += 1 }
            if probe < characters.count {
                mapped.append(characters[probe])
                cursor = probe + 1
            } else {
                // Only reachable if TextLayout ever rewrote a character; keep drawing.
                let style = cursor < characters.count ? characters[cursor].style : characters.last?.style ?? .plain
                mapped.append(StyledCharacter(character, style: style))
            }
        }
        return mapped
    }

    /// `line` if it fits in `width` columns, otherwise shortened with `…` exactly as
    /// `TextLayout.truncate(_:width:mode:)` shortens the plain text. The ellipsis takes the
    /// style of the text beside the cut.
    static func truncate(_ line: [StyledCharacter], width: Int, mode: TextLayout.TruncationMode, fallback: TextStyle) -> [StyledCharacter] {
        guard width > 0 else { return [] }
        guard self.width(of: line) > width else { return line }
        guard width > 1 else { return [ellipsis(styleOf: line.first, fallback: fallback)] }
        let room = width - 1
        switch mode {
        case .tail:
            let head = prefix(of: line, width: room)
            return head + [ellipsis(styleOf: head.last ?? line.first, fallback: fallback)]
        case .head:
            let tail = suffix(of: line, width: room)
            return [ellipsis(styleOf: tail.first ?? line.last, fallback: fallback)] + tail
        case .middle:
            let head = prefix(of: line, width: (room + 1) / 2)
            let tail = suffix(of: line, width: room / 2)
            return head + [ellipsis(styleOf: head.last ?? line.first, fallback: fallback)] + tail
        }
    }

    /// `line` cut to leave a column free, then `…`, always: the last line kept when more
    /// text follows (as `TextLayout.wrap(_:width:maxLines:)` does).
    static func withEllipsis(_ line: [StyledCharacter], width: Int, fallback: TextStyle) -> [StyledCharacter] {
        let head = prefix(of: line, width: max(1, width) - 1)
        return head + [ellipsis(styleOf: head.last ?? line.last, fallback: fallback)]
    }

    private static func ellipsis(styleOf neighbour: StyledCharacter?, fallback: TextStyle) -> StyledCharacter {
        StyledCharacter(TextLayout.ellipsis, style: neighbour?.style ?? fallback)
    }

    /// The longest run of whole clusters from the start that fits, without trailing blanks.
    private static func prefix(of line: [StyledCharacter], width: Int) -> [StyledCharacter] {
        var used = 0, end = 0
        for item in line {
            guard used + item.width <= width else { break }
            used += item.width
            end += 1
        }
        while end > 0 && ControlPalette.isTrimmable(line[end - 1].character) { end -= 1 }
        return Array(line[..<end])
    }

    /// The longest run of whole clusters from the end that fits, without leading blanks.
    private static func suffix(of line: [StyledCharacter], width: Int) -> [StyledCharacter] {
        var used = 0, start = line.count
        for item in line.reversed() {
            guard used + item.width <= width else { break }
            used += item.width
            start -= 1
        }
        while start < line.count && ControlPalette.isTrimmable(line[start].character) { start += 1 }
        return Array(line[start...])
    }
}
