/// The kit's entry point: the chat client every screen talks to, the kit-wide
/// configuration, and theme switching. Main actor only.
///
///     BanterUIKit.initialize(client: client)
///     BanterUIKit.config.groupChannel.channel.replyType = .thread
///     BanterUIKit.setTheme(.dark)
@MainActor
public enum BanterUIKit {
    /// The client the screens use; set by `initialize(client:)`.
    public private(set) static var client: ChatClient?

    /// The kit's behaviour, nested by key function (`config.groupChannel.channel.replyType`).
    public static var config: UIKitConfiguration { UIKitConfiguration.shared }

    /// Gives the kit its chat client. Call once before building screens.
    public static func initialize(client: ChatClient) {
        self.client = client
    }

    /// Connects the kit's client as `userId`; the completion hears the result.
    public static func connect(userId: String, nickname: String? = nil, completion: @escaping @MainActor (Result<User, ChatError>) -> Void) {
        guard let client else {
            completion(.failure(ChatError(.connectionRequired, "Connection required: call BanterUIKit.initialize(client:) first.")))
            return
        }
        client.connect(userId: userId, nickname: nickname, completion: completion)
    }

    /// Switches the global theme; every loaded screen restyles itself.
    public static func setTheme(_ theme: Theme) {
        Theme.set(theme)
    }

    /// Switches to the default light or dark theme.
    public static func setColorScheme(_ scheme: ColorScheme) {
        Theme.set(colorScheme: scheme)
    }
}
