/// A user muted or banned in a channel, as the muted and banned user lists return them.
@MainActor
public final class RestrictedUser: User {
    /// When the restriction ends, in milliseconds since 1970; nil when it lasts until lifted.
    public let restrictionEndsAt: Int64?

    init(_ record: UserRecord, endsAt: Int64?) {
        restrictionEndsAt = endsAt
        super.init(record)
    }
}
