import BanterChatSDK
import BanterViews

/// Hears a channel list component: a row chosen, the end of the list coming into view,
/// a request for a channel's actions (the context menu), and a retry after an error.
/// Called on the main actor.
@MainActor
public protocol BaseChannelListModuleListDelegate: AnyObject {
    /// The row at `indexPath` was chosen (Enter or a click).
    func baseChannelListModule(_ listComponent: BaseChannelListModule.List, didSelectRowAt indexPath: IndexPath)
    /// The last rows came into view: load more.
    func baseChannelListModule(_ listComponent: BaseChannelListModule.List, didDetectPreloadingPosition indexPath: IndexPath)
    /// The person asked for `channel`'s actions (`l` or Delete on its row).
    func baseChannelListModule(_ listComponent: BaseChannelListModule.List, didRequestActionsFor channel: GroupChannel, at indexPath: IndexPath)
    /// The person chose retry on the error view.
    func baseChannelListModuleDidSelectRetry(_ listComponent: BaseChannelListModule.List)
}

extension BaseChannelListModuleListDelegate {
    public func baseChannelListModule(_ listComponent: BaseChannelListModule.List, didRequestActionsFor channel: GroupChannel, at indexPath: IndexPath) {}
}
