/// A text message sent by a user.
@MainActor
public class UserMessage: BaseMessage {}
