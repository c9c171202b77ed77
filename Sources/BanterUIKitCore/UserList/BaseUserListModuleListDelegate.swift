import BanterChatSDK
import BanterViews

/// Hears a user list: a row chosen (Enter or a click), the end of the list coming into view,
/// a retry after an error, and the name filter typed. Called on the main actor; the filter
/// method is optional.
@MainActor
public protocol BaseUserListModuleListDelegate: AnyObject {
    /// The row at `indexPath` was chosen (an operator gets the row's actions).
    func baseUserListModule(_ listComponent: BaseUserListModule.List, didSelectRowAt indexPath: IndexPath)
    /// The last rows came into view: load more.
    func baseUserListModule(_ listComponent: BaseUserListModule.List, didDetectPreloadingPosition indexPath: IndexPath)
    /// The error view's retry was chosen.
    func baseUserListModuleDidSelectRetry(_ listComponent: BaseUserListModule.List)
    /// The nickname prefix typed in the filter row changed ("" when cleared).
    func baseUserListModule(_ listComponent: BaseUserListModule.List, didChangeNicknameFilter prefix: String)
}

extension BaseUserListModuleListDelegate {
    public func baseUserListModule(_ listComponent: BaseUserListModule.List, didChangeNicknameFilter prefix: String) {}
}
