extension ViewModelSet {
    /// The view model the message search screen creates.
    public static var messageSearchViewModel: MessageSearchViewModel.Type = MessageSearchViewModel.self
}
