import BanterChatSDK

/// A message drawn by an app's own renderer: its `customType` names the renderer
/// registered in `ChannelConfiguration.customRenderers`.
@MainActor
public struct CustomItem {
    /// The custom type id the renderer was registered for.
    public let customType: String
    /// The message itself, for its data and text.
    public let message: BaseMessage
}
