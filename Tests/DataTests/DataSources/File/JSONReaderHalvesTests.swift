import Domain
import Foundation
import Synchronization
import Testing

@testable import Data

/// Reading a large array in two halves at once must mean exactly what reading it from start to
/// end means: the same elements in the same order, the same end, the same failure at the same byte.
@Suite("JSON file store's reader reads a large array in two halves as it reads it whole")
struct JSONReaderHalvesTests {
    /// What one read of an array gave: its elements (each value's own text) and where the reader
    /// stopped, or the offset of its failure.
    private enum Outcome: Equatable {
        case read([String], end: Int)
        case failed(at: Int)
    }

    /// The threads that read elements, by identity.
    private final class Readers: Sendable {
        let threads = Mutex<Set<UInt>>([])
    }

    /// `json`'s first array read element by element on this thread, as ``JSONReader/elements(_:)``.
    private func readWhole(_ json: String) -> Outcome {
        Array(json.utf8).withUnsafeBufferPointer { buffer in
            var reader = JSONReader(buffer)
            var values: [String] = []
            do throws(JSONReader.Failure) {
                try reader.elements { reader throws(JSONReader.Failure) in values.append(try Self.text(&reader)) }
                return .read(values, end: reader.position)
            } catch {
                return .failed(at: error.offset)
            }
        }
    }

    /// `json`'s first array read in halves, halving anything longer than 64 bytes.
    private func readInHalves(_ json: String, readers: Readers = Readers()) -> Outcome {
        Array(json.utf8).withUnsafeBufferPointer { buffer in
            var reader = JSONReader(buffer)
            do throws(JSONReader.Failure) {
                let values = try reader.elementsInHalves(reservingCapacity: { $0 / 4 }, halvingFrom: 64) {
                    reader throws(JSONReader.Failure) in
                    readers.threads.withLock { _ = $0.insert(CallerThread.currentThread) }
                    return try Self.text(&reader)
                }
                return .read(values, end: reader.position)
            } catch {
                return .failed(at: error.offset)
            }
        }
    }

    /// The text of the value at the reader, of any kind, as it stands in the bytes.
    private static func text(_ reader: inout JSONReader) throws(JSONReader.Failure) -> String {
        reader.skipWhitespace()
        let start = reader.position
        try reader.skipValue()
        return String(decoding: UnsafeBufferPointer(rebasing: reader.bytes[start..<reader.position]), as: UTF8.self)
    }

    /// An array of `count` numbers, one per line, as the store lays out its records.
    private func lines(_ count: Int, _ value: (Int) -> String = { "\($0)" }) -> String {
        "[\n" + (0..<count).map(value).joined(separator: ",\n") + "\n]"
    }

    @Test("a large array is read by two threads, into the elements and the end of a whole read")
    func twoThreadsReadOneArray() {
        let json = lines(2_000)
        let readers = Readers()
        let halves = readInHalves(json, readers: readers)
        #expect(halves == readWhole(json))
        #expect(halves == .read((0..<2_000).map { "\($0)" }, end: json.utf8.count))
        if ProcessInfo.processInfo.activeProcessorCount > 1 {
            #expect(readers.threads.withLock { $0.count } == 2)
        }
    }

    @Test(
        "a guessed middle that is no element start (inside a record, a nested array, past the end) reads as a whole read",
        arguments: [
            // Records over several lines: the line after the middle is a member, not a record.
            "[" + (0..<300).map { "{\n\"a\":\($0),\n\"b\":[\n1,\n2\n]\n}" }.joined(separator: ",\n") + "]",
            // One long nested array over the middle, whose lines read as elements up to its bracket.
            "[\n0,\n[\n" + String(repeating: "1,\n", count: 500) + "1\n],\n2\n]",
            // A short array followed by much more: the middle lies past its end.
            "[\n1,\n2\n]\n" + String(repeating: "3,\n", count: 500) + "]",
            // Carriage returns and blank lines between elements.
            "[\r\n" + (0..<500).map { "\($0)" }.joined(separator: ",\r\n\r\n") + "\r\n]",
        ])
    func fallsBackToAWholeRead(json: String) {
        #expect(readInHalves(json) == readWhole(json))
    }

    @Test(
        "a flaw in either half fails at the byte a whole read fails at",
        arguments: [100, 1_500, 1_999])
    func flawsFailWhereTheyAlwaysDid(flawAt index: Int) {
        let json = lines(2_000) { $0 == index ? "x" : "\($0)" }
        let whole = readWhole(json)
        guard case .failed = whole else {
            Issue.record("the flaw was not found by a whole read")
            return
        }
        #expect(readInHalves(json) == whole)
    }

    @Test("an unclosed array fails at its end, however it is read", arguments: ["[\n", "[\n1,\n2,"])
    func unclosedArrays(start: String) {
        let json = start + String(repeating: "7,\n", count: 100)
        #expect(readInHalves(json) == readWhole(json))
    }

    @Test("an empty array reads as empty", arguments: ["[]", "[ \n ]"])
    func emptyArrays(json: String) {
        #expect(readInHalves(json) == .read([], end: json.utf8.count))
    }

    @Test("a snapshot big enough to be read in halves reads back every todo, in order")
    func largeSnapshotRoundTrip() throws {
        let start = Date(timeIntervalSince1970: 1_767_225_600)
        let todos = (0..<12_000).map { index in
            TodoRecord(
                Todo(
                    title: "Todo number \(index) with a title of ordinary length",
                    notes: index % 3 == 0 ? "remember the milk" : "", isCompleted: index % 5 == 0,
                    priority: Priority.allCases[index % 3],
                    dueDate: index % 4 == 0 ? nil : start.addingTimeInterval(Double(index)),
                    createdAt: start.addingTimeInterval(Double(index))))
        }
        let snapshot = Snapshot(generation: 3, tables: [Rows<ProjectSchema>([]), Rows<TodoSchema>(todos)])
        let bytes = snapshot.encoded()
        #expect(bytes.count >= JSONReader.halvingThreshold)
        let read = try bytes.withUnsafeBytes { raw in try Snapshot.read(raw.bindMemory(to: UInt8.self)) }
        #expect(read.generation == 3)
        #expect((read.tables.last as? Rows<TodoSchema>)?.records == todos)
    }
}
