/// What a new open channel should be.
public struct OpenChannelCreateParams: Sendable {
    public var name: String
    public var coverURL: String?
    public var customType: String?
    public var data: String?
    public var operatorUserIds: [String] = []

    public init(name: String) {
        self.name = name
    }
}
