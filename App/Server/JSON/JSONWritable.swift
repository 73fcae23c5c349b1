import Foundation

/// A value the server writes as one JSON value: what lets a resource write any field of a
/// generated entity with one `member` call, whatever its type.
protocol JSONWritable {
    /// Writes this value.
    func write(to writer: inout JSONWriter)
}

extension String: JSONWritable {
    func write(to writer: inout JSONWriter) { writer.string(self) }
}

extension Int64: JSONWritable {
    func write(to writer: inout JSONWriter) { writer.integer(self) }
}

extension Int: JSONWritable {
    func write(to writer: inout JSONWriter) { writer.integer(Int64(self)) }
}

extension Bool: JSONWritable {
    func write(to writer: inout JSONWriter) { writer.bool(self) }
}

extension Double: JSONWritable {
    /// The shortest text that reads back as the same double; JSON has no infinity or NaN, so
    /// those are written as `null` (the Domain value cannot round-trip through JSON anyway).
    func write(to writer: inout JSONWriter) {
        if isFinite { writer.number(description) } else { writer.null() }
    }
}

extension UUID: JSONWritable {
    func write(to writer: inout JSONWriter) { writer.uuid(self) }
}

extension Array: JSONWritable where Element: JSONWritable {
    func write(to writer: inout JSONWriter) {
        writer.array { array in
            for element in self { element.write(to: &array) }
        }
    }
}

extension Optional: JSONWritable where Wrapped: JSONWritable {
    func write(to writer: inout JSONWriter) {
        if let self { self.write(to: &writer) } else { writer.null() }
    }
}

extension JSONWriter {
    /// Writes a member `"name": value`, whatever JSON value `value` is.
    mutating func member(_ name: String, _ value: some JSONWritable) {
        key(name)
        value.write(to: &self)
    }
}
