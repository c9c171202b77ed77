import BanterCanvas
import BanterTerminal

/// An editable text field, one line or several: the terminal's `UITextField` and
/// `UITextView` in one.
///
/// **Positions are grapheme clusters.** `caretIndex`, the delegate's ranges and `maxLength`
/// count `Character`s, so the caret never lands inside a cluster (an emoji ZWJ sequence, a
/// letter with a combining accent) and one Backspace removes one whole cluster. On screen the
/// caret accounts for display width: after `日` it is two columns further on.
///
/// **Single-line** (the default): newlines become spaces; the text scrolls sideways to keep
/// the caret in view. **Multi-line** (`isMultiline`): the text wraps at words (one column is
/// kept free at the right so the caret always has a cell to sit in); the view asks for one
/// row per display line up to `maxVisibleLines` (`intrinsicContentSize.height`), so a
/// container can grow it, and beyond that it scrolls to keep the caret's line visible.
///
/// **Keys** (only while focused; anything not listed passes along the responder chain):
///
/// | key | does |
/// |---|---|
/// | printable characters | insert |
/// | Enter | submit (`textInputViewDidSubmit`) |
/// | Alt-Enter, Ctrl-J (and Enter with any modifier) | newline, in multi-line; submit in single-line |
/// | Backspace / Delete | delete the cluster before / after the caret |
/// | Alt-Backspace | delete the word before the caret |
/// | Left / Right | one cluster (Ctrl- or Alt- one word) |
/// | Up / Down | one display line, keeping the column (multi-line; on the first / last line they pass on, e.g. for history) |
/// | Home / End, Ctrl-A / Ctrl-E | start / end of the line (between hard line breaks) |
/// | Ctrl-K | delete to the end of the line (at the end, join the next line) |
/// | Ctrl-U | delete to the start of the line (at the start, join the previous line) |
/// | Ctrl-W | delete back to the previous whitespace (readline's `unix-word-rubout`) |
/// | Alt-B / Alt-F | back / forward one word (letters, digits and emoji) |
///
/// Pastes insert at the caret, newlines kept in multi-line and turned into spaces in
/// single-line. Tabs become four spaces and other control characters are dropped, from
/// typing, pastes and `text` alike. A left click focuses the view and moves the caret there.
@MainActor
open class TextInputView: View {
    /// Told about edits and submission, and asked before each edit.
    public weak var delegate: TextInputViewDelegate?

    /// The text. Setting it cleans it (see the type's notes), cuts it to `maxLength`, puts
    /// the caret at the end and does not consult the delegate.
    public var text: String {
        get { String(characters) }
        set {
            var cleaned = Array(clean(newValue))
            if let maxLength, cleaned.count > maxLength { cleaned = Array(cleaned.prefix(max(0, maxLength))) }
            setCharacters(Array(String(cleaned)))
            caretIndex = characters.count
        }
    }

    /// The text as grapheme clusters; `caretIndex` and delegate ranges index this.
    public private(set) var characters: [Character] = []

    /// Where the caret is: the number of `Character`s before it, from 0 to `characters.count`.
    /// Values outside are clamped.
    public var caretIndex: Int {
        get { caret }
        set { moveCaret(to: newValue) }
    }

    /// Shown, muted, while the text is empty.
    public var placeholder: String {
        didSet { if placeholder != oldValue { setNeedsDisplay() } }
    }

    /// The style of the text.
    public var textStyle: TextStyle = .plain {
        didSet { if textStyle != oldValue { setNeedsDisplay() } }
    }

    /// Ranges of `characters` drawn in `highlightStyle` (layered over `textStyle`), such as
    /// the mention tokens of a message input. The owner keeps them in step with the text;
    /// ranges past the end are ignored.
    public var highlightedRanges: [Range<Int>] = [] {
        didSet { if highlightedRanges != oldValue { setNeedsDisplay() } }
    }

    /// The style of `highlightedRanges`.
    public var highlightStyle: TextStyle = .plain {
        didSet { if highlightStyle != oldValue { setNeedsDisplay() } }
    }

    /// The style of the placeholder; `nil` for the muted default (grey on light terminals,
    /// dimmed on dark ones).
    public var placeholderStyle: TextStyle? {
        didSet { if placeholderStyle != oldValue { setNeedsDisplay() } }
    }

    /// Whether the text may hold line breaks and wraps. Turning it off turns existing line
    /// breaks into spaces.
    public var isMultiline = false {
        didSet {
            guard isMultiline != oldValue else { return }
            if !isMultiline && characters.contains("\n") {
                let caretBefore = caret
                setCharacters(characters.map { $0 == "\n" ? " " : $0 })
                caret = min(caretBefore, characters.count)
            }
            layoutDidChange()
        }
    }

    /// The most `Character`s the text may hold; `nil` for no limit. Typing past it does
    /// nothing, and a longer paste is cut to fit. Lowering it does not cut the current text
    /// (set `text` to do that); it only stops the text growing.
    public var maxLength: Int?

    /// The most rows a multi-line view asks for before it scrolls (at least 1).
    public var maxVisibleLines = 5 {
        didSet {
            maxVisibleLines = max(1, maxVisibleLines)
            if maxVisibleLines != oldValue { layoutDidChange() }
        }
    }

    /// How far the content is scrolled: `x` is the first visible column (single-line), `y`
    /// the first visible display line (multi-line).
    public var scrollOffset: Point { Point(x: horizontalOffset, y: firstVisibleLine) }

    private var caret = 0
    private var widths: [Int] = []
    /// The column Up and Down aim for, kept across a run of vertical moves so that passing a
    /// short line does not pull the caret left for good.
    private var goalColumn: Int?
    private var horizontalOffset = 0
    private var firstVisibleLine = 0
    private var reportedHeight: Int?
    private var cachedLines: (width: Int, lines: [DisplayLine])?

    /// An empty field showing `placeholder`.
    public required init(placeholder: String = "", isMultiline: Bool = false, frame: Rect = .zero) {
        self.placeholder = placeholder
        self.isMultiline = isMultiline
        super.init(frame: frame)
    }

    // MARK: Editing API

    /// Inserts `text` at the caret as if it were typed or pasted: cleaned, cut to
    /// `maxLength`, and subject to the delegate's approval.
    /// - Returns: whether the text changed.
    @discardableResult
    public func insertText(_ text: String) -> Bool {
        replace(caret..<caret, with: text)
    }

    /// Deletes the cluster before the caret, as Backspace does.
    /// - Returns: whether the text changed.
    @discardableResult
    public func deleteBackward() -> Bool {
        guard caret > 0 else { return false }
        return replace(caret - 1..<caret, with: "")
    }

    /// Replaces the characters in `range` (clamped to the text) with `replacement`: the one
    /// path every edit takes, so cleaning, `maxLength` and the delegate apply to all of them.
    /// The caret ends after the inserted text.
    /// - Returns: whether the text changed.
    @discardableResult
    public func replace(_ range: Range<Int>, with replacement: String) -> Bool {
        let lower = max(0, min(range.lowerBound, characters.count))
        let upper = max(lower, min(range.upperBound, characters.count))
        let range = lower..<upper
        var inserted = Array(clean(replacement))
        let prefix = String(characters[..<lower])
        let suffix = String(characters[upper...])
        if let maxLength {
            let room = max(0, maxLength - (characters.count - range.count))
            if inserted.count > room { inserted.removeLast(inserted.count - room) }
            // Clusters can merge where the pieces meet, so count the result, not the parts.
            while !inserted.isEmpty && (prefix + String(inserted) + suffix).count > max(maxLength, characters.count - range.count) {
                inserted.removeLast()
            }
        }
        guard !range.isEmpty || !inserted.isEmpty else { return false }
        let insertedText = String(inserted)
        if let delegate, !delegate.textInputView(self, shouldChangeTextIn: range, replacementText: insertedText) {
            return false
        }
        setCharacters(Array(prefix + insertedText + suffix))
        caret = index(atScalarOffset: prefix.unicodeScalars.count + insertedText.unicodeScalars.count)
        goalColumn = nil
        ensureCaretVisible()
        delegate?.textInputViewDidChange(self)
        return true
    }

    /// Tells the delegate the text was submitted, as Enter does.
    public func submit() {
        delegate?.textInputViewDidSubmit(self)
    }

    // MARK: Keys

    /// Text input takes focus.
    open override var canBecomeFirstResponder: Bool { true }

    /// Handles the editing keys (see the type's notes) while focused; everything else, and
    /// everything while not focused, passes on.
    open override func handleKey(_ event: KeyEvent) -> Bool {
        if isFirstResponder, let delegate, delegate.textInputView(self, willHandleKey: event) { return true }
        guard isFirstResponder, handleEditingKey(event) else { return super.handleKey(event) }
        return true
    }

    /// Offers Tab to the delegate (`textInputView(_:willHandleKey:)`) before the window
    /// moves the focus with it.
    open override func claimsFocusKey(_ event: KeyEvent) -> Bool {
        guard isFirstResponder, let delegate else { return false }
        return delegate.textInputView(self, willHandleKey: event)
    }

    /// Inserts pasted text at the caret while focused; otherwise passes it on.
    open override func handlePaste(_ text: String) -> Bool {
        guard isFirstResponder else { return super.handlePaste(text) }
        insertText(text)
        return true
    }

    private func handleEditingKey(_ event: KeyEvent) -> Bool {
        let modifiers = event.modifiers.subtracting(.shift)
        switch event.key {
        case .character(let character):
            if modifiers == .control { return handleControlKey(character) }
            if modifiers == .alt { return handleAltKey(character) }
            guard modifiers.isEmpty else { return false }
            insertText(String(character))
            return true
        case .enter:
            if isMultiline && !event.modifiers.isEmpty {
                insertText("\n")
            } else {
                submit()
            }
            return true
        case .backspace:
            if modifiers == .alt {
                replace(wordStart(before: caret)..<caret, with: "")
            } else {
                deleteBackward()
            }
            return true
        case .delete:
            if caret < characters.count { replace(caret..<caret + 1, with: "") }
            return true
        case .left:
            moveCaret(to: modifiers.isEmpty ? caret - 1 : wordStart(before: caret))
            return true
        case .right:
            moveCaret(to: modifiers.isEmpty ? caret + 1 : wordEnd(after: caret))
            return true
        case .up:
            return moveVertically(by: -1)
        case .down:
            return moveVertically(by: 1)
        case .home:
            moveCaret(to: lineStart(of: caret))
            return true
        case .end:
            moveCaret(to: lineEnd(of: caret))
            return true
        default:
            return false
        }
    }

    private func handleControlKey(_ character: Character) -> Bool {
        switch character.lowercased() {
        case "a":
            moveCaret(to: lineStart(of: caret))
        case "e":
            moveCaret(to: lineEnd(of: caret))
        case "k":
            let end = lineEnd(of: caret)
            replace(caret..<(end == caret ? min(caret + 1, characters.count) : end), with: "")
        case "u":
            let start = lineStart(of: caret)
            replace((start == caret ? max(caret - 1, 0) : start)..<caret, with: "")
        case "w":
            var start = caret
            while start > 0 && characters[start - 1].isWhitespace { start -= 1 }
            while start > 0 && !characters[start - 1].isWhitespace { start -= 1 }
            replace(start..<caret, with: "")
        case "j":
            if isMultiline { insertText("\n") } else { submit() }
        default:
            return false
        }
        return true
    }

    private func handleAltKey(_ character: Character) -> Bool {
        switch character {
        case "b": moveCaret(to: wordStart(before: caret))
        case "f": moveCaret(to: wordEnd(after: caret))
        default: return false
        }
        return true
    }

    // MARK: Mouse

    /// A left press focuses the view and puts the caret at the cluster under the pointer
    /// (before a wide cluster when its right half is hit). Other events pass on.
    open override func handleMouse(_ event: MouseEvent) -> Bool {
        guard case .press(.left) = event.kind else { return super.handleMouse(event) }
        becomeFirstResponder()
        let x = event.position.x - bounds.minX, y = event.position.y - bounds.minY
        let lines = displayLines
        if isMultiline {
            let line = max(0, min(lines.count - 1, firstVisibleLine + y))
            moveCaret(to: index(inLine: line, column: max(0, x), of: lines))
        } else {
            moveCaret(to: index(inLine: 0, column: max(0, x + horizontalOffset), of: lines))
        }
        return true
    }

    // MARK: Caret motion

    private func moveCaret(to index: Int) {
        let clamped = max(0, min(index, characters.count))
        goalColumn = nil
        guard clamped != caret else { return }
        caret = clamped
        ensureCaretVisible()
        setNeedsDisplay()
    }

    /// Moves the caret one display line up or down, aiming for `goalColumn`; `false` at the
    /// first or last line (and always in single-line), so the key can pass on.
    private func moveVertically(by step: Int) -> Bool {
        guard isMultiline else { return false }
        let lines = displayLines
        let location = self.location(of: caret, in: lines)
        let target = location.line + step
        guard target >= 0 && target < lines.count else { return false }
        let goal = goalColumn ?? location.column
        moveCaret(to: index(inLine: target, column: goal, of: lines))
        goalColumn = goal
        return true
    }

    private func lineStart(of index: Int) -> Int {
        var start = index
        while start > 0 && characters[start - 1] != "\n" { start -= 1 }
        return start
    }

    private func lineEnd(of index: Int) -> Int {
        var end = index
        while end < characters.count && characters[end] != "\n" { end += 1 }
        return end
    }

    /// Letters, digits and emoji make words for Alt-B/Alt-F; punctuation and spaces
    /// separate them.
    private static func isWordCharacter(_ character: Character) -> Bool {
        if character.isLetter || character.isNumber { return true }
        guard let first = character.unicodeScalars.first, first.properties.isEmoji else { return false }
        return first.properties.isEmojiPresentation || character.unicodeScalars.count > 1
    }

    private func wordStart(before index: Int) -> Int {
        var start = index
        while start > 0 && !Self.isWordCharacter(characters[start - 1]) { start -= 1 }
        while start > 0 && Self.isWordCharacter(characters[start - 1]) { start -= 1 }
        return start
    }

    private func wordEnd(after index: Int) -> Int {
        var end = index
        while end < characters.count && !Self.isWordCharacter(characters[end]) { end += 1 }
        while end < characters.count && Self.isWordCharacter(characters[end]) { end += 1 }
        return end
    }

    // MARK: Text storage

    /// Turns any text into what the field may hold: one kind of line break (or a space, in
    /// single-line), tabs as spaces, no other control characters (they would reach the
    /// terminal as pictures at best).
    private func clean(_ text: String) -> String {
        var result = ""
        for character in text {
            if character.isNewline {
                result.append(isMultiline ? "\n" : " ")
            } else if character == "\t" {
                result += "    "
            } else if !character.unicodeScalars.contains(where: { ControlPicture.isControl($0.value) }) {
                result.append(character)
            }
        }
        return result
    }

    private func setCharacters(_ newCharacters: [Character]) {
        characters = newCharacters
        widths = newCharacters.map { TextWidth.of($0) }
        caret = min(caret, characters.count)
        cachedLines = nil
        layoutDidChange()
    }

    /// The cluster boundary at or after a position counted in scalars: where the caret
    /// goes after an edit, since the edited text may segment differently where the pieces
    /// meet (an accent typed after a letter joins it).
    private func index(atScalarOffset offset: Int) -> Int {
        var scalars = 0
        for (index, character) in characters.enumerated() {
            if scalars >= offset { return index }
            scalars += character.unicodeScalars.count
        }
        return characters.count
    }

    // MARK: Display lines

    /// A line on screen: a range of `characters` (without its line break) and whether a
    /// hard break or the end of the text ends it, as opposed to wrapping.
    private struct DisplayLine {
        var range: Range<Int>
        var endsParagraph: Bool
    }

    private var displayLines: [DisplayLine] { lines(forWidth: bounds.width) }

    /// The number of display lines the text takes at the current width.
    public var displayLineCount: Int { displayLines.count }

    private func lines(forWidth width: Int) -> [DisplayLine] {
        if let cachedLines, cachedLines.width == width { return cachedLines.lines }
        let lines = computeLines(width: width)
        cachedLines = (width, lines)
        return lines
    }

    private func computeLines(width: Int) -> [DisplayLine] {
        guard isMultiline else { return [DisplayLine(range: 0..<characters.count, endsParagraph: true)] }
        let limit = max(1, width - 1)
        var lines: [DisplayLine] = []
        var paragraphStart = 0
        for index in 0...characters.count where index == characters.count || characters[index] == "\n" {
            wrapParagraph(paragraphStart..<index, limit: limit, into: &lines)
            paragraphStart = index + 1
        }
        return lines
    }

    /// Greedy word wrap of one paragraph. Spaces never start a line: they hang at the end
    /// of the line they follow, even past the limit, so every cluster of the text is on
    /// exactly one line and the caret can reach each position. Breaks fall after spaces and
    /// around wide clusters; a word longer than the line is broken between clusters.
    private func wrapParagraph(_ range: Range<Int>, limit: Int, into lines: inout [DisplayLine]) {
        var lineStart = range.lowerBound
        var column = 0
        var lastBreak: Int?
        var index = range.lowerBound
        while index < range.upperBound {
            let character = characters[index], width = widths[index]
            if character == " " || character == "\u{3000}" {
                column += width
                index += 1
                lastBreak = index
                continue
            }
            if column + width > limit && index > lineStart {
                let breakAt = lastBreak.flatMap { $0 > lineStart ? $0 : nil } ?? index
                lines.append(DisplayLine(range: lineStart..<breakAt, endsParagraph: false))
                lineStart = breakAt
                lastBreak = nil
                column = widths[lineStart..<index].reduce(0, +)
                continue
            }
            if width == 2 && index > lineStart { lastBreak = index }
            column += width
            index += 1
            if width == 2 { lastBreak = index }
        }
        lines.append(DisplayLine(range: lineStart..<range.upperBound, endsParagraph: true))
    }

    /// The display line and column of the caret position `index`. A position at a soft
    /// wrap belongs to the start of the next line; at a hard break, to the end of its own.
    private func location(of index: Int, in lines: [DisplayLine]) -> (line: Int, column: Int) {
        for (number, line) in lines.enumerated() {
            let isLast = number == lines.count - 1
            if index < line.range.upperBound || (index == line.range.upperBound && (line.endsParagraph || isLast)) {
                let start = min(index, line.range.lowerBound)
                return (number, widths[start..<index].reduce(0, +))
            }
        }
        return (max(0, lines.count - 1), 0)
    }

    /// The caret position on display line `line` nearest `column` without passing it (never
    /// inside a wide cluster). On a wrapped line the last position is before its last
    /// cluster, since the position after it shows at the start of the next line.
    private func index(inLine line: Int, column: Int, of lines: [DisplayLine]) -> Int {
        guard lines.indices.contains(line) else { return caret }
        let displayLine = lines[line]
        let range = displayLine.range
        let last = displayLine.endsParagraph || line == lines.count - 1 ? range.upperBound : max(range.lowerBound, range.upperBound - 1)
        var index = range.lowerBound, used = 0
        while index < last && used + widths[index] <= column {
            used += widths[index]
            index += 1
        }
        return index
    }

    // MARK: Scrolling

    private var visibleRows: Int { max(1, bounds.height) }

    /// Scrolls just enough to show the caret, and no further than the content needs (so
    /// deleting text pulls the view back instead of leaving blank space).
    private func ensureCaretVisible() {
        let lines = displayLines
        let location = self.location(of: caret, in: lines)
        if isMultiline {
            horizontalOffset = 0
            if location.line < firstVisibleLine { firstVisibleLine = location.line }
            if location.line >= firstVisibleLine + visibleRows { firstVisibleLine = location.line - visibleRows + 1 }
            firstVisibleLine = max(0, min(firstVisibleLine, lines.count - visibleRows))
        } else {
            firstVisibleLine = 0
            let width = max(1, bounds.width)
            if location.column < horizontalOffset { horizontalOffset = location.column }
            if location.column >= horizontalOffset + width { horizontalOffset = location.column - width + 1 }
            let total = widths.reduce(0, +)
            horizontalOffset = max(0, min(horizontalOffset, total + 1 - width))
        }
        setNeedsDisplay()
    }

    /// The wrapping or the size changed: redraw, re-scroll, and if the height the view asks
    /// for changed, have the superview lay out again so it can grow or shrink the view.
    private func layoutDidChange() {
        cachedLines = nil
        ensureCaretVisible()
        let height = intrinsicContentSize.height
        if height != reportedHeight {
            reportedHeight = height
            setNeedsLayout()
            superview?.setNeedsLayout()
        }
    }

    /// Re-wraps and re-scrolls for the new size.
    open override func layoutSubviews() {
        super.layoutSubviews()
        cachedLines = nil
        ensureCaretVisible()
    }

    // MARK: Sizing

    /// No width of its own; one row for single-line, else a row per display line at the
    /// current width, from 1 up to `maxVisibleLines`.
    open override var intrinsicContentSize: Size {
        Size(width: -1, height: preferredHeight(forWidth: bounds.width))
    }

    /// `size.width` (or the current width when that is 0 or less), and the rows the text
    /// needs at that width, from 1 up to `maxVisibleLines`.
    open override func sizeThatFits(_ size: Size) -> Size {
        let width = size.width > 0 ? size.width : bounds.width
        return Size(width: width, height: preferredHeight(forWidth: width))
    }

    private func preferredHeight(forWidth width: Int) -> Int {
        guard isMultiline else { return 1 }
        let count = width > 0 ? lines(forWidth: width).count : characters.filter { $0 == "\n" }.count + 1
        return max(1, min(count, maxVisibleLines))
    }

    // MARK: Drawing

    /// The caret's cell in view coordinates: its column after the clusters before it on its
    /// line (wide ones count two), less the scroll; kept inside the view when spaces hang
    /// past a wrapped line's end.
    open override var caretPosition: Point? {
        let location = self.location(of: caret, in: displayLines)
        if isMultiline {
            return Point(x: bounds.minX + min(location.column, max(0, bounds.width - 1)),
                         y: bounds.minY + location.line - firstVisibleLine)
        }
        return Point(x: bounds.minX + location.column - horizontalOffset, y: bounds.minY)
    }

    /// Draws the visible part of the text (or the placeholder while it is empty), scrolled.
    open override func draw(in context: DrawingContext) {
        guard bounds.width > 0, bounds.height > 0 else { return }
        if characters.isEmpty {
            drawPlaceholder(in: context)
            return
        }
        if !isMultiline {
            // Drawn from its true start, left of the view; the clip cuts it, and a wide
            // cluster cut in half by the left edge shows as a space.
            drawCharacters(0..<characters.count, at: Point(x: bounds.minX - horizontalOffset, y: bounds.minY), in: context)
            return
        }
        let lines = displayLines
        for row in 0..<bounds.height {
            let number = firstVisibleLine + row
            guard number < lines.count else { break }
            drawCharacters(lines[number].range, at: Point(x: bounds.minX, y: bounds.minY + row), in: context)
        }
    }

    /// Writes the characters in `range` from `origin`, in `textStyle` with the parts inside
    /// `highlightedRanges` in `highlightStyle`.
    private func drawCharacters(_ range: Range<Int>, at origin: Point, in context: DrawingContext) {
        let highlights = highlightedRanges.filter { $0.overlaps(range) && $0.upperBound <= characters.count }
        guard !highlights.isEmpty else {
            context.write(String(characters[range]), at: origin, style: textStyle)
            return
        }
        let highlighted = highlightStyle.layered(over: textStyle)
        var x = origin.x, index = range.lowerBound
        while index < range.upperBound {
            let inside = highlights.contains { $0.contains(index) }
            var end = index + 1
            while end < range.upperBound, highlights.contains(where: { $0.contains(end) }) == inside { end += 1 }
            x += context.write(String(characters[index..<end]), at: Point(x: x, y: origin.y), style: inside ? highlighted : textStyle)
            index = end
        }
    }

    private func drawPlaceholder(in context: DrawingContext) {
        guard !placeholder.isEmpty else { return }
        let style = placeholderStyle ?? ControlPalette.muted(traitCollection).layered(over: textStyle)
        let lines = isMultiline
            ? TextLayout.wrap(placeholder, width: bounds.width, maxLines: bounds.height)
            : [TextLayout.truncate(placeholder.map { $0.isNewline ? " " : $0 }.reduce(into: "") { $0.append($1) }, width: bounds.width)]
        for (row, line) in lines.enumerated() {
            context.write(line, at: Point(x: bounds.minX, y: bounds.minY + row), style: style)
        }
    }
}
