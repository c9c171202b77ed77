import BanterChatSDK
import BanterViews

/// Hears a channel list component: a row chosen, the end of the list coming into view, a
/// retry after an error, and a refresh asked for. Called on the main actor.
@MainActor
public protocol BaseChannelListModuleListDelegate: AnyObject {
    /// The row at `indexPath` was chosen (Enter or a click).
    func baseChannelListModule(_ listComponent: BaseChannelListModule.List, didSelectRowAt indexPath: IndexPath)
    /// The last rows came into view: load more.
    func baseChannelListModule(_ listComponent: BaseChannelListModule.List, didDetectPreloadingPosition indexPath: IndexPath)
    /// The person chose retry on the error view.
    func baseChannelListModuleDidSelectRetry(_ listComponent: BaseChannelListModule.List)
    /// The person asked for the list afresh (Ctrl-R).
    func baseChannelListModuleDidSelectRefresh(_ listComponent: BaseChannelListModule.List)
}
