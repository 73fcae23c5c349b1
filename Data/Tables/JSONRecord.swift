import Foundation

/// A record as the JSON file store writes it: `Codable` to read, and a writer that gives the
/// bytes a sorted-keys `JSONEncoder` would. Todo and Project write themselves by hand, several
/// times faster (a snapshot writes every record); any other record may rely on the default,
/// its own `Codable` encoding.
protocol JSONRecord: Codable {
    /// Appends the record as one JSON object, keys sorted.
    func writeJSON(to writer: inout JSONWriter)
}

extension JSONRecord {
    /// The record's `Codable` encoding, keys sorted. A value JSON cannot hold (a non-finite
    /// `Double`) is written as `null`, which the store then refuses to load, naming the line,
    /// rather than storing something else in its place.
    func writeJSON(to writer: inout JSONWriter) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let json = try? encoder.encode(self) else { return writer.raw("null") }
        writer.encoded(json)
    }
}
