import BanterUIKitCore

/// The message thread screen's module: the component classes its view controller builds,
/// resolved when the controller is initialised (`ModuleSet.messageThreadModule`). Assign
/// subclasses before building screens:
///
///     MessageThreadModule.listComponent = MyThreadList.self
///     MessageThreadModule.List.parentMessageInfoView = MyParentInfo.self
///
/// An open class, so `ModuleSet.messageThreadModule` can hold a subclass. Main actor only.
@MainActor
open class MessageThreadModule: BaseChannelModule {
    /// The header: back item, "Thread" and the channel's name.
    public static var headerComponent: MessageThreadModule.Header.Type = MessageThreadModule.Header.self
    /// The list: the parent message info view, then the replies.
    public static var listComponent: MessageThreadModule.List.Type = MessageThreadModule.List.self
    /// The input that sends replies to the thread.
    public static var inputComponent: MessageThreadModule.Input.Type = MessageThreadModule.Input.self
}
