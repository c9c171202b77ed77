import BanterUIKit

/// The global state the entries change, saved before an entry applies its customisation and
/// put back when it closes: the sets, the module metatypes, the configuration, the theme
/// and the strings.
@MainActor
final class Saved {
    static let shared = Saved()

    private var restoreAll: (@MainActor () -> Void)?

    /// Remembers the current global state (once; a second save before a restore keeps the
    /// first).
    func save() {
        guard restoreAll == nil else { return }
        let sets = (ViewControllerSet.groupChannelViewController, ViewControllerSet.groupChannelListViewController,
                    ViewModelSet.groupChannelViewModel, ViewModelSet.groupChannelListViewModel,
                    ModuleSet.groupChannelModule, ModuleSet.groupChannelListModule)
        let selectUserSets = (ViewControllerSet.createChannelViewController, ViewControllerSet.inviteUserViewController,
                              ViewModelSet.createGroupChannelViewModel, ViewModelSet.inviteUserViewModel,
                              ModuleSet.createGroupChannelModule, ModuleSet.inviteUserModule)
        let selectUserModules = (CreateChannelModule.headerComponent, CreateChannelModule.listComponent, CreateChannelModule.List.userCell,
                                 InviteUserModule.headerComponent, InviteUserModule.listComponent, InviteUserModule.List.userCell)
        let modules = (GroupChannelModule.headerComponent, GroupChannelModule.listComponent, GroupChannelModule.inputComponent,
                       GroupChannelModule.List.customMessageCell, GroupChannelListModule.headerComponent,
                       GroupChannelListModule.listComponent, GroupChannelListModule.List.channelCell)
        let settings = (GroupChannelSettingsModule.headerComponent, GroupChannelSettingsModule.listComponent)
        let pushSettings = (ViewControllerSet.groupChannelPushSettingsViewController, ViewModelSet.groupChannelPushSettingsViewModel,
                            ModuleSet.groupChannelPushSettingsModule, GroupChannelPushSettingsModule.headerComponent,
                            GroupChannelPushSettingsModule.listComponent)
        let userLists = (ViewControllerSet.groupUserListViewController, ViewModelSet.groupUserListViewModel, ModuleSet.groupUserListModule,
                         UserListModule.headerComponent, UserListModule.listComponent, UserListModule.List.userCell)
        let moderations = (ViewControllerSet.groupModerationsViewController, ViewModelSet.groupModerationsViewModel,
                           ModuleSet.groupModerationsModule, ModerationsModule.headerComponent, ModerationsModule.listComponent)
        let registerOperator = (ViewControllerSet.groupChannelRegisterOperatorViewController, ViewModelSet.groupChannelRegisterOperatorViewModel,
                                ModuleSet.groupRegisterOperatorModule, RegisterOperatorModule.headerComponent,
                                RegisterOperatorModule.listComponent, RegisterOperatorModule.List.userCell)
        let thread = (ViewControllerSet.messageThreadViewController, ViewModelSet.messageThreadViewModel, ModuleSet.messageThreadModule,
                      MessageThreadModule.headerComponent, MessageThreadModule.listComponent, MessageThreadModule.inputComponent,
                      MessageThreadModule.List.parentMessageInfoView)
        let search = (ViewControllerSet.messageSearchViewController, ViewModelSet.messageSearchViewModel, ModuleSet.messageSearchModule,
                      MessageSearchModule.headerComponent, MessageSearchModule.listComponent, MessageSearchModule.List.messageSearchResultCell)
        let openSets = (ViewControllerSet.openChannelViewController, ViewControllerSet.openChannelListViewController,
                        ViewModelSet.openChannelViewModel, ViewModelSet.openChannelListViewModel,
                        ModuleSet.openChannelModule, ModuleSet.openChannelListModule)
        let openModules = (OpenChannelModule.headerComponent, OpenChannelModule.listComponent, OpenChannelModule.inputComponent,
                           OpenChannelModule.mediaComponent, OpenChannelListModule.headerComponent,
                           OpenChannelListModule.listComponent, OpenChannelListModule.List.channelCell)
        let createOpen = (ViewControllerSet.createOpenChannelViewController, ViewModelSet.createOpenChannelViewModel,
                          ModuleSet.createOpenChannelModule, CreateOpenChannelModule.headerComponent,
                          CreateOpenChannelModule.profileInputComponent, CreateOpenChannelModule.ProfileInput.channelNameInputField)
        let openSettings = (ViewControllerSet.openChannelSettingsViewController, ViewModelSet.openChannelSettingsViewModel,
                            ModuleSet.openChannelSettingsModule, OpenChannelSettingsModule.headerComponent,
                            OpenChannelSettingsModule.listComponent)
        let strings = StringSet.current
        let theme = Theme.current
        restoreAll = {
            (ViewControllerSet.createOpenChannelViewController, ViewModelSet.createOpenChannelViewModel,
             ModuleSet.createOpenChannelModule, CreateOpenChannelModule.headerComponent,
             CreateOpenChannelModule.profileInputComponent, CreateOpenChannelModule.ProfileInput.channelNameInputField) = createOpen
            (ViewControllerSet.openChannelSettingsViewController, ViewModelSet.openChannelSettingsViewModel,
             ModuleSet.openChannelSettingsModule, OpenChannelSettingsModule.headerComponent,
             OpenChannelSettingsModule.listComponent) = openSettings
            (ViewControllerSet.openChannelViewController, ViewControllerSet.openChannelListViewController,
             ViewModelSet.openChannelViewModel, ViewModelSet.openChannelListViewModel,
             ModuleSet.openChannelModule, ModuleSet.openChannelListModule) = openSets
            (OpenChannelModule.headerComponent, OpenChannelModule.listComponent, OpenChannelModule.inputComponent,
             OpenChannelModule.mediaComponent, OpenChannelListModule.headerComponent,
             OpenChannelListModule.listComponent, OpenChannelListModule.List.channelCell) = openModules
            (ViewControllerSet.groupUserListViewController, ViewModelSet.groupUserListViewModel, ModuleSet.groupUserListModule,
             UserListModule.headerComponent, UserListModule.listComponent, UserListModule.List.userCell) = userLists
            (ViewControllerSet.groupModerationsViewController, ViewModelSet.groupModerationsViewModel,
             ModuleSet.groupModerationsModule, ModerationsModule.headerComponent, ModerationsModule.listComponent) = moderations
            (ViewControllerSet.groupChannelRegisterOperatorViewController, ViewModelSet.groupChannelRegisterOperatorViewModel,
             ModuleSet.groupRegisterOperatorModule, RegisterOperatorModule.headerComponent,
             RegisterOperatorModule.listComponent, RegisterOperatorModule.List.userCell) = registerOperator
            (ViewControllerSet.groupChannelViewController, ViewControllerSet.groupChannelListViewController,
             ViewModelSet.groupChannelViewModel, ViewModelSet.groupChannelListViewModel,
             ModuleSet.groupChannelModule, ModuleSet.groupChannelListModule) = sets
            (GroupChannelModule.headerComponent, GroupChannelModule.listComponent, GroupChannelModule.inputComponent,
             GroupChannelModule.List.customMessageCell, GroupChannelListModule.headerComponent,
             GroupChannelListModule.listComponent, GroupChannelListModule.List.channelCell) = modules
            (GroupChannelSettingsModule.headerComponent, GroupChannelSettingsModule.listComponent) = settings
            (ViewControllerSet.groupChannelPushSettingsViewController, ViewModelSet.groupChannelPushSettingsViewModel,
             ModuleSet.groupChannelPushSettingsModule, GroupChannelPushSettingsModule.headerComponent,
             GroupChannelPushSettingsModule.listComponent) = pushSettings
            (ViewControllerSet.messageThreadViewController, ViewModelSet.messageThreadViewModel, ModuleSet.messageThreadModule,
             MessageThreadModule.headerComponent, MessageThreadModule.listComponent, MessageThreadModule.inputComponent,
             MessageThreadModule.List.parentMessageInfoView) = thread
            (ViewControllerSet.messageSearchViewController, ViewModelSet.messageSearchViewModel, ModuleSet.messageSearchModule,
             MessageSearchModule.headerComponent, MessageSearchModule.listComponent, MessageSearchModule.List.messageSearchResultCell) = search
            (ViewControllerSet.createChannelViewController, ViewControllerSet.inviteUserViewController,
             ViewModelSet.createGroupChannelViewModel, ViewModelSet.inviteUserViewModel,
             ModuleSet.createGroupChannelModule, ModuleSet.inviteUserModule) = selectUserSets
            (CreateChannelModule.headerComponent, CreateChannelModule.listComponent, CreateChannelModule.List.userCell,
             InviteUserModule.headerComponent, InviteUserModule.listComponent, InviteUserModule.List.userCell) = selectUserModules
            StringSet.current = strings
            BanterUIKit.config.reset()
            if Theme.current !== theme { Theme.set(theme) }
        }
    }

    /// Puts the saved state back.
    func restore() {
        restoreAll?()
        restoreAll = nil
    }
}
