/// `Idempotency-Key` for creates (docs/REST.md): the first answer to a key is kept with a digest
/// of what was asked, and a repeat of the same request is answered with it again, without writing
/// again, marked `Idempotent-Replayed: true`. The same key with another body is 422
/// `idempotency_key_reused`. A repeat that arrives while the first is still running waits for it.
///
/// Answers of 5xx are not kept (nothing was written, or the store cannot say), so a retry runs
/// again. The newest `capacity` keys are kept for the process's lifetime.
///
/// A repeat is answered with the first answer only while what that create stored is still
/// stored (`stillStored`): once a record it created has been deleted, the first answer (201, and
/// the record) is no longer true, and creating it again would undo the delete. Such a repeat is
/// refused by `stillStored`'s error, 409 `created_then_deleted`, and nothing is written.
actor IdempotencyCache {
    private enum Entry {
        case running(RequestDigest, waiting: [CheckedContinuation<CreateOutcome?, Never>])
        case answered(RequestDigest, CreateOutcome)
    }

    /// How many answered keys are kept, the newest.
    private let capacity = 10_000
    private var entries: [String: Entry] = [:]
    /// The answered keys, oldest first.
    private var answeredOrder: [String] = []

    /// The answer to the create `key` names: `create`'s, or the one kept for the key once
    /// `stillStored` has confirmed that the records the create stored are all still there.
    func once(
        key: String, path: String, body: [UInt8], create: @Sendable () async -> CreateOutcome,
        stillStored: @Sendable (CreateOutcome) async throws(APIError) -> Void
    ) async throws(APIError) -> HTTPResponse {
        // Printable ASCII only, as docs/openapi.json says: a key that a proxy or a log could
        // change (a control character, a byte beyond ASCII) would not be the key sent.
        guard (1...200).contains(key.utf8.count), key.utf8.allSatisfy({ (0x21...0x7E).contains($0) }) else {
            throw APIError(
                status: 400, code: "invalid_idempotency_key",
                message: "Idempotency-Key must be 1 to 200 printable ASCII characters; send a new UUID per create")
        }
        let digest = RequestDigest(path: path, body: body)
        while true {
            switch entries[key] {
            case nil:
                entries[key] = .running(digest, waiting: [])
                let outcome = await create()
                finish(key, digest, outcome)
                return outcome.response
            case .answered(let kept, let outcome):
                guard kept == digest else { throw Self.reused(key) }
                try await stillStored(outcome)
                return outcome.response.adding("Idempotent-Replayed", "true")
            case .running(let kept, let waiting):
                guard kept == digest else { throw Self.reused(key) }
                let answer = await withCheckedContinuation { continuation in
                    entries[key] = .running(kept, waiting: waiting + [continuation])
                }
                if let answer { return answer.response.adding("Idempotent-Replayed", "true") }
            // The first attempt failed with a 5xx and was forgotten: try again.
            }
        }
    }

    private func finish(_ key: String, _ digest: RequestDigest, _ outcome: CreateOutcome) {
        guard case .running(_, let waiting) = entries[key] else { return }
        guard outcome.response.status < 500 else {
            entries[key] = nil
            // Each waiter comes round again and the first one to run retries the create.
            for continuation in waiting { continuation.resume(returning: nil) }
            return
        }
        entries[key] = .answered(digest, outcome)
        answeredOrder.append(key)
        for continuation in waiting { continuation.resume(returning: outcome) }
        // Shifting 10,000 keys costs microseconds, beside a write that takes a hundred.
        if answeredOrder.count > capacity { entries[answeredOrder.removeFirst()] = nil }
    }

    private static func reused(_ key: String) -> APIError {
        APIError(
            status: 422, code: "idempotency_key_reused",
            message: "Idempotency-Key \(key) was used for a different request; send a new key for a new create")
    }
}
