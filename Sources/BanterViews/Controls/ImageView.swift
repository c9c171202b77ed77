import BanterCanvas

/// Where an image would be: a terminal cannot show pictures, so this draws a framed
/// placeholder naming the image and its size (a chat's file message), or a loading note
/// while it is fetched.
///
/// ```
/// ╭──────────────╮
/// │  photo.jpg   │
/// │    1.2 MB    │
/// ╰──────────────╯
/// ```
///
/// The lines are centred inside the frame and shortened to fit: the name in the middle
/// (keeping its extension), the rest at the tail. A view too small for a frame shows the
/// name alone on its first row.
@MainActor
open class ImageView: View {
    /// The image's name, typically its file name.
    public var name: String {
        didSet { if name != oldValue { contentDidChange() } }
    }

    /// A human-readable size such as "1.2 MB", shown under the name; `nil` for none.
    public var sizeText: String? {
        didSet { if sizeText != oldValue { contentDidChange() } }
    }

    /// Whether the image is still being fetched: `loadingText` shows in place of the size.
    public var isLoading = false {
        didSet { if isLoading != oldValue { contentDidChange() } }
    }

    /// What shows while loading.
    public var loadingText = "loading…" {
        didSet { if loadingText != oldValue { contentDidChange() } }
    }

    /// The frame's line style.
    public var border: BorderStyle = .rounded {
        didSet { if border != oldValue { setNeedsDisplay() } }
    }

    /// The frame's style; `nil` for the muted default.
    public var borderStyle: TextStyle? {
        didSet { if borderStyle != oldValue { setNeedsDisplay() } }
    }

    /// The name's style.
    public var nameStyle = TextStyle(attributes: .bold) {
        didSet { if nameStyle != oldValue { setNeedsDisplay() } }
    }

    /// The style of the size and loading lines; `nil` for the muted default.
    public var detailStyle: TextStyle? {
        didSet { if detailStyle != oldValue { setNeedsDisplay() } }
    }

    /// A placeholder for the image `name`, `sizeText` big.
    public init(name: String = "", sizeText: String? = nil, frame: Rect = .zero) {
        self.name = name
        self.sizeText = sizeText
        super.init(frame: frame)
    }

    /// The second line: the loading note, the size, or nothing.
    private var detail: String? { isLoading ? loadingText : sizeText }

    /// The lines with a column of space on each side, inside the frame: widest line + 4
    /// wide, lines + 2 high.
    open override var intrinsicContentSize: Size {
        let lines = [name] + (detail.map { [$0] } ?? [])
        let widest = lines.map { TextWidth.of($0) }.max() ?? 0
        return Size(width: widest + 4, height: lines.count + 2)
    }

    /// The intrinsic size, narrowed to `size.width` when that is positive (the lines are
    /// then shortened).
    open override func sizeThatFits(_ size: Size) -> Size {
        let natural = intrinsicContentSize
        return Size(width: size.width > 0 ? min(natural.width, size.width) : natural.width, height: natural.height)
    }

    /// Draws the frame and the centred, shortened lines (or only the name, when too small).
    open override func draw(in context: DrawingContext) {
        let area = bounds
        guard area.width > 0, area.height > 0 else { return }
        let muted = ControlPalette.muted(traitCollection)
        guard area.width >= 3, area.height >= 3 else {
            context.write(TextLayout.truncate(name, width: area.width, mode: .middle), at: area.origin, style: nameStyle)
            return
        }
        context.drawBox(area, border: border, style: borderStyle ?? muted)
        let inner = area.insetBy(dx: 1, dy: 1)
        let room = max(0, inner.width - 2)
        var lines: [(String, TextStyle)] = [(TextLayout.truncate(name, width: room, mode: .middle), nameStyle)]
        if let detail { lines.append((TextLayout.truncate(detail, width: room), detailStyle ?? muted)) }
        lines = Array(lines.prefix(inner.height))
        let top = inner.minY + (inner.height - lines.count) / 2
        for (row, (line, style)) in lines.enumerated() {
            let x = inner.minX + TextLayout.leadingOffset(lineWidth: TextWidth.of(line), width: inner.width, alignment: .center)
            context.write(line, at: Point(x: x, y: top + row), style: style)
        }
    }

    private func contentDidChange() {
        setNeedsDisplay()
        setNeedsLayout()
        superview?.setNeedsLayout()
    }
}
