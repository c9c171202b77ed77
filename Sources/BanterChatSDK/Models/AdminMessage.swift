/// A notice from the service or an administrator ("Alice joined", "The channel was
/// frozen"); it has no sender and cannot be edited or reacted to by users.
@MainActor
public class AdminMessage: BaseMessage {}
