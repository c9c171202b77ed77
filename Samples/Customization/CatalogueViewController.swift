import BanterUIKit

/// The catalogue's first screen: one row per entry, its title and what it shows. Enter
/// opens the customised version, `d` the default; coming back (Esc) puts the global state
/// back.
@MainActor
final class CatalogueViewController: BaseViewController, TableViewDataSource, TableViewDelegate {
    let workspace: CustomizeWorkspace
    let tableView = TableView()
    private var opened: (entry: any CustomizationEntry, customised: Bool)?

    init(workspace: CustomizeWorkspace) {
        self.workspace = workspace
        super.init()
        title = "banter-customize"
    }

    override func setupViews() {
        super.setupViews()
        tableView.register(EntryCell.self, forCellReuseIdentifier: "entry")
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
    }

    override func setupLayouts() {
        super.setupLayouts()
        placeComponents(header: nil, content: tableView)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if let opened {
            Catalogue.close(opened.entry, customised: opened.customised)
            self.opened = nil
        }
        navigationItem.title = "Customisations: Enter opens one, d its default, Esc comes back"
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        tableView.becomeFirstResponder()
        if tableView.selectedIndexPath == nil { tableView.selectRow(at: IndexPath(row: 0, section: 0)) }
    }

    func open(_ index: Int, customised: Bool) {
        guard Catalogue.entries.indices.contains(index) else { return }
        let entry = Catalogue.entries[index]
        opened = (entry, customised)
        navigationController?.pushViewController(Catalogue.open(entry, customised: customised, in: workspace))
    }

    override func handleKey(_ event: KeyEvent) -> Bool {
        if event == KeyEvent(.character("d")), let path = tableView.selectedIndexPath {
            open(path.row, customised: false)
            return true
        }
        return super.handleKey(event)
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { Catalogue.entries.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "entry", for: indexPath)
        (cell as? EntryCell)?.entry = Catalogue.entries[indexPath.row]
        return cell
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        open(indexPath.row, customised: true)
    }
}

/// A catalogue row: the entry's title and id, then its summary.
@MainActor
final class EntryCell: BaseTableViewCell {
    var entry: (any CustomizationEntry)? { didSet { setNeedsDisplay() } }

    override func sizeThatFits(_ size: Size) -> Size { Size(width: size.width, height: 3) }

    override func draw(in context: DrawingContext) {
        guard let entry else { return }
        let theme = Theme.current.componentTheme
        let width = max(0, bounds.width - 4)
        let x = 2 + context.write(TextLayout.truncate(entry.title, width: width), at: Point(x: 2, y: 0), style: theme.title)
        if x + 3 < bounds.width { context.write(TextLayout.truncate("  " + entry.id, width: bounds.width - x - 1), at: Point(x: x, y: 0), style: theme.secondary) }
        context.write(TextLayout.truncate(entry.summary, width: width), at: Point(x: 2, y: 1), style: theme.secondary)
        if isSelected { context.write("▌", at: Point(x: 0, y: 0), style: theme.retryButton); context.write("▌", at: Point(x: 0, y: 1), style: theme.retryButton) }
    }
}
