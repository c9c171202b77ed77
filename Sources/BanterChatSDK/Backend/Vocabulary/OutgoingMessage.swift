import Foundation

/// What a new message says, whichever kind it is.
package struct OutgoingMessage {
    package var requestId: String
    package var kind: MessageRecord.Kind
    package var text: String
    package var extras: MessageExtras
    package var parentMessageId: Int64?
    /// A file message's bytes, when its sender gave them (`FileMessageCreateParams.fileData`):
    /// a backend with real storage uploads them; the mock keeps only the description.
    package var fileData: Data? = nil
}
