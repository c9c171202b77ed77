/// Changes to a sent text message; nil leaves a field as it is.
public struct UserMessageUpdateParams: Sendable {
    public var message: String?
    public var customType: String?
    public var data: String?

    public init(message: String? = nil, customType: String? = nil, data: String? = nil) {
        self.message = message
        self.customType = customType
        self.data = data
    }
}
