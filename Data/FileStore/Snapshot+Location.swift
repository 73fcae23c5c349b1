import Data
import Foundation

extension Snapshot {
    /// Where the record a coding path like `collections.todos[12].priority` (or version 1's
    /// `todos[12].priority`) points at starts, as a line
    /// number and byte offset, when the file has the layout ``encoded()`` writes (one record per
    /// line); nil otherwise. Run only after a decode failed, so its O(file) scan costs nothing
    /// in normal use.
    static func location(ofRecordAt codingPath: String, in data: Data) -> (line: Int, byteOffset: Int)? {
        guard let open = codingPath.firstIndex(of: "["), let close = codingPath.firstIndex(of: "]"),
            let index = Int(codingPath[codingPath.index(after: open)..<close])
        else { return nil }
        guard let section = codingPath[..<open].split(separator: ".").last,
            let header = data.range(of: Data("\n\"\(section)\":[\n".utf8))
        else { return nil }
        var offset = header.upperBound
        for _ in 0..<index {
            guard let newline = data[offset...].firstIndex(of: 0x0A) else { return nil }
            offset = newline + 1
        }
        guard offset < data.endIndex, data[offset] == UInt8(ascii: "{") else { return nil }
        let line = 1 + data[..<offset].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        return (line, offset - data.startIndex)
    }
}
