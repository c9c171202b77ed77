// One import for apps: the kit re-exports every layer below it.
@_exported import BanterCanvas
@_exported import BanterChatSDK
@_exported import BanterScheduling
@_exported import BanterTerminal
@_exported import BanterUIKitCore
@_exported import BanterViews
