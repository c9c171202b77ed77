/// Tells the frame encoder that the rows of a region moved as a block since the previous
/// frame, so it can scroll them on the terminal instead of redrawing them.
///
/// A chat list that appends a message scrolls its region up by the new message's height:
/// with the hint, the frame costs only the new rows. A hint that does not fit the canvas
/// (rows outside it, an offset as large as the region) is ignored: it only ever saves bytes,
/// so ignoring it is always correct.
public struct ScrollHint: Hashable, Sendable {
    /// The rows of the region, top to bottom (half-open).
    public var rows: Range<Int>
    /// How far the content moved: positive for up (new rows appear at the bottom), negative
    /// for down (new rows appear at the top).
    public var offset: Int

    /// A region `rows` whose content moved by `offset` rows (positive is up).
    public init(rows: Range<Int>, offset: Int) {
        self.rows = rows
        self.offset = offset
    }
}
