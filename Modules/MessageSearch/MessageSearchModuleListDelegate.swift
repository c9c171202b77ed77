import BanterUIKitCore
import BanterViews

/// Hears the message search list: a result chosen, the end of the results coming into
/// view (load more), and a retry after an error. Called on the main actor.
@MainActor
public protocol MessageSearchModuleListDelegate: AnyObject {
    func messageSearchModule(_ listComponent: MessageSearchModule.List, didSelectRowAt indexPath: IndexPath)
    func messageSearchModule(_ listComponent: MessageSearchModule.List, didDetectPreloadingPosition indexPath: IndexPath)
    func messageSearchModuleDidSelectRetry(_ listComponent: MessageSearchModule.List)
}
