import BanterUIKit

/// The chat-screen-v1 header: the kit's group channel header without the settings item,
/// because the specified screen, drawn alike by every framework it is compared with, shows
/// only `< #general` and the member count.
@MainActor
final class ChatScreenHeader: GroupChannelModule.Header {
    override func createDefaultRightButton() -> View? { nil }
}
