/// The simulated service as a `ChatBackend`: its clock is the injected scheduler and its
/// limits come from `configuration`, read at each use so a test can change them mid-run.
/// Sessions, request ids and user profiles are in `ChatServer.swift` and
/// `ChatServer+Payloads.swift`; the requests in `ClientSession+ChatBackendSession.swift`.
extension ChatServer: ChatBackend {
    package var limits: BackendLimits {
        BackendLimits(
            ackTimeout: configuration.ackTimeout,
            maxMessageLength: configuration.maxMessageLength,
            maxFileSize: configuration.maxFileSize,
            uploadBytesPerSecond: configuration.uploadBytesPerSecond,
            maxFilesPerMessage: configuration.multipleFilesMessageFileCountLimit)
    }
}
