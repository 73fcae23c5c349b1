/// "Did you mean": the known word nearest a mistyped one, as the demo offers for its options.
enum NearSpelling {
    /// The fewest single-character insertions, deletions, substitutions or swaps of two
    /// neighbours that turn `typed` into `known` (so `--feilds` is one edit from `--fields`).
    static func distance(_ typed: String, _ known: String) -> Int {
        let a = Array(typed)
        let b = Array(known)
        // table[i][j]: the distance between the first i characters of a and the first j of b.
        var table = (0...a.count).map { i in (0...b.count).map { j in i == 0 ? j : j == 0 ? i : 0 } }
        for i in a.indices {
            for j in b.indices {
                let substitution = table[i][j] + (a[i] == b[j] ? 0 : 1)
                table[i + 1][j + 1] = min(table[i][j + 1] + 1, table[i + 1][j] + 1, substitution)
                if i > 0, j > 0, a[i] == b[j - 1], a[i - 1] == b[j] {
                    table[i + 1][j + 1] = min(table[i + 1][j + 1], table[i - 1][j - 1] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }

    /// The candidate within two edits of `typed` (one for short words), nearest first; nil when
    /// none is close enough to be what was meant.
    static func suggestion(for typed: String, among candidates: [String]) -> String? {
        let limit = typed.count <= 5 ? 1 : 2
        return candidates.map { ($0, distance(typed, $0)) }.filter { $0.1 <= limit }.min { $0.1 < $1.1 }?.0
    }
}
