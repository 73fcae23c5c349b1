/// What identifies a create for ``IdempotencyCache``: its path, its length and two independent
/// 64-bit FNV-1a hashes of its body. Not cryptographic: it tells a client's retry from a client's
/// mistake (a key reused for other data), not an attacker's forgery, who could only replay its
/// own answer.
struct RequestDigest: Hashable, Sendable {
    private let path: String
    private let count: Int
    private let forward: UInt64
    private let backward: UInt64

    /// The digest of a create of `body` at `path`.
    init(path: String, body: [UInt8]) {
        self.path = path
        count = body.count
        forward = Self.fnv1a(body)
        backward = Self.fnv1a(body.reversed())
    }

    private static func fnv1a<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x100_0000_01b3
        }
        return hash
    }
}
