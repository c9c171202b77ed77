/// Changes to a channel's settings; nil leaves a field as it is.
public struct ChannelUpdateParams: Sendable {
    public var name: String?
    public var coverURL: String?
    public var customType: String?
    public var data: String?

    public init(name: String? = nil, coverURL: String? = nil, customType: String? = nil, data: String? = nil) {
        self.name = name
        self.coverURL = coverURL
        self.customType = customType
        self.data = data
    }
}
