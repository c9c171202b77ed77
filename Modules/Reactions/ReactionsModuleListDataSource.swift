import BanterChatSDK

/// Gives the reactions list what it shows. Called on the main actor whenever the list
/// reloads.
@MainActor
public protocol ReactionsModuleListDataSource: AnyObject {
    /// The message's reactions, one tab each, in order.
    func reactionsModule(_ listComponent: ReactionsModule.List, reactionsForTabs tabs: ReactionsModule.TabsView) -> [Reaction]
    /// Who gave `reaction`, in the order the list shows them.
    func reactionsModule(_ listComponent: ReactionsModule.List, usersFor reaction: Reaction) -> [User]
    /// The current user's id: their row reads "(You)".
    func reactionsModuleCurrentUserId(_ listComponent: ReactionsModule.List) -> String?
}
