import BanterCanvas
import BanterTerminal

/// A headless script, as `banter --headless --script FILE` and `banter-customize` play
/// it: one step a line. A line is a key name in angle
/// brackets (`<Enter>`, `<C-x>`, `<M-x>`, `<M-Enter>`, `<F1>`…), `wait 500ms` or `wait 2s`, `resize
/// 100x30`, `click 10,5`, `wheel up 10,5` or `wheel down 10,5 3` (steps; 1 if left out;
/// columns and rows count from 0), or else text to type. Blank lines are skipped; anything that looks like a step
/// but is malformed (an unknown key name, a bad duration or size) is an error naming the line.
public struct HeadlessScript: Sendable {
    /// The steps, in order.
    public let steps: [ScriptStep]

    /// Parses `text`, read from `file` (named in errors).
    public init(parsing text: String, file: String) throws(ScriptError) {
        var steps: [ScriptStep] = []
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.hasSuffix("\r") ? rawLine.dropLast() : rawLine
            guard !line.allSatisfy(\.isWhitespace) else { continue }
            steps.append(try Self.step(String(line), file: file, line: index + 1))
        }
        self.steps = steps
    }

    private static func step(_ line: String, file: String, line number: Int) throws(ScriptError) -> ScriptStep {
        func fail(_ problem: String) -> ScriptError { ScriptError(file: file, line: number, problem: problem) }
        let trimmed = line.trimmingWhitespace
        if trimmed.hasPrefix("<"), trimmed.hasSuffix(">") {
            guard let key = keyEvent(named: String(trimmed.dropFirst().dropLast())) else {
                throw fail("unknown key \(trimmed); keys are <Up> <Down> <Left> <Right> <Enter> <Esc> <Tab> <S-Tab> <PgUp> <PgDn> <Home> <End> <Backspace> <Delete> <F1>…<F12> <C-x> <M-x>, and a key after C-, M- or S- (<M-Enter>)")
            }
            return .key(key)
        }
        let words = trimmed.split(separator: " ", omittingEmptySubsequences: true)
        if words.first == "wait" {
            guard words.count == 2, let duration = duration(String(words[1])) else {
                throw fail("\"\(trimmed)\" is not a pause; write wait 500ms or wait 2s")
            }
            return .wait(duration)
        }
        if words.first == "resize" {
            guard words.count == 2, let size = size(String(words[1])) else {
                throw fail("\"\(trimmed)\" is not a size; write resize 100x30 (at least 1x1)")
            }
            return .resize(size)
        }
        if words.first == "click" {
            guard words.count == 2, let point = point(String(words[1])) else {
                throw fail("\"\(trimmed)\" is not a click; write click 10,5 (column,row from 0)")
            }
            return .mouse([MouseEvent(kind: .press(.left), position: point), MouseEvent(kind: .release(.left), position: point)])
        }
        if words.first == "wheel" {
            let direction = words.count > 1 ? words[1] : ""
            guard words.count == 3 || words.count == 4, direction == "up" || direction == "down",
                  let point = point(String(words[2])), let steps = words.count == 4 ? Int(words[3]) : 1, (1...100).contains(steps) else {
                throw fail("\"\(trimmed)\" is not a wheel turn; write wheel up 10,5 or wheel down 10,5 3 (1 to 100 steps)")
            }
            let event = MouseEvent(kind: direction == "up" ? .scrollUp : .scrollDown, position: point)
            return .mouse(Array(repeating: event, count: steps))
        }
        return .type(line)
    }

    /// `COLUMN,ROW`, counted from 0.
    public static func point(_ text: String) -> Point? {
        let parts = text.split(separator: ",")
        guard parts.count == 2, let x = Int(parts[0]), let y = Int(parts[1]), (0...1000).contains(x), (0...1000).contains(y) else { return nil }
        return Point(x: x, y: y)
    }

    /// `500ms` or `2s`.
    public static func duration(_ text: String) -> Duration? {
        if text.hasSuffix("ms"), let value = Int(text.dropLast(2)), value >= 0 { return .milliseconds(value) }
        if text.hasSuffix("s"), let value = Int(text.dropLast()), value >= 0 { return .seconds(value) }
        return nil
    }

    /// `COLSxROWS`.
    public static func size(_ text: String) -> Size? {
        let parts = text.split(separator: "x")
        guard parts.count == 2, let columns = Int(parts[0]), let rows = Int(parts[1]),
              columns > 0, rows > 0, columns <= 1000, rows <= 1000 else { return nil }
        return Size(width: columns, height: rows)
    }

    /// The key named in a script: `Up`, `S-Tab`, `C-x`, `M-x`, `M-Enter`, `F5`…: a key's
    /// name, or a character or a key's name after `C-` (Ctrl), `M-` (Alt) or `S-` (Shift,
    /// before a key's name only: a shifted character is the character).
    public static func keyEvent(named name: String) -> KeyEvent? {
        let named: [String: Key] = [
            "Up": .up, "Down": .down, "Left": .left, "Right": .right, "Enter": .enter, "Esc": .escape,
            "Tab": .tab, "PgUp": .pageUp, "PgDn": .pageDown, "Home": .home, "End": .end,
            "Backspace": .backspace, "Delete": .delete, "Space": .character(" "),
        ]
        func namedKey(_ name: Substring) -> Key? {
            if let key = named[String(name)] { return key }
            if name.hasPrefix("F"), let number = Int(name.dropFirst()), (1...12).contains(number) { return .function(number) }
            return nil
        }
        if let key = namedKey(name[...]) { return KeyEvent(key) }
        // A modifier before a named key: <S-Tab>, <M-Enter> (a new line in a message), <C-Up>.
        for (prefix, modifier) in [("C-", KeyModifiers.control), ("M-", KeyModifiers.alt), ("S-", KeyModifiers.shift)] where name.hasPrefix(prefix) {
            let rest = name.dropFirst(2)
            if let key = namedKey(rest) { return KeyEvent(key, modifiers: modifier) }
            guard modifier != .shift, rest.count == 1, let character = rest.first else { return nil }
            return KeyEvent(.character(modifier == .control ? Character(character.lowercased()) : character), modifiers: modifier)
        }
        return nil
    }
}

extension StringProtocol {
    fileprivate var trimmingWhitespace: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
