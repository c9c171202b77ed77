/// The service's limits a client needs before it sends anything: how long it waits for an
/// answer, and what it checks messages and files against so a bad one costs no request.
package struct BackendLimits: Sendable {
    /// How long a request may go unanswered before it fails with 800180.
    package var ackTimeout: Duration
    /// The longest message text the service accepts, in characters.
    package var maxMessageLength: Int
    /// The largest file a user may send, in bytes.
    package var maxFileSize: Int
    /// The pace of the client's upload progress for file messages. The upload itself is
    /// still simulated by the client on every backend; a networked backend will upload
    /// through its media API and report real progress instead.
    package var uploadBytesPerSecond: Int
    /// The most files one multiple-files message may carry.
    package var maxFilesPerMessage: Int

    package init(ackTimeout: Duration, maxMessageLength: Int, maxFileSize: Int, uploadBytesPerSecond: Int, maxFilesPerMessage: Int = 10) {
        self.ackTimeout = ackTimeout
        self.maxMessageLength = maxMessageLength
        self.maxFileSize = maxFileSize
        self.uploadBytesPerSecond = uploadBytesPerSecond
        self.maxFilesPerMessage = maxFilesPerMessage
    }
}
