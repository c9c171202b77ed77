import BanterChatSDK

/// File messages: the bytes go to the media repository (`POST /_matrix/media/v3/upload`),
/// then an `m.image`, `m.video`, `m.audio` or `m.file` event (by MIME type) names the
/// `mxc://` URI, the file name, size and MIME type.
extension MatrixSession {
    /// Uploads `outgoing.fileData` and sends the message. Without bytes, a file that already
    /// lives on a homeserver (an `mxc://` `fileURL`) is sent as it is; any other is refused
    /// with 800110, as a homeserver stores only what it was given. The client checked the
    /// size against `BackendLimits.maxFileSize` (800110, as the mock); a homeserver with a
    /// smaller limit answers `M_TOO_LARGE`, which is 800110 too.
    func uploadFile(url: String, _ outgoing: OutgoingMessage, reply: @escaping BackendReply<MessagePayload>) {
        guard let file = outgoing.extras.file else { return refuse(.invalidParameter("a file message without its file"), reply) }
        guard let data = outgoing.fileData else {
            guard file.url.hasPrefix("mxc://") else {
                return refuse(.invalidParameter(
                    "the file \"\(file.name)\" has no data to upload; on the Matrix backend give its bytes (fileData) or an mxc:// fileURL"), reply)
            }
            return sendMessage(url: url, outgoing, file: Self.fileContent(file, uri: file.url), reply: reply)
        }
        let posting = postingRefusal(url)
        let refusal: MatrixHTTP.Refusal = { error in
            error.errcode == "M_TOO_LARGE"
                ? .invalidParameter("the file is \(data.count) bytes; the homeserver's limit is smaller (\(error.message))")
                : posting(error)
        }
        http.upload(data, contentType: file.mimeType, fileName: file.name, refusal: refusal) { [self] result in
            switch result {
            case .failure(let error): reply(.failure(error))
            case .success(let upload): sendMessage(url: url, outgoing, file: Self.fileContent(file, uri: upload.contentURI), reply: reply)
            }
        }
    }

    /// The content of a file message event for `file` stored at `uri`.
    static func fileContent(_ file: MessageExtras.FileInfo, uri: String) -> [String: MatrixJSON] {
        let type = file.mimeType.split(separator: "/").first.map(String.init) ?? ""
        let msgtype = ["image": "m.image", "video": "m.video", "audio": "m.audio"][type] ?? "m.file"
        return [
            "msgtype": .string(msgtype), "body": .string(file.name), "filename": .string(file.name), "url": .string(uri),
            "info": .object(["size": .number(Double(file.size)), "mimetype": .string(file.mimeType)]),
        ]
    }

    /// Admin messages come from the service, never from a client, as in the mock (400108).
    /// On Matrix they are `m.notice` events, which a client could send, but only a service
    /// user's (a bot's or an application service's) notices are admin messages.
    func refuseAdminMessage(_ reply: @escaping BackendReply<MessagePayload>) {
        refuse(ChatError(.nonAuthorized, "Not authorized: only the service can send admin messages."), reply)
    }
}
