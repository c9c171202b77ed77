import BanterCanvas

/// Select Graphic Rendition parameters: how to get a terminal from one text style to
/// another.
enum SGR {
    /// Appends the parameters (without `ESC [` and `m`) that change `current` into `target`;
    /// with `current` nil, a reset (`0`) followed by everything `target` sets.
    static func appendParameters(from current: TextStyle?, to target: TextStyle, into bytes: inout ByteWriter) {
        var writer = ParameterWriter()
        let base = current ?? .plain
        if current == nil { writer.add(0, to: &bytes) }

        var removed = base.attributes.subtracting(target.attributes)
        var added = target.attributes.subtracting(base.attributes)
        // 22 turns off both bold and dim, so the one that stays is set again.
        if !removed.isDisjoint(with: [.bold, .dim]) {
            writer.add(22, to: &bytes)
            added.formUnion(target.attributes.intersection([.bold, .dim]))
            removed.subtract([.bold, .dim])
        }
        if !removed.isEmpty {
            if removed.contains(.italic) { writer.add(23, to: &bytes) }
            if removed.contains(.underline) { writer.add(24, to: &bytes) }
            if removed.contains(.reverse) { writer.add(27, to: &bytes) }
            if removed.contains(.strikethrough) { writer.add(29, to: &bytes) }
        }
        if !added.isEmpty {
            if added.contains(.bold) { writer.add(1, to: &bytes) }
            if added.contains(.dim) { writer.add(2, to: &bytes) }
            if added.contains(.italic) { writer.add(3, to: &bytes) }
            if added.contains(.underline) { writer.add(4, to: &bytes) }
            if added.contains(.reverse) { writer.add(7, to: &bytes) }
            if added.contains(.strikethrough) { writer.add(9, to: &bytes) }
        }
        if target.foreground != base.foreground { writer.add(target.foreground, base: 30, brightBase: 90, extended: 38, reset: 39, to: &bytes) }
        if target.background != base.background { writer.add(target.background, base: 40, brightBase: 100, extended: 48, reset: 49, to: &bytes) }
    }

    /// Appends `;`-separated decimal parameters.
    private struct ParameterWriter {
        private var isFirst = true

        mutating func add(_ value: Int, to bytes: inout ByteWriter) {
            if !isFirst { bytes.append(0x3B) }
            isFirst = false
            bytes.decimal(value)
        }

        /// A colour: `base + n` for system colours 0–7, `brightBase + n - 8` for 8–15,
        /// `extended;5;n` for the palette, `extended;2;r;g;b` for RGB, `reset` for default.
        mutating func add(_ color: Color, base: Int, brightBase: Int, extended: Int, reset: Int, to bytes: inout ByteWriter) {
            switch color {
            case .default:
                add(reset, to: &bytes)
            case .ansi(let n):
                add(n < 8 ? base + Int(n) : brightBase + Int(n) - 8, to: &bytes)
            case .palette(let n):
                add(extended, to: &bytes); add(5, to: &bytes); add(Int(n), to: &bytes)
            case .rgb(let r, let g, let b):
                add(extended, to: &bytes); add(2, to: &bytes)
                add(Int(r), to: &bytes); add(Int(g), to: &bytes); add(Int(b), to: &bytes)
            }
        }
    }
}
