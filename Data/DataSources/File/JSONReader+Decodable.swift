import Foundation

extension JSONReader {
    /// Reads one value with its `Decodable` conformance, for records that have no reader of their
    /// own (a generated entity's): slower, but the same meaning.
    mutating func decode<Value: Decodable>(_ type: Value.Type) throws(Failure) -> Value {
        skipWhitespace()
        let start = position
        try skipValue()
        let value = Data(UnsafeBufferPointer(rebasing: bytes[start..<position]))
        guard let decoded = try? JSONDecoder().decode(Value.self, from: value) else { throw Failure(offset: start) }
        return decoded
    }
}
