/// Hears what happens in a table and supplies its section headers and footers, as
/// `UITableViewDelegate` does. Every method is optional.
@MainActor
public protocol TableViewDelegate: AnyObject {
    /// A header above `section`, or `nil` for none.
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View?
    /// A footer below `section`, or `nil` for none.
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View?
    /// The row was chosen (Enter on the selection, or a click).
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
    /// The cell is about to be shown: the place to load more when nearing an end.
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
    /// The content offset changed.
    func tableViewDidScroll(_ tableView: TableView)
    /// The person pulled past the top (scrolled up while at the top): refresh, then call
    /// `tableView.endRefreshing()`.
    func tableViewDidPullToRefresh(_ tableView: TableView)
}

extension TableViewDelegate {
    public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableViewDidScroll(_ tableView: TableView) {}
    public func tableViewDidPullToRefresh(_ tableView: TableView) {}
}
