import BanterCanvas
import BanterTerminal
import Testing
@testable import BanterViews

/// A cell showing its text, wrapped to the table's width: rows size themselves.
@MainActor
final class TextCell: TableViewCell {
    var text = "" { didSet { setNeedsDisplay() } }

    override func sizeThatFits(_ size: Size) -> Size {
        Size(width: size.width, height: TextLayout.wrap(text, width: max(1, size.width)).count)
    }

    override func draw(in context: DrawingContext) {
        super.draw(in: context)
        for (row, line) in TextLayout.wrap(text, width: max(1, bounds.width)).enumerated() {
            context.write(line, at: Point(x: 0, y: row))
        }
    }
}

/// A data source over an array of strings per section, recording what the table asks.
@MainActor
final class ListSource: TableViewDataSource, TableViewDelegate {
    var sections: [[String]]
    var headers: [String?] = []
    var selected: [IndexPath] = []
    var displayed: [IndexPath] = []
    var refreshes = 0

    init(_ sections: [[String]]) {
        self.sections = sections
    }

    func numberOfSections(in tableView: TableView) -> Int { sections.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "text", for: indexPath) as! TextCell
        cell.text = sections[indexPath.section][indexPath.row]
        return cell
    }
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
        guard section < headers.count, let title = headers[section] else { return nil }
        let header = TextCell(reuseIdentifier: "header")
        header.text = "— \(title) —"
        return header
    }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) { displayed.append(indexPath) }
    func tableViewDidPullToRefresh(_ tableView: TableView) { refreshes += 1 }
}

@Suite("Table view")
@MainActor
struct TableViewTests {
    /// A window showing a table that fills it.
    private func make(_ source: ListSource, size: Size = Size(width: 20, height: 5), bottomAnchored: Bool = false) -> (Window, TableView) {
        let window = Window(size: size, scheduler: ManualScheduler())
        let controller = ViewController()
        let table = TableView()
        table.register(TextCell.self, forCellReuseIdentifier: "text")
        table.isBottomAnchored = bottomAnchored
        table.dataSource = source
        table.delegate = source
        controller.view.addSubview(table)
        table.frame = Rect(size: size)
        window.setRootViewController(controller)
        return (window, table)
    }

    private func rows(_ window: Window) -> [String] {
        window.render().canvas.plainText().split(separator: "\n", omittingEmptySubsequences: false).map {
            var line = String($0)
            while line.last == " " { line.removeLast() }
            return line
        }
    }

    @Test func onlyVisibleRowsBecomeCells() {
        let source = ListSource([(0..<100_000).map { "row \($0)" }])
        let (window, table) = make(source)
        #expect(rows(window) == ["row 0", "row 1", "row 2", "row 3", "row 4"])
        for _ in 0..<50 {
            table.scroll(by: 7)
            _ = window.render()
        }
        #expect(rows(window).first == "row 350")
        #expect(table.cellCount <= 5 + 5)
        table.scrollToBottom()
        #expect(rows(window).last == "row 99999")
        #expect(table.cellCount <= 10)
        #expect(table.contentHeight == 100_000)
    }

    @Test func rowsSizeThemselvesAndWidthChangesRemeasure() {
        let source = ListSource([["short", "a longer message that wraps", "end"]])
        let (window, table) = make(source, size: Size(width: 12, height: 6))
        #expect(rows(window) == ["short", "a longer", "message that", "wraps", "end", ""])
        #expect(table.contentHeight == 5)
        window.resize(to: Size(width: 30, height: 6))
        table.frame = Rect(size: window.size)
        #expect(rows(window).prefix(3) == ["short", "a longer message that wraps", "end"])
        #expect(table.contentHeight == 3)
    }

    @Test func headersSitAboveTheirSections() {
        let source = ListSource([["a1", "a2"], ["b1"]])
        source.headers = ["A", "B"]
        let (window, _) = make(source, size: Size(width: 12, height: 6))
        #expect(rows(window) == ["— A —", "a1", "a2", "— B —", "b1", ""])
    }

    @Test func insertingBelowKeepsTheViewStill() {
        let source = ListSource([(0..<50).map { "row \($0)" }])
        let (window, table) = make(source)
        table.setContentOffset(10)
        #expect(rows(window).first == "row 10")
        source.sections[0].insert("new", at: 30)
        table.performBatchUpdates { $0.insertRows(at: [IndexPath(row: 30, section: 0)]) }
        #expect(rows(window).first == "row 10")
        #expect(table.lastDiagnostic == nil)
    }

    @Test func prependingDoesNotMoveWhatIsSeen() {
        let source = ListSource([(0..<50).map { "row \($0)" }])
        let (window, table) = make(source)
        table.setContentOffset(20)
        #expect(rows(window) == ["row 20", "row 21", "row 22", "row 23", "row 24"])
        source.sections[0].insert(contentsOf: (0..<10).map { "earlier \($0)" }, at: 0)
        table.performBatchUpdates { batch in batch.insertRows(at: (0..<10).map { IndexPath(row: $0, section: 0) }) }
        #expect(rows(window) == ["row 20", "row 21", "row 22", "row 23", "row 24"])
        #expect(table.contentOffset == 30)
    }

    @Test func deletingAboveKeepsTheViewStill() {
        let source = ListSource([(0..<50).map { "row \($0)" }])
        let (window, table) = make(source)
        table.setContentOffset(20)
        _ = window.render()
        source.sections[0].removeSubrange(0..<5)
        table.performBatchUpdates { batch in batch.deleteRows(at: (0..<5).map { IndexPath(row: $0, section: 0) }) }
        #expect(rows(window).first == "row 20")
    }

    @Test func anInconsistentUpdateIsReportedAndReloaded() {
        let source = ListSource([(0..<10).map { "row \($0)" }])
        let (window, table) = make(source)
        var reported: [String] = []
        table.diagnosticHandler = { reported.append($0) }
        source.sections[0].append(contentsOf: ["x", "y"])
        table.performBatchUpdates { $0.insertRows(at: [IndexPath(row: 10, section: 0)]) }
        #expect(reported.count == 1)
        #expect(reported.first?.contains("section 0: the data source has 12 rows") == true)
        #expect(table.numberOfRows(inSection: 0) == 12)
        #expect(rows(window).first == "row 0")
        table.performBatchUpdates { $0.deleteRows(at: [IndexPath(row: 99, section: 0)]) }
        #expect(reported.count == 2)
    }

    @Test func aBottomAnchoredTableFollowsNewRows() {
        let source = ListSource([(0..<20).map { "message \($0)" }])
        let (window, table) = make(source, bottomAnchored: true)
        #expect(rows(window).last == "message 19")
        source.sections[0].append("message 20")
        table.performBatchUpdates { $0.insertRows(at: [IndexPath(row: 20, section: 0)]) }
        let frame = window.render()
        #expect(frame.canvas.plainText().split(separator: "\n").last?.hasPrefix("message 20") == true)
        #expect(frame.scrolls == [ScrollHint(rows: 0..<5, offset: 1)])
        // Scrolled up, new rows do not pull the view down.
        table.scroll(by: -3)
        _ = window.render()
        source.sections[0].append("message 21")
        table.performBatchUpdates { $0.insertRows(at: [IndexPath(row: 21, section: 0)]) }
        #expect(rows(window).last == "message 17")
    }

    @Test func keysMoveTheSelectionAndEnterChooses() {
        let source = ListSource([(0..<20).map { "row \($0)" }])
        let (window, table) = make(source)
        #expect(table.becomeFirstResponder())
        window.handle(.key(KeyEvent(.down)))
        #expect(table.selectedIndexPath == IndexPath(row: 0, section: 0))
        for _ in 0..<6 { window.handle(.key(KeyEvent(.down))) }
        #expect(table.selectedIndexPath == IndexPath(row: 6, section: 0))
        #expect(rows(window).last == "row 6")
        window.handle(.key(KeyEvent(.enter)))
        #expect(source.selected == [IndexPath(row: 6, section: 0)])
        window.handle(.key(KeyEvent(.end)))
        #expect(table.selectedIndexPath == IndexPath(row: 19, section: 0))
        window.handle(.key(KeyEvent(.home)))
        #expect(table.selectedIndexPath == IndexPath(row: 0, section: 0))
        _ = window.render()
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.isSelected == true)
    }

    @Test func theWheelScrollsAndAClickSelects() {
        let source = ListSource([(0..<20).map { "row \($0)" }])
        let (window, table) = make(source)
        window.handle(.mouse(MouseEvent(kind: .scrollDown, position: Point(x: 1, y: 1))))
        #expect(table.contentOffset == 3)
        window.handle(.mouse(MouseEvent(kind: .press(.left), position: Point(x: 1, y: 2))))
        window.handle(.mouse(MouseEvent(kind: .release(.left), position: Point(x: 1, y: 2))))
        #expect(source.selected == [IndexPath(row: 5, section: 0)])
    }

    @Test func scrollingUpAtTheTopPullsToRefresh() {
        let source = ListSource([(0..<20).map { "row \($0)" }])
        let (window, table) = make(source)
        table.scroll(by: -1)
        #expect(source.refreshes == 0 && !table.isRefreshing, "off unless enabled")
        table.isPullToRefreshEnabled = true
        table.scroll(by: -1)
        #expect(source.refreshes == 1 && table.isRefreshing)
        #expect(rows(window).first?.contains("↻ Refreshing…") == true)
        table.scroll(by: -1)
        #expect(source.refreshes == 1)
        table.scroll(by: 5)
        #expect(!rows(window).joined().contains("Refreshing"), "the refresh row scrolls away with the content")
        table.endRefreshing()
        table.setContentOffset(0)
        #expect(rows(window).first == "row 0")
    }

    @Test func willDisplayTellsWhichRowsAppear() {
        let source = ListSource([(0..<20).map { "row \($0)" }])
        let (window, table) = make(source)
        _ = window.render()
        #expect(source.displayed == (0..<5).map { IndexPath(row: $0, section: 0) })
        table.scrollToRow(at: IndexPath(row: 12, section: 0), at: .top)
        _ = window.render()
        #expect(source.displayed.last == IndexPath(row: 16, section: 0))
    }

    @Test func scrollingEmitsHintsOnlyForAPureScroll() {
        let source = ListSource([(0..<50).map { "row \($0)" }])
        let (window, table) = make(source)
        _ = window.render()
        table.scroll(by: 2)
        #expect(window.render().scrolls == [ScrollHint(rows: 0..<5, offset: 2)])
        #expect(window.render().scrolls.isEmpty)
        table.scroll(by: 40)
        #expect(window.render().scrolls.isEmpty, "a jump of more than a screen is a redraw")
    }

    @Test func theHeightCacheOnlyHoldsWhatWasMeasured() {
        var cache = RowHeightCache(count: 1_000_000, estimate: 1)
        #expect(cache.totalHeight == 1_000_000 && cache.allocatedBlockCount == 0)
        cache.setHeight(3, for: 500_000)
        cache.setHeight(2, for: 10)
        #expect(cache.totalHeight == 1_000_003)
        #expect(cache.offset(of: 500_001) == 500_001 + 1 + 2)
        #expect(cache.item(atOffset: 500_001) == 500_000)
        #expect(cache.item(atOffset: 500_003) == 500_000)
        #expect(cache.item(atOffset: 500_004) == 500_001)
        #expect(cache.allocatedBlockCount == 2)
        cache.invalidate(500_000)
        #expect(cache.totalHeight == 1_000_001)
    }
}
