import BanterCanvas
import BanterTerminal

/// A scrolling list of rows in sections, the chat lists' workhorse, shaped like
/// `UITableView`.
///
/// - Only the rows in view exist as views: cells are dequeued by reuse identifier, measured
///   with `sizeThatFits` at the table's width (rows size themselves), and recycled when they
///   scroll away. Heights are cached per row and forgotten when the width changes; rows not
///   yet measured count as `estimatedRowHeight`, so a million rows cost little more than the
///   ones seen.
/// - Batch updates keep what the person sees in place: the first visible row stays at the
///   same place on screen, so rows inserted above the viewport ("load earlier") do not move
///   it. A data source that contradicts an update gets a diagnostic and a full reload.
/// - `isBottomAnchored` (for chat) keeps the end in view while the table is scrolled to the
///   bottom, as new rows arrive.
/// - When it scrolls, it tells the window (a scroll hint), so the terminal scrolls the rows
///   instead of redrawing them.
/// - Keys when focused: Up/Down move the selection, PgUp/PgDn page, Home/End jump, Enter
///   selects. The mouse wheel scrolls; a click selects. With `isPullToRefreshEnabled`,
///   scrolling up at the top pulls to refresh.
@MainActor
open class TableView: View {
    /// Supplies sections, rows and cells.
    public weak var dataSource: TableViewDataSource? { didSet { reloadData() } }
    /// Hears selections, displays and scrolls; supplies headers and footers.
    public weak var delegate: TableViewDelegate? { didSet { reloadData() } }

    /// The height of a row not yet measured.
    public var estimatedRowHeight = 1 {
        didSet { heights.reset(count: heights.count, estimate: estimatedRowHeight); setNeedsLayout() }
    }

    /// Keeps the last row in view while the table is at the bottom (chat lists).
    public var isBottomAnchored = false {
        didSet { isPinnedToBottom = isBottomAnchored; setNeedsLayout() }
    }

    /// Where diagnostics go (a data source that contradicts an update); standard error by
    /// default.
    public var diagnosticHandler: (String) -> Void = { message in
        FileDiagnostics.write("TableView: \(message)\n")
    }

    /// The last diagnostic, for tests.
    public private(set) var lastDiagnostic: String?

    // MARK: State

    private struct Section {
        var header: View?
        var footer: View?
        var rowCount: Int
        var firstItem: Int
        var itemCount: Int { (header == nil ? 0 : 1) + rowCount + (footer == nil ? 0 : 1) }
    }

    private enum Item: Equatable {
        case header(Int), footer(Int), row(IndexPath)
    }

    private var sections: [Section] = []
    private var heights = RowHeightCache()
    private var registry: [String: TableViewCell.Type] = [:]
    private var reusePool: [String: [TableViewCell]] = [:]
    private var visibleViews: [Int: View] = [:]
    private var needsReload = true
    private var measuredWidth = -1
    private var isPinnedToBottom = false
    private var lastLayout: (offset: Int, frame: Rect)?
    private var displayedCellCount = 0

    /// The first row of content in view: rows above it are scrolled away.
    public private(set) var contentOffset = 0

    /// The row chosen with the keyboard or the mouse.
    public private(set) var selectedIndexPath: IndexPath?

    /// Whether scrolling up at the top pulls to refresh (off by default, like a table
    /// without a refresh control).
    public var isPullToRefreshEnabled = false

    /// Whether a pull-to-refresh is running (a row at the top says so).
    public private(set) var isRefreshing = false

    /// A table with no rows until it has a data source.
    public override init(frame: Rect = .zero) {
        super.init(frame: frame)
        clipsToBounds = true
    }

    // MARK: Cells

    /// Makes `dequeueReusableCell(withIdentifier:for:)` create `cellClass` for `identifier`.
    public func register(_ cellClass: TableViewCell.Type, forCellReuseIdentifier identifier: String) {
        registry[identifier] = cellClass
    }

    /// A cell for `identifier`: one that scrolled away (prepared for reuse), or a new one of
    /// the registered class (a plain `TableViewCell` when none is registered).
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        if var pool = reusePool[identifier], let cell = pool.popLast() {
            reusePool[identifier] = pool
            cell.prepareForReuse()
            return cell
        }
        let cellClass = registry[identifier] ?? TableViewCell.self
        return cellClass.init(reuseIdentifier: identifier)
    }

    /// How many cells the table has made and holds (in view plus waiting for reuse).
    public var cellCount: Int {
        visibleViews.values.filter { $0 is TableViewCell }.count + reusePool.values.reduce(0) { $0 + $1.count }
    }

    /// The cell showing `indexPath`, if it is in view.
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
        guard let item = item(for: indexPath) else { return nil }
        return visibleViews[item] as? TableViewCell
    }

    /// The rows in view, in order.
    public var indexPathsForVisibleRows: [IndexPath] {
        visibleViews.keys.sorted().compactMap { if case .row(let path) = describe($0) { return path } else { return nil } }
    }

    // MARK: Reloading

    /// Asks the data source for everything again; the content offset is kept (clamped).
    public func reloadData() {
        needsReload = true
        setNeedsLayout()
    }

    /// How many sections the table shows.
    public var numberOfSections: Int {
        reloadIfNeeded()
        return sections.count
    }

    /// How many rows `section` has, as the table knows it.
    public func numberOfRows(inSection section: Int) -> Int {
        reloadIfNeeded()
        return section >= 0 && section < sections.count ? sections[section].rowCount : 0
    }

    private func reloadIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        recycleAll()
        sections = readSections()
        heights.reset(count: sections.last.map { $0.firstItem + $0.itemCount } ?? 0)
        if let selected = selectedIndexPath, item(for: selected) == nil { selectedIndexPath = nil }
    }

    private func readSections() -> [Section] {
        guard let dataSource else { return [] }
        var result: [Section] = []
        var first = 0
        for section in 0..<max(0, dataSource.numberOfSections(in: self)) {
            let rows = max(0, dataSource.tableView(self, numberOfRowsInSection: section))
            let entry = Section(header: delegate?.tableView(self, viewForHeaderInSection: section),
                                footer: delegate?.tableView(self, viewForFooterInSection: section),
                                rowCount: rows, firstItem: first)
            first += entry.itemCount
            result.append(entry)
        }
        return result
    }

    private func recycleAll() {
        for (_, view) in visibleViews { recycle(view) }
        visibleViews.removeAll()
    }

    private func recycle(_ view: View) {
        view.removeFromSuperview()
        if let cell = view as? TableViewCell {
            reusePool[cell.reuseIdentifier, default: []].append(cell)
        }
    }

    // MARK: Batch updates

    /// Applies inserts, deletes, reloads and moves described in `updates` (after the data
    /// source already reflects them), keeping the first visible row in place. If the data
    /// source's counts do not match the update, reports a diagnostic and reloads everything.
    public func performBatchUpdates(_ updates: (TableViewBatch) -> Void) {
        reloadIfNeeded()
        let batch = TableViewBatch()
        updates(batch)
        let wasAtBottom = isPinnedToBottom || isAtBottom
        let anchor = firstVisibleRowAnchor()
        let oldSections = sections
        let newSections = readSections()

        let problem = inconsistency(old: oldSections, new: newSections, batch: batch)
        if let problem {
            lastDiagnostic = problem
            diagnosticHandler(problem)
        }
        let measured = problem == nil ? remappedMeasurements(old: oldSections, new: newSections, batch: batch) : []
        if problem == nil, !batch.changesSections {
            keepVisibleRows(old: oldSections, new: newSections, batch: batch)
        } else {
            recycleAll()
        }
        sections = newSections
        heights.rebuild(count: sections.last.map { $0.firstItem + $0.itemCount } ?? 0, measurements: measured)
        if let selected = selectedIndexPath {
            selectedIndexPath = batch.changesSections ? nil : batch.newIndexPath(for: selected)
        }

        if wasAtBottom && isBottomAnchored {
            isPinnedToBottom = true
        } else if let anchor, let moved = batch.changesSections ? anchor.path : batch.newIndexPath(for: anchor.path),
                  let item = item(for: moved) {
            contentOffset = max(0, heights.offset(of: item) - anchor.distanceFromTop)
        }
        setNeedsLayout()
    }

    /// Moves the cells in view to their rows' places after the update, so rows the update
    /// did not touch are neither configured nor measured again (as in UIKit, where a batch
    /// update leaves untouched cells alone); reloaded and deleted rows' cells are recycled.
    private func keepVisibleRows(old: [Section], new: [Section], batch: TableViewBatch) {
        let reloaded = Set(batch.reloadedRows)
        var kept: [Int: View] = [:]
        for (item, view) in visibleViews {
            guard view is TableViewCell, case .row(let path) = describe(item, in: old), !reloaded.contains(path),
                  let moved = batch.newIndexPath(for: path), let newItem = self.item(for: moved, in: new) else {
                recycle(view)
                continue
            }
            kept[newItem] = view
        }
        visibleViews = kept
    }

    /// The first row in view and how far below the top of the viewport it starts.
    private func firstVisibleRowAnchor() -> (path: IndexPath, distanceFromTop: Int)? {
        for item in visibleViews.keys.sorted() {
            if case .row(let path) = describe(item) {
                return (path, heights.offset(of: item) - contentOffset)
            }
        }
        return nil
    }

    private func inconsistency(old: [Section], new: [Section], batch: TableViewBatch) -> String? {
        if batch.changesSections {
            let expected = old.count - batch.deletedSections.count + batch.insertedSections.count
            guard new.count == expected else {
                return "invalid update: the data source has \(new.count) sections, but \(old.count) minus \(batch.deletedSections.count) deleted plus \(batch.insertedSections.count) inserted makes \(expected); reloading everything"
            }
            return nil
        }
        guard new.count == old.count else {
            return "invalid update: the number of sections changed from \(old.count) to \(new.count) without inserting or deleting sections; reloading everything"
        }
        for section in old.indices {
            let expected = batch.expectedCount(section: section, before: old[section].rowCount)
            if new[section].rowCount != expected {
                return "invalid update in section \(section): the data source has \(new[section].rowCount) rows, but \(old[section].rowCount) before, with the rows inserted, deleted and moved, makes \(expected); reloading everything"
            }
        }
        let badRow = (batch.deletedRows + batch.reloadedRows).first { $0.section >= old.count || $0.row >= old[$0.section].rowCount || $0.row < 0 }
            ?? batch.insertedRows.first { $0.section >= new.count || $0.row >= new[$0.section].rowCount || $0.row < 0 }
        if let badRow { return "invalid update: row \(badRow) does not exist; reloading everything" }
        return nil
    }

    /// The measured heights carried through the update; reloaded rows are measured again.
    private func remappedMeasurements(old: [Section], new: [Section], batch: TableViewBatch) -> [(item: Int, height: Int)] {
        guard !batch.changesSections else { return [] }
        var result: [(item: Int, height: Int)] = []
        let reloaded = Set(batch.reloadedRows)
        for (measuredItem, height) in heights.measurements {
            switch describe(measuredItem, in: old) {
            case .header(let section):
                if section < new.count, new[section].header != nil { result.append((new[section].firstItem, height)) }
            case .footer(let section):
                if section < new.count, new[section].footer != nil { result.append((new[section].firstItem + new[section].itemCount - 1, height)) }
            case .row(let path):
                guard !reloaded.contains(path), let moved = batch.newIndexPath(for: path), let newItem = item(for: moved, in: new) else { continue }
                result.append((newItem, height))
            }
        }
        return result.sorted { $0.item < $1.item }
    }

    // MARK: Items

    private func describe(_ item: Int) -> Item {
        describe(item, in: sections)
    }

    private func describe(_ item: Int, in sections: [Section]) -> Item {
        var low = 0, high = sections.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if sections[middle].firstItem <= item { low = middle } else { high = middle - 1 }
        }
        let section = sections[low]
        var offset = item - section.firstItem
        if section.header != nil {
            if offset == 0 { return .header(low) }
            offset -= 1
        }
        if offset < section.rowCount { return .row(IndexPath(row: offset, section: low)) }
        return .footer(low)
    }

    private func item(for indexPath: IndexPath) -> Int? {
        item(for: indexPath, in: sections)
    }

    private func item(for indexPath: IndexPath, in sections: [Section]) -> Int? {
        guard indexPath.section >= 0, indexPath.section < sections.count else { return nil }
        let section = sections[indexPath.section]
        guard indexPath.row >= 0, indexPath.row < section.rowCount else { return nil }
        return section.firstItem + (section.header == nil ? 0 : 1) + indexPath.row
    }

    // MARK: Scrolling

    /// The height of all rows, headers and footers together (estimates for rows not yet
    /// measured).
    public var contentHeight: Int {
        reloadIfNeeded()
        return heights.totalHeight + (isRefreshing ? 1 : 0)
    }

    private var maximumOffset: Int { max(0, contentHeight - bounds.height) }

    /// Whether the last row is in view.
    public var isAtBottom: Bool {
        // A bottom-anchored table that was at the end stays there: rows just inserted are
        // brought into view by the next layout, and until then it still counts as at the end.
        isPinnedToBottom || contentOffset >= maximumOffset
    }

    /// Scrolls so that `offset` rows of content are above the viewport (clamped).
    public func setContentOffset(_ offset: Int) {
        let clamped = max(0, min(offset, maximumOffset))
        isPinnedToBottom = isBottomAnchored && clamped >= maximumOffset
        guard clamped != contentOffset else { return }
        contentOffset = clamped
        boundsOrigin = Point(x: 0, y: clamped)  // so points convert right before the next layout
        setNeedsLayout()
        delegate?.tableViewDidScroll(self)
    }

    /// Scrolls by `rows` (negative is up). Scrolling up at the top pulls to refresh.
    public func scroll(by rows: Int) {
        if rows < 0 && contentOffset == 0 {
            pullToRefresh()
            return
        }
        setContentOffset(contentOffset + rows)
    }

    /// Where `scrollToRow` puts the row.
    public enum ScrollPosition: Sendable {
        /// As little scrolling as shows the row.
        case none
        case top, middle, bottom
    }

    /// Scrolls `indexPath` into view.
    public func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition = .none) {
        reloadIfNeeded()
        guard let item = item(for: indexPath) else { return }
        if heights.measuredHeight(item) == nil, let view = view(forItem: item) { measure(view, item: item) }
        let top = heights.offset(of: item), height = heights.height(item), viewport = bounds.height
        switch position {
        case .top: setContentOffset(top)
        case .middle: setContentOffset(top - (viewport - height) / 2)
        case .bottom: setContentOffset(top + height - viewport)
        case .none:
            if top < contentOffset { setContentOffset(top) }
            else if top + height > contentOffset + viewport { setContentOffset(top + height - viewport) }
        }
    }

    /// Scrolls to the end.
    public func scrollToBottom() {
        setContentOffset(Int.max / 2)
    }

    private func pullToRefresh() {
        guard isPullToRefreshEnabled, !isRefreshing, let delegate else { return }
        isRefreshing = true
        setNeedsLayout()
        delegate.tableViewDidPullToRefresh(self)
    }

    /// Ends a pull-to-refresh.
    public func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        setNeedsLayout()
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        reloadIfNeeded()
        let width = bounds.width
        if width != measuredWidth {
            measuredWidth = width
            heights.reset(count: heights.count)
        }
        let viewport = bounds.height
        let refreshRows = isRefreshing ? 1 : 0
        var placed: [Int: View] = [:]

        if isPinnedToBottom {
            var item = heights.count - 1, filled = 0
            while item >= 0 && filled < viewport {
                _ = ensure(item, in: &placed)
                filled += heights.height(item)
                item -= 1
            }
            contentOffset = maximumOffset
        }
        contentOffset = max(0, min(contentOffset, maximumOffset))

        var item = heights.item(atOffset: max(0, contentOffset - refreshRows))
        var y = heights.offset(of: item) + refreshRows
        while item < heights.count && y < contentOffset + viewport {
            if let view = ensure(item, in: &placed) {
                view.frame = Rect(x: 0, y: y, width: width, height: heights.height(item))
            }
            y += heights.height(item)
            item += 1
        }
        // Measuring may have changed the total; keep a pinned table at the very end.
        if isPinnedToBottom { contentOffset = maximumOffset }

        let visibleRange = heights.item(atOffset: max(0, contentOffset - refreshRows))..<item
        for (index, view) in placed where !visibleRange.contains(index) {
            recycle(view)
            placed[index] = nil
        }
        for (index, view) in visibleViews where placed[index] !== view {
            recycle(view)
        }
        visibleViews = placed
        boundsOrigin = Point(x: 0, y: contentOffset)
        reportScroll()
    }

    /// The view for `item`, configured, measured and in the table.
    private func ensure(_ item: Int, in placed: inout [Int: View]) -> View? {
        if let view = placed[item] { return view }
        let view: View
        if let existing = visibleViews[item], !(existing is TableViewCell && needsReconfigure(item)) {
            view = existing
        } else if let made = self.view(forItem: item) {
            view = made
            if view.superview !== self { addSubview(view) }
            if let cell = view as? TableViewCell, case .row(let path) = describe(item) {
                delegate?.tableView(self, willDisplay: cell, forRowAt: path)
            }
        } else {
            return nil
        }
        if let cell = view as? TableViewCell, case .row(let path) = describe(item) {
            cell.isSelected = path == selectedIndexPath
            cell.showsFocus = isFirstResponder
        }
        if heights.measuredHeight(item) == nil { measure(view, item: item) }
        placed[item] = view
        return view
    }

    private func needsReconfigure(_ item: Int) -> Bool {
        heights.measuredHeight(item) == nil
    }

    private func view(forItem item: Int) -> View? {
        switch describe(item) {
        case .header(let section): return sections[section].header
        case .footer(let section): return sections[section].footer
        case .row(let path): return dataSource?.tableView(self, cellForRowAt: path)
        }
    }

    private func measure(_ view: View, item: Int) {
        let height = view.sizeThatFits(Size(width: bounds.width, height: Int(Int32.max))).height
        heights.setHeight(max(0, height), for: item)
        displayedCellCount += 1
    }

    /// Tells the window the rows scrolled as a block, when only the offset changed and the
    /// table spans the window's width (a terminal scroll region moves whole lines).
    private func reportScroll() {
        guard let window else { lastLayout = nil; return }
        let frameInWindow = convert(bounds, to: nil)
        defer { lastLayout = (contentOffset, frameInWindow) }
        guard let last = lastLayout, last.frame == frameInWindow else { return }
        let delta = contentOffset - last.offset
        guard delta != 0, abs(delta) < frameInWindow.height, frameInWindow.minX <= 0, frameInWindow.maxX >= window.size.width else { return }
        window.addScrollHint(ScrollHint(rows: frameInWindow.minY..<frameInWindow.maxY, offset: delta))
    }

    open override func draw(in context: DrawingContext) {
        if isRefreshing {
            let text = "↻ Refreshing…"
            let x = max(0, (bounds.width - TextWidth.of(text)) / 2)
            // The refresh row sits above the first row, at the top of the content.
            context.write(text, at: Point(x: x, y: 0), style: TextStyle(foreground: .brightBlack))
        }
    }

    // MARK: Input

    open override var canBecomeFirstResponder: Bool { true }

    open override func focusDidChange() {
        super.focusDidChange()
        for case let cell as TableViewCell in visibleViews.values { cell.showsFocus = isFirstResponder }
    }

    /// Selects `indexPath` (or nothing) and scrolls it into view.
    public func selectRow(at indexPath: IndexPath?) {
        reloadIfNeeded()
        guard indexPath.map({ item(for: $0) != nil }) ?? true else { return }
        selectedIndexPath = indexPath
        for (item, view) in visibleViews {
            if let cell = view as? TableViewCell, case .row(let path) = describe(item) { cell.isSelected = path == indexPath }
        }
        if let indexPath { scrollToRow(at: indexPath) }
        setNeedsDisplay()
    }

    /// The row `steps` rows after (or before) the selection, across sections; the first
    /// visible row when nothing is selected.
    private func row(movingSelectionBy steps: Int) -> IndexPath? {
        guard var current = selectedIndexPath else { return indexPathsForVisibleRows.first }
        for _ in 0..<abs(steps) {
            let next: IndexPath?
            if steps > 0 {
                next = current.row + 1 < sections[current.section].rowCount ? IndexPath(row: current.row + 1, section: current.section)
                    : (current.section + 1..<sections.count).first { sections[$0].rowCount > 0 }.map { IndexPath(row: 0, section: $0) }
            } else {
                next = current.row > 0 ? IndexPath(row: current.row - 1, section: current.section)
                    : (0..<current.section).reversed().first { sections[$0].rowCount > 0 }.map { IndexPath(row: sections[$0].rowCount - 1, section: $0) }
            }
            guard let next else { break }
            current = next
        }
        return current
    }

    open override func handleKey(_ event: KeyEvent) -> Bool {
        guard event.modifiers.isEmpty else { return super.handleKey(event) }
        let page = max(1, bounds.height - 1)
        switch event.key {
        case .up:
            if isPullToRefreshEnabled, selectedIndexPath.map({ $0 == IndexPath(row: 0, section: 0) }) ?? false, contentOffset == 0 {
                pullToRefresh()
                return true
            }
            if let path = row(movingSelectionBy: -1) { selectRow(at: path) } else { scroll(by: -1) }
        case .down:
            if let path = row(movingSelectionBy: 1) { selectRow(at: path) } else { scroll(by: 1) }
        case .pageUp:
            scroll(by: -page)
            if selectedIndexPath != nil, let path = row(movingSelectionBy: -page) { selectRow(at: path) }
        case .pageDown:
            scroll(by: page)
            if selectedIndexPath != nil, let path = row(movingSelectionBy: page) { selectRow(at: path) }
        case .home:
            setContentOffset(0)
            if selectedIndexPath != nil, let first = sections.indices.first(where: { sections[$0].rowCount > 0 }) {
                selectRow(at: IndexPath(row: 0, section: first))
            }
        case .end:
            scrollToBottom()
            if selectedIndexPath != nil, let last = (0..<sections.count).reversed().first(where: { sections[$0].rowCount > 0 }) {
                selectRow(at: IndexPath(row: sections[last].rowCount - 1, section: last))
            }
        case .enter:
            guard let selected = selectedIndexPath else { return super.handleKey(event) }
            delegate?.tableView(self, didSelectRowAt: selected)
        default:
            return super.handleKey(event)
        }
        return true
    }

    open override func handleMouse(_ event: MouseEvent) -> Bool {
        switch event.kind {
        case .scrollUp: scroll(by: -3)
        case .scrollDown: scroll(by: 3)
        case .release(.left):
            let item = heights.item(atOffset: event.position.y - (isRefreshing ? 1 : 0))
            guard item < heights.count, case .row(let path) = describe(item) else { return true }
            selectRow(at: path)
            delegate?.tableView(self, didSelectRowAt: path)
        case .press(.left):
            becomeFirstResponder()
        default:
            return super.handleMouse(event)
        }
        return true
    }
}
