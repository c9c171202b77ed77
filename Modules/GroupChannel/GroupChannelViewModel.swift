import BanterChatSDK
import BanterUIKitCore

/// The group channel screen's model; see `BaseChannelViewModel`. Subclass it and assign
/// `ViewModelSet.groupChannelViewModel` to customise. Main actor only.
@MainActor
open class GroupChannelViewModel: BaseChannelViewModel {}
