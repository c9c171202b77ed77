import BanterUIKit

/// A message search with newest results first and a custom row:
/// `ViewModelSet.messageSearchViewModel = NewestFirstSearchViewModel.self` orders the
/// results by time, and `MessageSearchModule.List.messageSearchResultCell =
/// ArrowResultCell.self` sets "↗ open" into each row's rule. The screen opens
/// searching "release" (type to search for something else).
@MainActor
struct SearchEntry: CustomizationEntry {
    let id = "search"
    let title = "A message search, newest first"
    let summary = "ViewModelSet.messageSearchViewModel orders by time; MessageSearchModule.List.messageSearchResultCell adds ↗."

    func apply() {
        Saved.shared.save()
        ViewModelSet.messageSearchViewModel = NewestFirstSearchViewModel.self
        MessageSearchModule.List.messageSearchResultCell = ArrowResultCell.self
    }

    func restore() { Saved.shared.restore() }

    func makeScreen(in workspace: CustomizeWorkspace, customised: Bool) -> ViewController {
        PresetSearchViewController(channelURL: nil, params: nil)
    }
}

/// The search screen with "release" searched when it appears.
@MainActor
final class PresetSearchViewController: MessageSearchViewController {
    private var searched = false

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard !searched else { return }
        searched = true
        search(keyword: "release")
    }
}

/// Orders every search by time, newest first.
@MainActor
final class NewestFirstSearchViewModel: MessageSearchViewModel {
    required init(client: ChatClient?, channelURL: String? = nil, params: MessageSearchQueryParams? = nil,
                  delegate: MessageSearchViewModelDelegate? = nil) {
        var newest = params ?? MessageSearchQueryParams(keyword: "")
        newest.order = .timestamp
        super.init(client: client, channelURL: channelURL, params: newest, delegate: delegate)
    }
}

/// A result row with "↗ open" set into the rule under it.
@MainActor
final class ArrowResultCell: MessageSearchResultCell {
    override func draw(in context: DrawingContext) {
        super.draw(in: context)
        guard message != nil, bounds.width > 40 else { return }
        context.write(" ↗ open ", at: Point(x: bounds.width - 11, y: 2), style: resolvedTheme.channelName)
    }
}
