import BanterCanvas
import BanterTerminal
import BanterViews

/// The gallery's one screen: a labelled row per control, in a scroll view, with buttons
/// that open a table and an alert.
@MainActor
final class GalleryController: ViewController {
    private let scroll = ScrollView()
    private let rows = StackView(axis: .vertical, spacing: 1)
    private let spinner = ActivityIndicator()
    private let badge = BadgeView(count: 3)
    private let name = TextInputView(placeholder: "Single-line input")
    private let status = Label(text: "Tab to move, Enter to press, Ctrl-T light/dark, Ctrl-C to quit", style: TextStyle(foreground: .brightBlack))

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Gallery"
        view.addSubview(scroll)
        scroll.addSubview(rows)

        var heading = StyledText()
        heading.append("Label", style: TextStyle(attributes: .bold))
        heading.append(" with ", style: .plain)
        heading.append("styled runs", style: TextStyle(foreground: .cyan, attributes: .underline))
        heading.append(", wrapping over several lines when the window is narrow: 日本語も、emoji 👩‍💻 too.", style: .plain)
        let label = Label(attributedText: heading)
        label.numberOfLines = 0
        label.lineBreakMode = .wordWrap

        name.maxLength = 40
        let message = TextInputView(placeholder: "Multi-line input: Alt-Enter for a new line", isMultiline: true)
        message.maxVisibleLines = 3

        let table = Button(title: "Open a table") { [weak self] in self?.navigationController?.pushViewController(TableDemoController()) }
        let alert = Button(title: "Show an alert") { [weak self] in self?.showAlert() }
        let disabled = Button(title: "Disabled")
        disabled.isEnabled = false
        // A plain view at the end of a row takes the room left over, keeping the row packed.
        let buttons = StackView(arrangedSubviews: [table, alert, disabled, View()], axis: .horizontal, spacing: 2)
        buttons.alignment = .leading

        let image = ImageView(name: "sunset.jpg", sizeText: "1.2 MB")
        let loading = ImageView(name: "photo.png", sizeText: "640 KB")
        loading.isLoading = true
        let images = StackView(arrangedSubviews: [image, loading, View()], axis: .horizontal, spacing: 2)
        images.alignment = .leading

        spinner.startAnimating()
        let busy = StackView(arrangedSubviews: [spinner, Label(text: "Loading messages…"), badge, View()], axis: .horizontal, spacing: 1)
        busy.alignment = .leading

        for view in [label, SeparatorView(), name, message, buttons, images, busy, status] as [View] {
            rows.addArrangedSubview(view)
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        scroll.frame = view.bounds.insetBy(dx: 1, dy: 0)
        let width = max(0, scroll.bounds.width - 2)
        let size = rows.sizeThatFits(Size(width: width, height: Int(Int16.max)))
        rows.frame = Rect(x: 0, y: 0, width: width, height: size.height)
        scroll.contentSize = Size(width: width, height: size.height)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if view.window?.firstResponder == nil { name.becomeFirstResponder() }
    }

    private func showAlert() {
        let alert = AlertController(title: "Delete the draft?", message: "It cannot be brought back.")
        alert.addAction(AlertAction(title: "Delete", style: .destructive) { [weak self] _ in self?.status.text = "Deleted." })
        alert.addAction(AlertAction(title: "Keep", style: .cancel) { [weak self] _ in self?.status.text = "Kept." })
        present(alert)
    }

    override func handleKey(_ event: KeyEvent) -> Bool {
        if event == KeyEvent(.character("t"), modifiers: .control), let window = view.window {
            let dark = window.traitCollection.userInterfaceStyle == .dark
            window.traitCollection = TraitCollection(userInterfaceStyle: dark ? .light : .dark)
            return true
        }
        return super.handleKey(event)
    }
}

/// A table of a thousand rows, to scroll with the keys, the wheel or PgUp/PgDn.
@MainActor
final class TableDemoController: ViewController, TableViewDataSource, TableViewDelegate {
    private let table = TableView()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "A thousand rows"
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = self
        table.delegate = self
        view.addSubview(table)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        table.frame = view.bounds
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        table.becomeFirstResponder()
        table.selectRow(at: IndexPath(row: 0, section: 0))
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1_000 }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        let label = cell.subviews.first as? Label ?? {
            let label = Label()
            cell.addSubview(label)
            return label
        }()
        label.text = "Row \(indexPath.row + 1)"
        label.frame = Rect(x: 2, y: 0, width: 30, height: 1)
        return cell
    }
}
