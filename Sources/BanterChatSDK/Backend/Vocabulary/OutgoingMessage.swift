import Foundation

/// What a new message says, whichever kind it is.
struct OutgoingMessage {
    var requestId: String
    var kind: MessageRecord.Kind
    var text: String
    var extras: MessageExtras
    var parentMessageId: Int64?
    /// A file message's bytes, when its sender gave them (`FileMessageCreateParams.fileData`):
    /// a backend with real storage uploads them; the mock keeps only the description.
    var fileData: Data? = nil
}
