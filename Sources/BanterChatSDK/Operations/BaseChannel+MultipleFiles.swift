import Foundation

/// Sending several files as one message.
///
/// The files upload one after another, each its own request (`ChatOperation.uploadFile`)
/// with its own progress; once all are up, the message is sent as a file message's is
/// (through the outbox when the client keeps one). A file that fails to upload fails the
/// message with that file's error: the files already uploaded keep their addresses, and
/// `resendMultipleFilesMessage` uploads only the others before sending. The pending message
/// is in memory only until its files are up (then the outbox keeps it, without bytes).
extension BaseChannel {
    /// Called as each file's upload ends: the message's request id, the file's index, the
    /// file, and the error it failed with (nil when it is up).
    public typealias MultipleFilesUploadHandler = @MainActor (_ requestId: String, _ index: Int, _ file: UploadableFileInfo, _ error: ChatError?) -> Void
    /// Called as a file uploads: the message's request id, the file's index, bytes sent, total bytes.
    public typealias MultipleFilesProgressHandler = @MainActor (_ requestId: String, _ index: Int, _ sent: Int, _ total: Int) -> Void

    /// Sends several files as one message. Fails with 800110 for no files, more than
    /// `ChatClient.multipleFilesMessageFileCountLimit`, or a file a single file message could
    /// not carry (too large, no name, not a MIME type); with the failing file's error when
    /// an upload fails; and as a file message does for the message itself (muted, frozen…).
    /// `cancelUploadingFileMessage(requestId:)` cancels it while a file is uploading.
    @discardableResult
    public func sendMultipleFilesMessage(
        params: MultipleFilesMessageCreateParams,
        fileUploadHandler: MultipleFilesUploadHandler? = nil,
        progressHandler: MultipleFilesProgressHandler? = nil,
        completionHandler: (@MainActor (MultipleFilesMessage, ChatError?) -> Void)? = nil
    ) -> MultipleFilesMessage {
        let requestId = client?.makeRequestId() ?? ""
        let pending = MultipleFilesMessage(pendingIn: self, requestId: requestId, params: params,
                                           sender: client?.currentUser, createdAt: client?.serverTime ?? 0)
        fillPending(pending, customType: params.customType, data: params.data, parentMessageId: params.parentMessageId,
                    isReplyToChannel: params.isReplyToChannel, mentionedUserIds: params.mentionedUserIds)
        client?.localMessage(pending, in: self, change: .pendingCreated)
        uploadFiles(of: pending, fileUploadHandler: fileUploadHandler, progressHandler: progressHandler, completion: completionHandler)
        return pending
    }

    /// The `async` form: returns the succeeded message, or throws the `ChatError` it failed with.
    public func sendMultipleFilesMessage(params: MultipleFilesMessageCreateParams) async throws(ChatError) -> MultipleFilesMessage {
        try await awaiting { done in
            sendMultipleFilesMessage(params: params, completionHandler: { message, error in done(error.map { .failure($0) } ?? .success(message)) })
        }
    }

    /// Sends a failed multiple-files message again with the same request id, uploading only
    /// the files that were not up yet. Fails with 800110 as `resendUserMessage` does, and
    /// for a message with nothing left to upload from (one not sent from this client).
    @discardableResult
    public func resendMultipleFilesMessage(
        _ failed: MultipleFilesMessage,
        fileUploadHandler: MultipleFilesUploadHandler? = nil,
        progressHandler: MultipleFilesProgressHandler? = nil,
        completionHandler: (@MainActor (MultipleFilesMessage, ChatError?) -> Void)? = nil
    ) -> MultipleFilesMessage {
        var refusal = resendRefusal(failed)
        if refusal == nil, failed.messageCreateParams == nil, failed.files.contains(where: { !$0.isUploaded }) {
            refusal = .invalidParameter("message \(failed.requestId) has files that were never uploaded and no bytes to upload them from")
        }
        if let refusal {
            scheduler.schedule(after: .zero) { completionHandler?(failed, refusal) }
            return failed
        }
        let retry = failed.copy()
        retry.sendingStatus = .pending
        retry.errorCode = nil
        client?.localMessage(retry, in: self, change: .resendStarted)
        uploadFiles(of: retry, fileUploadHandler: fileUploadHandler, progressHandler: progressHandler, completion: completionHandler)
        return retry
    }

    // MARK: Uploads

    /// Checks the files, uploads those without an address one at a time, then sends.
    private func uploadFiles(
        of pending: MultipleFilesMessage,
        fileUploadHandler: MultipleFilesUploadHandler?, progressHandler: MultipleFilesProgressHandler?,
        completion: (@MainActor (MultipleFilesMessage, ChatError?) -> Void)?
    ) {
        guard let client else {
            scheduler.schedule(after: .zero) { [weak self] in self?.settle(pending, result: .failure(.connectionRequired), completion: completion) }
            return
        }
        if let params = pending.messageCreateParams {
            var problem: ChatError?
            do throws(ChatError) {
                try Validation.files(params, maxSize: client.backend.limits.maxFileSize, maxCount: client.backend.limits.maxFilesPerMessage)
            } catch { problem = error }
            if let problem {
                scheduler.schedule(after: .zero) { [weak self] in self?.settle(pending, result: .failure(problem), completion: completion) }
                return
            }
        }
        uploadNextFile(of: pending, fileUploadHandler: fileUploadHandler, progressHandler: progressHandler, completion: completion)
    }

    private func uploadNextFile(
        of pending: MultipleFilesMessage,
        fileUploadHandler: MultipleFilesUploadHandler?, progressHandler: MultipleFilesProgressHandler?,
        completion: (@MainActor (MultipleFilesMessage, ChatError?) -> Void)?
    ) {
        guard let client else { return settle(pending, result: .failure(.connectionRequired), completion: completion) }
        let requestId = pending.requestId
        guard let index = pending.files.firstIndex(where: { !$0.isUploaded }),
              let uploadable = pending.messageCreateParams?.uploadableFileInfoList[safe: index] else {
            return sendUploaded(pending, completion: completion)
        }
        let file = pending.files[index]
        let url = channelURL
        client.startUpload(requestId: requestId, size: file.fileSize, progress: { sent, total in
            progressHandler?(requestId, index, sent, total)
        }, finished: { [weak self] cancelled in
            guard let self else { return }
            if cancelled {
                let canceled = pending.copy()
                canceled.sendingStatus = .canceled
                self.client?.localMessage(canceled, in: self, change: .canceled)
                completion?(canceled, ChatError(.fileUploadCanceled, "File upload canceled: \(file.fileName)."))
                return
            }
            guard let client = self.client else { return }
            client.perform({ $0.uploadFile(url: url, requestId: requestId, index: index, file.record, data: uploadable.fileData, reply: $1) }) { [weak self] result in
                guard let self else { return }
                switch result {
                case .success(let address):
                    pending.files[index].url = address
                    fileUploadHandler?(requestId, index, uploadable, nil)
                    self.uploadNextFile(of: pending, fileUploadHandler: fileUploadHandler, progressHandler: progressHandler, completion: completion)
                case .failure(let error):
                    fileUploadHandler?(requestId, index, uploadable, error)
                    self.settle(pending, result: .failure(error), completion: completion)
                }
            }
        })
    }

    /// Sends the message once every file is up.
    private func sendUploaded(_ pending: MultipleFilesMessage, completion: (@MainActor (MultipleFilesMessage, ChatError?) -> Void)?) {
        var extras = MessageExtras(customType: pending.customType, data: pending.data,
                                   mentionedUserIds: pending.mentionedUsers.map(\.userId), isReplyToChannel: pending.isReplyToChannel)
        extras.files = pending.files.map(\.record)
        let outgoing = OutgoingMessage(requestId: pending.requestId, kind: .file, text: "", extras: extras,
                                       parentMessageId: pending.parentMessageId)
        queueInOutbox(outgoing, createdAt: pending.createdAt)
        deliver(pending, outgoing: outgoing, completion: completion)
    }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
