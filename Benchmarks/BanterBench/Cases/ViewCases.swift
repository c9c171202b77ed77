import BanterCanvas
import BanterViews

/// Cases for views: a huge table scrolling, and a whole screen's layout and drawing.
enum ViewCases {
    static let all = [tableScroll, navigationScreen]

    /// One page of scrolling through a million self-sizing rows: layout of the rows that
    /// come into view, and drawing the window.
    static let tableScroll = BenchmarkCase("views.table.scroll.1m", unit: .microseconds, target: 200) {
        // The bench runs on the main thread, so main-actor views can be driven directly.
        let fixture = MainActor.assumeIsolated {
            let fixture = TableFixture(rows: 1_000_000, size: Size(width: 120, height: 40))
            _ = fixture.window.render()
            return fixture
        }
        return BenchmarkWorkload {
            MainActor.assumeIsolated {
                fixture.table.scroll(by: 39)
                if fixture.table.contentOffset > 900_000 { fixture.table.setContentOffset(0) }
                return fixture.window.render().canvas.width
            }
        }
    }

    /// A navigation controller with a table, 200x60: full layout and drawing.
    static let navigationScreen = BenchmarkCase("views.screen.navigation.200x60", unit: .microseconds, target: 500) {
        let fixture = MainActor.assumeIsolated {
            TableFixture(rows: 1_000, size: Size(width: 200, height: 60), navigation: true)
        }
        return BenchmarkWorkload {
            MainActor.assumeIsolated {
                fixture.window.rootViewController?.view.setNeedsLayout()
                fixture.table.setNeedsLayout()
                return fixture.window.render().canvas.width
            }
        }
    }
}

/// A window showing a table of chat-like rows that wrap to the width.
@MainActor
private final class TableFixture: TableViewDataSource {
    let window: Window
    let table = TableView()
    let messages: [String]

    init(rows: Int, size: Size, navigation: Bool = false) {
        var sample = SampleText(seed: 42)
        let distinct = (0..<200).map { _ in sample.message(averageCharacters: 120) }
        messages = distinct
        window = Window(size: size, scheduler: ManualScheduler())
        rowCount = rows
        let controller = TableController(table: table)
        controller.title = "#general"
        table.register(MessageCell.self, forCellReuseIdentifier: "message")
        table.dataSource = self
        window.setRootViewController(navigation ? NavigationController(rootViewController: controller) : controller)
    }

    let rowCount: Int

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rowCount }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath) as! MessageCell
        cell.text = messages[indexPath.row % messages.count]
        return cell
    }
}

/// A controller whose view is a table filling it.
@MainActor
private final class TableController: ViewController {
    let table: TableView
    init(table: TableView) {
        self.table = table
        super.init()
    }
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(table)
    }
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        table.frame = view.bounds
    }
}

/// A chat-like row: a sender line and the wrapped text.
@MainActor
private final class MessageCell: TableViewCell {
    var text = ""
    private var lines: [String] = []
    private var linesWidth = -1

    private func wrap(_ width: Int) -> [String] {
        if width != linesWidth { lines = TextLayout.wrap(text, width: max(1, width - 4)); linesWidth = width }
        return lines
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        linesWidth = -1
    }

    override func sizeThatFits(_ size: Size) -> Size {
        linesWidth = -1
        return Size(width: size.width, height: wrap(size.width).count + 1)
    }

    override func draw(in context: DrawingContext) {
        super.draw(in: context)
        context.write("alice  09:41", at: Point(x: 2, y: 0), style: TextStyle(foreground: .cyan, attributes: .bold))
        for (row, line) in wrap(bounds.width).enumerated() {
            context.write(line, at: Point(x: 2, y: row + 1))
        }
    }
}
