/// One step of a model-based run: a public SDK call, or something that happens to the
/// service or the network.
///
/// Steps name their targets abstractly (the third channel the model knows, the first
/// message of a channel) and are resolved when they run, so a shrunk sequence with steps
/// removed still means something: that is what lets a failure shrink to a few lines.
enum ModelOperation: Hashable, CustomStringConvertible {
    /// A user of the run: one of the connected clients' users, or a hostile id.
    enum UserArgument: Hashable {
        case client(Int)
        /// An id the service never heard of.
        case unknown
        /// Only whitespace and line breaks.
        case blank
    }

    /// A message of the channel the step acts in.
    enum MessageArgument: Hashable {
        /// The n-th acknowledged message still in the channel (modulo their number).
        case existing(Int)
        /// A message id of another channel.
        case otherChannel
        case unknown
        case negative
    }

    enum TextArgument: Hashable {
        case words(Int)
        case empty
        case whitespace
        /// Emoji sequences, right-to-left text, combining marks and a NUL.
        case oddUnicode
        /// Exactly the service's limit.
        case longest
        /// One character over the service's limit.
        case tooLong
    }

    enum NameArgument: Hashable {
        case none, plain, whitespace, longest, tooLong
    }

    case send(client: Int, channel: Int, text: TextArgument, parent: MessageArgument?)
    /// Resends the client's n-th failed message (modulo their number) through the channel
    /// it failed in, or through another channel when `elsewhere`.
    case resend(client: Int, failed: Int, elsewhere: Bool)
    case edit(client: Int, channel: Int, message: MessageArgument, text: TextArgument)
    case delete(client: Int, channel: Int, message: MessageArgument)
    case react(client: Int, channel: Int, message: MessageArgument, key: String, add: Bool)
    case typing(client: Int, channel: Int)
    case markAsRead(client: Int, channel: Int)
    case create(client: Int, invitees: [UserArgument], name: NameArgument, distinct: Bool)
    case invite(client: Int, channel: Int, users: [UserArgument])
    case leave(client: Int, channel: Int)
    case hide(client: Int, channel: Int)
    case freeze(client: Int, channel: Int, frozen: Bool)
    /// Mutes `user` for `seconds` (nil: until unmuted), or unmutes when `muted` is false.
    case mute(client: Int, channel: Int, user: UserArgument, seconds: Int?, muted: Bool)
    case ban(client: Int, channel: Int, user: UserArgument, seconds: Int?, banned: Bool)
    case operators(client: Int, channel: Int, users: [UserArgument], add: Bool)
    case members(client: Int, channel: Int, limit: Int)
    case users(client: Int, limit: Int)
    /// Looks a channel up by URL; `channel` nil asks for one that never existed.
    case lookUp(client: Int, channel: Int?)
    case disconnect(client: Int)
    case connect(client: Int)
    case network(available: Bool)
    /// Virtual time passes: mutes and bans run out, rate-limit windows close.
    case wait(seconds: Int)
    /// Sends fail half the time, half of those after the service stored the message.
    case faults(on: Bool)
    /// The service stops and starts again from its store; every client connects anew.
    case restart
    /// Everyone reconnects and settles, then every collection is compared with a fresh query.
    case checkpoint

    var description: String {
        switch self {
        case let .send(c, ch, text, parent): "send(client: \(c), channel: \(ch), text: .\(text), parent: \(parent.map { ".\($0)" } ?? "nil"))"
        case let .resend(c, failed, elsewhere): "resend(client: \(c), failed: \(failed), elsewhere: \(elsewhere))"
        case let .edit(c, ch, message, text): "edit(client: \(c), channel: \(ch), message: .\(message), text: .\(text))"
        case let .delete(c, ch, message): "delete(client: \(c), channel: \(ch), message: .\(message))"
        case let .react(c, ch, message, key, add): "react(client: \(c), channel: \(ch), message: .\(message), key: \(key.debugDescription), add: \(add))"
        case let .typing(c, ch): "typing(client: \(c), channel: \(ch))"
        case let .markAsRead(c, ch): "markAsRead(client: \(c), channel: \(ch))"
        case let .create(c, invitees, name, distinct): "create(client: \(c), invitees: \(invitees.map { ".\($0)" }), name: .\(name), distinct: \(distinct))"
        case let .invite(c, ch, users): "invite(client: \(c), channel: \(ch), users: \(users.map { ".\($0)" }))"
        case let .leave(c, ch): "leave(client: \(c), channel: \(ch))"
        case let .hide(c, ch): "hide(client: \(c), channel: \(ch))"
        case let .freeze(c, ch, frozen): "freeze(client: \(c), channel: \(ch), frozen: \(frozen))"
        case let .mute(c, ch, user, seconds, muted): "mute(client: \(c), channel: \(ch), user: .\(user), seconds: \(seconds.map(String.init) ?? "nil"), muted: \(muted))"
        case let .ban(c, ch, user, seconds, banned): "ban(client: \(c), channel: \(ch), user: .\(user), seconds: \(seconds.map(String.init) ?? "nil"), banned: \(banned))"
        case let .operators(c, ch, users, add): "operators(client: \(c), channel: \(ch), users: \(users.map { ".\($0)" }), add: \(add))"
        case let .members(c, ch, limit): "members(client: \(c), channel: \(ch), limit: \(limit))"
        case let .users(c, limit): "users(client: \(c), limit: \(limit))"
        case let .lookUp(c, ch): "lookUp(client: \(c), channel: \(ch.map(String.init) ?? "nil"))"
        case let .disconnect(c): "disconnect(client: \(c))"
        case let .connect(c): "connect(client: \(c))"
        case let .network(available): "network(available: \(available))"
        case let .wait(seconds): "wait(seconds: \(seconds))"
        case let .faults(on): "faults(on: \(on))"
        case .restart: "restart"
        case .checkpoint: "checkpoint"
        }
    }
}
