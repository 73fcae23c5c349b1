/// Near spellings, for "did you mean": the Damerau-Levenshtein (optimal string alignment)
/// distance, so that a swapped pair of letters (`lsit`) counts as one edit.
enum EditDistance {
    /// How many insertions, deletions, substitutions or adjacent swaps turn `a` into `b`.
    static func between(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }

    /// The candidate nearest `word`, when it is near enough to be what was meant: at most one
    /// edit for short words, two for longer ones, or `word` is a prefix of exactly one.
    static func suggestion(for word: String, among candidates: [String]) -> String? {
        let limit = word.count <= 4 ? 1 : 2
        let scored = candidates.map { ($0, between(word, $0)) }.filter { $0.1 <= limit }
        if let best = scored.min(by: { $0.1 < $1.1 }) { return best.0 }
        let prefixed = candidates.filter { $0.hasPrefix(word) }
        return prefixed.count == 1 ? prefixed[0] : nil
    }
}
