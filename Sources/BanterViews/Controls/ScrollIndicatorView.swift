import BanterCanvas

/// The bar a `ScrollView` draws on its right edge: a muted track with a thumb whose length
/// and position show how much of the content is visible and where.
///
/// It is a subview (kept in front of the content) because a view's own drawing happens
/// before its subviews', and the bar must be on top of them. It takes no mouse events and
/// never takes focus.
@MainActor
final class ScrollIndicatorView: View {
    /// The rows of content, the rows visible and the first visible row.
    var contentHeight = 0, visibleHeight = 0, offset = 0
    /// Drawn in the tint colour while the scroll view has focus.
    var isActive = false

    override init(frame: Rect = .zero) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// The thumb's first row and length: proportional to the visible share of the content,
    /// at least one row, at the very top at offset 0 and the very bottom at the last offset.
    var thumb: (start: Int, length: Int) {
        let track = bounds.height
        guard contentHeight > visibleHeight, track > 0 else { return (0, track) }
        let length = max(1, min(track, (track * visibleHeight + contentHeight / 2) / contentHeight))
        let maxOffset = contentHeight - visibleHeight
        let start = maxOffset > 0 ? ((track - length) * offset + maxOffset / 2) / maxOffset : 0
        return (min(start, track - length), length)
    }

    override func draw(in context: DrawingContext) {
        let muted = ControlPalette.muted(traitCollection)
        let thumbStyle = isActive ? TextStyle(foreground: tintColor) : TextStyle()
        let (start, length) = thumb
        for row in 0..<bounds.height {
            let isThumb = row >= start && row < start + length
            context.write(isThumb ? "┃" : "│", at: Point(x: bounds.minX, y: bounds.minY + row), style: isThumb ? thumbStyle : muted)
        }
    }
}
