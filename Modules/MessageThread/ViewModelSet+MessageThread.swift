extension ViewModelSet {
    /// The view model the message thread screen creates.
    public static var messageThreadViewModel: MessageThreadViewModel.Type = MessageThreadViewModel.self
}
