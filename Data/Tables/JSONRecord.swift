import Foundation

/// A record as the JSON file store writes it: `Codable` to read, and a writer that gives the
/// bytes a sorted-keys `JSONEncoder` would. Todo and Project write themselves by hand, several
/// times faster (a snapshot writes every record), and read themselves straight from the bytes
/// with a ``JSONReader`` (opening a store reads every record); any other record may rely on the
/// defaults, its own `Codable` encoding and decoding.
protocol JSONRecord: Codable {
    /// Appends the record as one JSON object, keys sorted.
    func writeJSON(to writer: inout JSONWriter)

    /// Reads one record as `init(from:)` would from the same JSON; anything `init(from:)` would
    /// refuse (and anything this reader does not handle) is a ``JSONReader/Failure``, on which
    /// the store decodes the whole file with `Codable` to say what is wrong.
    init(json reader: inout JSONReader) throws(JSONReader.Failure)

    /// Reads a JSON array of records: a requirement so that each record type's witness is the
    /// loop specialised for it (a snapshot holds every record in one such array).
    static func readArray(from reader: inout JSONReader) throws(JSONReader.Failure) -> [Self]
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

    /// The record's `Codable` decoding of the value at the reader.
    init(json reader: inout JSONReader) throws(JSONReader.Failure) {
        self = try reader.decode(Self.self)
    }

    static func readArray(from reader: inout JSONReader) throws(JSONReader.Failure) -> [Self] {
        var records: [Self] = []
        try reader.elements { reader throws(JSONReader.Failure) in records.append(try Self(json: &reader)) }
        return records
    }
}
