import BanterScheduling

/// What group and open channels share: identity, settings and the operations every channel
/// offers. A client keeps one object per channel url and updates it in place as events
/// arrive, so a view holding a channel always shows its current state.
@MainActor
public class BaseChannel {
    /// The unique address of the channel.
    public let channelURL: String
    /// Group or open.
    public let channelType: ChannelType
    public internal(set) var name: String
    public internal(set) var coverURL: String?
    /// An app-defined category, used by channel list filters.
    public internal(set) var customType: String?
    /// App-defined data.
    public internal(set) var data: String?
    /// When the channel was created, in milliseconds since 1970.
    public internal(set) var createdAt: Int64
    /// Whether only operators may send messages.
    public internal(set) var isFrozen: Bool
    /// The current user's role in the channel.
    public internal(set) var myRole: Role = .none
    /// Whether the current user is muted here.
    public internal(set) var myMutedState: MutedState = .unmuted

    /// The client this object belongs to; its requests go through it. Held weakly: a
    /// channel outliving its client fails its requests with 800101.
    public private(set) weak var client: ChatClient?
    /// The service's clock, kept so a channel can report failures even without a client.
    let scheduler: any Scheduler

    init(header: ChannelHeader, client: ChatClient) {
        channelURL = header.url
        channelType = header.kind
        name = header.name
        coverURL = header.coverURL
        customType = header.customType
        data = header.data
        createdAt = header.createdAt
        isFrozen = header.isFrozen
        self.client = client
        scheduler = client.scheduler
    }

    /// Brings the object up to date with the service's view of it.
    func apply(_ payload: ChannelPayload) {
        let header = payload.header
        name = header.name
        coverURL = header.coverURL
        customType = header.customType
        data = header.data
        isFrozen = header.isFrozen
        myRole = payload.isOperator ? .operator : .none
        myMutedState = payload.myMutedUntil == nil ? .unmuted : .muted
    }

    /// Whether the current user may send messages here now: not muted, and either the
    /// channel is not frozen or they operate it.
    public var canSendMessages: Bool {
        myMutedState == .unmuted && (!isFrozen || myRole == .operator)
    }
}
