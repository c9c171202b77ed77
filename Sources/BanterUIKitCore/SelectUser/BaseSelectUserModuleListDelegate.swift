import BanterViews

/// Hears a select-user list: a row chosen (Enter or a click toggles it), the end of the list
/// coming into view, a retry after an error, and the name filter typed. Called on the main
/// actor; the filter method is optional.
@MainActor
public protocol BaseSelectUserModuleListDelegate: AnyObject {
    /// The row at `indexPath` was chosen: its user is picked or unpicked.
    func baseSelectUserModule(_ listComponent: BaseSelectUserModule.List, didSelectRowAt indexPath: IndexPath)
    /// The last rows came into view: load more.
    func baseSelectUserModule(_ listComponent: BaseSelectUserModule.List, didDetectPreloadingPosition indexPath: IndexPath)
    /// The error view's retry was chosen.
    func baseSelectUserModuleDidSelectRetry(_ listComponent: BaseSelectUserModule.List)
    /// The nickname prefix typed in the filter row changed ("" when cleared).
    func baseSelectUserModule(_ listComponent: BaseSelectUserModule.List, didChangeNicknameFilter prefix: String)
}

extension BaseSelectUserModuleListDelegate {
    public func baseSelectUserModule(_ listComponent: BaseSelectUserModule.List, didChangeNicknameFilter prefix: String) {}
}
