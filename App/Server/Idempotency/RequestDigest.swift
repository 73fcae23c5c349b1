/// What identifies a create for ``IdempotencyCache``: its path, its length and a hash of its
/// body by Swift's `Hasher`, which is seeded anew in every process, so that no client can choose
/// two bodies with one hash. It tells a client's retry from a client's mistake (a key reused for
/// other data); an attacker who guessed a key could only replay that key's answer.
struct RequestDigest: Hashable, Sendable {
    private let path: String
    private let count: Int
    private let hash: Int

    /// The digest of a create of `body` at `path`.
    init(path: String, body: [UInt8]) {
        self.path = path
        count = body.count
        var hasher = Hasher()
        body.withUnsafeBytes { hasher.combine(bytes: $0) }
        hash = hasher.finalize()
    }
}
