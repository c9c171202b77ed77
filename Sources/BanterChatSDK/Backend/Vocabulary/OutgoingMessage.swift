/// What a new message says, whichever kind it is.
struct OutgoingMessage {
    var requestId: String
    var kind: MessageRecord.Kind
    var text: String
    var extras: MessageExtras
    var parentMessageId: Int64?
}
