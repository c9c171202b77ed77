import BanterCanvas

/// One CSI (`ESC [`) or SS3 (`ESC O`) control sequence as the terminal sent it: its
/// parameters and final byte, and the event it stands for. `InputDecoder` finds where a
/// sequence ends with `scan`, then asks for its `event`.
struct InputSequence {
    /// Which introducer the sequence began with.
    enum Introducer {
        case csi, ss3
    }

    /// What `scan` found at the start of a buffer.
    enum ScanResult {
        /// A whole sequence, `length` bytes from the ESC through the final byte.
        case complete(InputSequence, length: Int)
        /// The buffer ends before the final byte and the bound is not yet reached.
        case incomplete
        /// A byte that cannot be part of a sequence; the first `length` bytes (from the ESC,
        /// not counting that byte) are what there was of the sequence.
        case malformed(length: Int)
        /// The sequence reached `maxLength` bytes without a final byte.
        case overlong(length: Int)
    }

    /// Parameters larger than this make a sequence unsupported: no real key or mouse report
    /// needs more, and capping keeps the arithmetic from overflowing on hostile digit runs.
    static let maxParameterValue = 99_999

    /// How many parameters are kept; the longest sequence understood (SGR mouse) has three.
    static let parameterCapacity = 4

    let introducer: Introducer
    /// The private-parameter marker (`<`, `=`, `>` or `?`) right after `ESC [`, or 0.
    private(set) var marker: UInt8 = 0
    /// The intermediate byte (0x20–0x2F), or 0.
    private(set) var intermediate: UInt8 = 0
    private(set) var final: UInt8 = 0
    /// How many parameters the sequence has (0 when it has no parameter bytes at all);
    /// may exceed `parameterCapacity`, which makes the sequence unsupported.
    private(set) var parameterCount = 0
    /// The first `parameterCapacity` parameters; -1 stands for an omitted one.
    private var parameters = InlineArray<4, Int>(repeating: -1)
    /// False when the sequence is well delimited but uses syntax no key or mouse report uses
    /// (sub-parameters, several intermediates, too many or too large parameters), so it
    /// can only be `.unknown`.
    private(set) var isSupported = true

    private init(introducer: Introducer) {
        self.introducer = introducer
    }

    /// The parameter at `index`, or -1 when it is omitted or beyond `parameterCount`.
    func parameter(_ index: Int) -> Int {
        index < min(parameterCount, Self.parameterCapacity) ? parameters[index] : -1
    }

    /// Finds the end of the sequence whose ESC is at `start` (the introducer is at
    /// `start + 1`), never looking at more than `maxLength` bytes.
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, maxLength: Int) -> ScanResult {
        let isCSI = bytes[start + 1] == UInt8(ascii: "[")
        var sequence = InputSequence(introducer: isCSI ? .csi : .ss3)
        var index = start + 2
        let end = bytes.count
        if isCSI, index < end, (0x3C...0x3F).contains(bytes[index]) {
            sequence.marker = bytes[index]
            index += 1
        }
        var current = -1
        var sawParameter = false
        while index < end {
            if index - start >= maxLength { return .overlong(length: index - start) }
            let byte = bytes[index]
            switch byte {
            case 0x30...0x39:
                if sequence.intermediate != 0 { sequence.isSupported = false }
                current = max(current, 0) * 10 + Int(byte - 0x30)
                if current > maxParameterValue {
                    current = maxParameterValue + 1
                    sequence.isSupported = false
                }
                sawParameter = true
            case UInt8(ascii: ";"):
                sequence.append(current)
                current = -1
                sawParameter = true
            case 0x3A, 0x3C...0x3F:
                // Sub-parameters (kitty) and misplaced markers: delimited, but not understood.
                guard isCSI else { return .malformed(length: index - start) }
                sequence.isSupported = false
                sawParameter = true
            case 0x20...0x2F:
                guard isCSI else { return .malformed(length: index - start) }
                if byte == UInt8(ascii: "$") && sequence.marker == 0 && sequence.intermediate == 0 {
                    // rxvt ends Shift-modified keys with `$` (`ESC [ 2 $`), which the
                    // standard grammar reads as an intermediate; no input report uses `$`
                    // as an intermediate without a private marker, so treat it as final.
                    return sequence.finished(final: byte, parameter: current, sawParameter, length: index - start + 1)
                }
                if sequence.intermediate != 0 { sequence.isSupported = false }
                sequence.intermediate = byte
            case 0x40...0x7E:
                return sequence.finished(final: byte, parameter: current, sawParameter, length: index - start + 1)
            default:
                return .malformed(length: index - start)
            }
            index += 1
        }
        return index - start >= maxLength ? .overlong(length: index - start) : .incomplete
    }

    private mutating func append(_ value: Int) {
        if parameterCount < Self.parameterCapacity {
            parameters[parameterCount] = value
        } else {
            isSupported = false
        }
        parameterCount += 1
    }

    private consuming func finished(final: UInt8, parameter: Int, _ sawParameter: Bool, length: Int) -> ScanResult {
        if sawParameter { append(parameter) }
        self.final = final
        return .complete(self, length: length)
    }

    /// True for `ESC [ 200 ~`, which starts a bracketed paste.
    var isPasteStart: Bool {
        introducer == .csi && marker == 0 && intermediate == 0 && final == UInt8(ascii: "~")
            && parameterCount == 1 && parameter(0) == 200
    }

    /// True for `ESC [ M` with no parameters: the start of a legacy X10 mouse report, which
    /// carries three raw bytes after the `M`.
    var isLegacyMouseReport: Bool {
        introducer == .csi && marker == 0 && intermediate == 0 && final == UInt8(ascii: "M") && parameterCount == 0
    }

    /// The event the sequence stands for, or nil when it is not one the decoder knows.
    var event: InputEvent? {
        guard isSupported, intermediate == 0 else { return nil }
        switch introducer {
        case .csi: return csiEvent
        case .ss3: return ss3Event
        }
    }

    private var csiEvent: InputEvent? {
        if marker == UInt8(ascii: "<") { return mouseEvent }
        guard marker == 0 else { return nil }
        switch final {
        case UInt8(ascii: "A"), UInt8(ascii: "B"), UInt8(ascii: "C"), UInt8(ascii: "D"),
            UInt8(ascii: "H"), UInt8(ascii: "F"), UInt8(ascii: "P"), UInt8(ascii: "Q"),
            UInt8(ascii: "R"), UInt8(ascii: "S"):
            guard let key = Self.cursorKey(final), let modifiers = xtermModifiers else { return nil }
            return .key(KeyEvent(key, modifiers: modifiers))
        case UInt8(ascii: "Z"):
            guard let modifiers = xtermModifiers else { return nil }
            return .key(KeyEvent(.tab, modifiers: modifiers.union(.shift)))
        case UInt8(ascii: "a"), UInt8(ascii: "b"), UInt8(ascii: "c"), UInt8(ascii: "d"):
            // rxvt Shift-arrows.
            guard parameterCount == 0, let key = Self.cursorKey(final - 0x20) else { return nil }
            return .key(KeyEvent(key, modifiers: .shift))
        case UInt8(ascii: "I"):
            return parameterCount == 0 ? .focusGained : nil
        case UInt8(ascii: "O"):
            return parameterCount == 0 ? .focusLost : nil
        case UInt8(ascii: "~"):
            guard (1...2).contains(parameterCount), let key = Self.vt220Key(parameter(0)),
                let modifiers = Self.modifiers(xtermParameter: parameter(1))
            else { return nil }
            return .key(KeyEvent(key, modifiers: modifiers))
        case UInt8(ascii: "$"), UInt8(ascii: "^"), UInt8(ascii: "@"):
            // rxvt: the final byte is the modifier.
            guard parameterCount == 1, let key = Self.vt220Key(parameter(0)) else { return nil }
            let modifiers: KeyModifiers =
                switch final {
                case UInt8(ascii: "$"): .shift
                case UInt8(ascii: "^"): .control
                default: [.control, .shift]
                }
            return .key(KeyEvent(key, modifiers: modifiers))
        default:
            return nil
        }
    }

    private var ss3Event: InputEvent? {
        // Old xterms put the modifier straight after the O (`ESC O 5 P`); newer ones use the
        // CSI form with a leading 1 (`ESC O 1 ; 5 P`).
        let modifiers: KeyModifiers?
        switch parameterCount {
        case 0: modifiers = []
        case 1: modifiers = Self.modifiers(xtermParameter: parameter(0))
        default: modifiers = xtermModifiers
        }
        guard let modifiers else { return nil }
        switch final {
        case UInt8(ascii: "a"), UInt8(ascii: "b"), UInt8(ascii: "c"), UInt8(ascii: "d"):
            // rxvt Ctrl-arrows.
            guard parameterCount == 0, let key = Self.cursorKey(final - 0x20) else { return nil }
            return .key(KeyEvent(key, modifiers: .control))
        case UInt8(ascii: "M"):
            return .key(KeyEvent(.enter, modifiers: modifiers))
        case UInt8(ascii: "X"):
            return .key(KeyEvent(.character("="), modifiers: modifiers))
        case UInt8(ascii: "j")...UInt8(ascii: "y"):
            // The keypad in application mode: j–o are * + , - . / and p–y the digits.
            let character = Character(Unicode.Scalar(final - UInt8(ascii: "j") + UInt8(ascii: "*")))
            return .key(KeyEvent(.character(character), modifiers: modifiers))
        default:
            guard let key = Self.cursorKey(final) else { return nil }
            return .key(KeyEvent(key, modifiers: modifiers))
        }
    }

    /// Modifiers of the xterm cursor-key form `ESC [ 1 ; m X`: nothing or `1` before the
    /// modifier, at most two parameters. Nil when the parameters do not fit that form.
    private var xtermModifiers: KeyModifiers? {
        switch parameterCount {
        case 0: return []
        case 1, 2:
            guard parameter(0) == -1 || parameter(0) == 1 else { return nil }
            return Self.modifiers(xtermParameter: parameter(1))
        default: return nil
        }
    }

    /// Decodes an xterm modifier parameter, 1 plus a bitmask (1 Shift, 2 Alt, 4 Ctrl, 8
    /// Meta) whose bits match `KeyModifiers`' raw values. Higher bits (kitty's Caps Lock
    /// and Num Lock) are ignored rather than making the key unknown.
    private static func modifiers(xtermParameter value: Int) -> KeyModifiers? {
        guard value <= 256 else { return nil }
        guard value > 1 else { return [] }
        return KeyModifiers(rawValue: UInt8((value - 1) & 0x0F))
    }

    private static func cursorKey(_ final: UInt8) -> Key? {
        switch final {
        case UInt8(ascii: "A"): .up
        case UInt8(ascii: "B"): .down
        case UInt8(ascii: "C"): .right
        case UInt8(ascii: "D"): .left
        case UInt8(ascii: "H"): .home
        case UInt8(ascii: "F"): .end
        case UInt8(ascii: "P")...UInt8(ascii: "S"): .function(Int(final - UInt8(ascii: "P")) + 1)
        default: nil
        }
    }

    /// The key numbered `code` in the VT220 `ESC [ code ~` scheme, which xterm, rxvt and
    /// the Linux console share (with two numbers each for Home and End).
    private static func vt220Key(_ code: Int) -> Key? {
        switch code {
        case 1, 7: .home
        case 2: .insert
        case 3: .delete
        case 4, 8: .end
        case 5: .pageUp
        case 6: .pageDown
        case 11...15: .function(code - 10)
        case 17...21: .function(code - 11)
        case 23, 24: .function(code - 12)
        default: nil
        }
    }

    /// Decodes an SGR mouse report, `ESC [ < b ; x ; y M` (or `m` for a release).
    private var mouseEvent: InputEvent? {
        let code = parameter(0)
        let column = parameter(1)
        let row = parameter(2)
        guard parameterCount == 3, final == UInt8(ascii: "M") || final == UInt8(ascii: "m"),
            (0..<256).contains(code), column >= 0, row >= 0
        else { return nil }
        let isRelease = final == UInt8(ascii: "m")
        let low = code & 3
        let kind: MouseEvent.Kind
        if code & 64 != 0 {
            guard code & 128 == 0, !isRelease else { return nil }
            kind = [.scrollUp, .scrollDown, .scrollLeft, .scrollRight][low]
        } else {
            let button: MouseButton? =
                code & 128 != 0 ? .other(8 + low) : low == 3 ? nil : [.left, .middle, .right][low]
            if isRelease {
                guard let button else { return nil }
                kind = .release(button)
            } else if code & 32 != 0 {
                kind = button.map { .drag($0) } ?? .move
            } else {
                guard let button else { return nil }
                kind = .press(button)
            }
        }
        // The code's bits 4, 8 and 16 are Shift, Alt and Ctrl: KeyModifiers' raw values
        // shifted left by two.
        let modifiers = KeyModifiers(rawValue: UInt8((code >> 2) & 0x07))
        // Terminals report 1-based cells; a 0 (seen when the pointer is past the edge) clamps.
        let position = Point(x: max(column - 1, 0), y: max(row - 1, 0))
        return .mouse(MouseEvent(kind: kind, position: position, modifiers: modifiers))
    }
}
