/// A record as the JSON file store writes it: `Codable` to read, and a hand-written writer that
/// gives the bytes a sorted-keys `JSONEncoder` would, only faster (a snapshot writes every record).
protocol JSONRecord: Codable {
    /// Appends the record as one JSON object, keys sorted.
    func writeJSON(to writer: inout JSONWriter)
}
