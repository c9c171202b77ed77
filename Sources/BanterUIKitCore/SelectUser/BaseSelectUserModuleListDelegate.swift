import BanterViews

/// Hears a select-user list: a row chosen (Space or Enter toggles it), the end of the list
/// coming into view, and a retry after an error. Called on the main actor.
@MainActor
public protocol BaseSelectUserModuleListDelegate: AnyObject {
    /// The row at `indexPath` was chosen: its user is picked or unpicked.
    func baseSelectUserModule(_ listComponent: BaseSelectUserModule.List, didSelectRowAt indexPath: IndexPath)
    /// The last rows came into view: load more.
    func baseSelectUserModule(_ listComponent: BaseSelectUserModule.List, didDetectPreloadingPosition indexPath: IndexPath)
    /// The error view's retry was chosen.
    func baseSelectUserModuleDidSelectRetry(_ listComponent: BaseSelectUserModule.List)
}
