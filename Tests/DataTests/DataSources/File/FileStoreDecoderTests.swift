import Domain
import Foundation
import TestSupport
import Testing

@testable import Data
@testable import FileStore

/// The file store's decoder must mean exactly what `JSONDecoder` means: the same values from the
/// same text, and an error wherever `JSONDecoder` has one, with the coding path it gives.
@Suite("JSON file store's decoder reads what JSONDecoder reads, and refuses what it refuses")
struct FileStoreDecoderTests {
    private static let todo =
        #"{"createdAt":1767225600000,"dueDate":null,"id":"00000000-0000-4000-8000-000000000001","isCompleted":false,"#
        + #""notes":"","priority":1,"projectID":null,"title":"Buy milk","updatedAt":1767225600001}"#

    private func both<T: Decodable & Equatable>(_ type: T.Type, _ json: String) throws -> (T, T) {
        let data = Data(json.utf8)
        return (try FileStoreDecoder().decode(type, from: data), try JSONDecoder().decode(type, from: data))
    }

    @Test(
        "a todo in any key order, spacing, case of id and escape reads as JSONDecoder reads it",
        arguments: [
            todo,
            #" { "title" : "Tab\there \"quoted\" back\\slash \/ \u00e9 \ud83d\ude00 é 😀" , "notes":"line\nbreak\r\b\f\u0001", "id":"abcdef01-2345-4678-89ab-cdef01234567","isCompleted":true,"priority":2,"createdAt":-62135596800000,"updatedAt":253402300799999,"dueDate":0,"projectID":"ABCDEF01-2345-4678-89AB-CDEF01234567","extra":{"ignored":[1,true,null,"x",-0.5e+3]}} "#,
            #"{"id":"00000000-0000-4000-8000-000000000002","title":"No optionals","notes":"","isCompleted":false,"priority":0,"createdAt":1,"updatedAt":-1}"#,
            #"{"id":"00000000-0000-4000-8000-000000000002","title":"","notes":"","isCompleted":false,"priority":1.0,"createdAt":1e3,"updatedAt":-1}"#,
        ])
    func todoMatchesJSONDecoder(json: String) throws {
        let (ours, foundation) = try both(TodoRecord.self, json)
        #expect(ours == foundation)
    }

    @Test("random strings encoded by JSONEncoder read back unchanged")
    func randomStringsRoundTrip() throws {
        var generator = SeededGenerator(seed: 11)
        let alphabet = Array("aZ09 \"\\/\n\r\t\u{0}\u{1}\u{1F}\u{7F}é€😀\u{FFFF}\u{10FFFF}")
        for _ in 0..<300 {
            let text = String(
                (0..<Int.random(in: 0...40, using: &generator)).map { _ in
                    alphabet.randomElement(using: &generator) ?? "a"
                })
            let json = try JSONEncoder().encode([text])
            #expect(try FileStoreDecoder().decode([String].self, from: json) == [text])
        }
    }

    @Test(
        "what JSONDecoder refuses is refused: bad syntax, a lone surrogate, bytes that are not UTF-8",
        arguments: [
            "[01]", "[1.]", "[.5]", "[1e]", "[-]", "[tru]", "[nul]", #"["a\x"]"#,
            "[\"tab\traw\"]", #"["\ud800"]"#, "[1] x", "[1", #"{"a" 1}"#, #"{a:1}"#, "", "[\"\u{1}\"]",
        ])
    func refusals(json: String) {
        let data = Data(json.utf8)
        #expect((try? JSONDecoder().decode([String: Int].self, from: data)) == nil)
        #expect((try? JSONDecoder().decode([Int].self, from: data)) == nil)
        #expect(throws: DecodingError.self) { try FileStoreDecoder().decode([Int].self, from: data) }
        #expect(throws: DecodingError.self) { try FileStoreDecoder().decode([String].self, from: data) }
        #expect(throws: DecodingError.self) { try FileStoreDecoder().decode([String: Int].self, from: data) }
    }

    @Test("a trailing comma, which JSONDecoder lets through, is refused, as JSONSyntaxCheck refuses it")
    func trailingCommas() {
        for json in ["[1,]", #"{"a":1,}"#, #"{"a":[1,],"b":2}"#] {
            #expect(throws: DecodingError.self) {
                try FileStoreDecoder().decode([String: [Int]].self, from: Data(json.utf8))
            }
            #expect(throws: DecodingError.self) { try FileStoreDecoder().decode([Int].self, from: Data(json.utf8)) }
        }
    }

    @Test("a member named twice, which JSONDecoder lets through, is refused, as JSONSyntaxCheck refuses it")
    func duplicateMembers() {
        for json in [#"{"a":1,"a":2}"#, #"{"a":1,"b":2,"\u0061":3}"#, #"{"\u0062":1,"b":2}"#] {
            #expect(throws: DecodingError.self) {
                try FileStoreDecoder().decode([String: Int].self, from: Data(json.utf8))
            }
        }
        let twice = Self.todo.replacingOccurrences(
            of: #""title":"Buy milk""#, with: #""title":"Buy milk","title":"Sell""#)
        #expect(throws: DecodingError.self) { try FileStoreDecoder().decode(TodoRecord.self, from: Data(twice.utf8)) }
        #expect(throws: Never.self) {
            try FileStoreDecoder().decode([String: Int].self, from: Data(#"{"a":1,"ab":2,"b":3}"#.utf8))
        }
    }

    @Test(
        "the decoder and the strict check scan alike: what one refuses the other locates, at its byte and why",
        arguments: [
            ("[01]", 1, "a number starts with 0"), ("[1,]", 3, "expected a value"),
            (#"{"a":1,"a":2}"#, 7, #"the member "a" is given twice in one object"#),
            ("[1", 2, "unexpected end of file"),
        ])
    func strictCheckLocatesWhatTheDecoderRefuses(json: String, offset: Int, reason: String) {
        let data = Data(json.utf8)
        do {
            _ = try FileStoreDecoder().decode(KeptJSON.self, from: data)
            Issue.record("\(json) was read")
        } catch {
            let located = FileStoreError.decoding(error, data: data, file: "f", startLine: 1, startOffset: 0)
            #expect(located.byteOffset == offset)
            #expect(located.problem == .malformed(reason))
        }
    }

    /// Reads its members through a generic helper, as a record's field readers do.
    private struct Generic: Decodable, Equatable {
        let text: String
        let flag: Bool

        private enum CodingKeys: String, CodingKey {
            case text, flag
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            func read<Value: Decodable>(_ key: CodingKeys) throws -> Value {
                try container.decode(Value.self, forKey: key)
            }
            text = try read(.text)
            flag = try read(.flag)
        }
    }

    @Test(
        "a string or a Boolean asked for through a generic helper reads, and fails, as JSONDecoder has it",
        arguments: [
            #"{"text":"a\u00e9\n","flag":true}"#, #"{"text":5,"flag":true}"#, #"{"text":null,"flag":false}"#,
            #"{"text":"a","flag":"yes"}"#, #"{"flag":true}"#,
        ])
    func genericScalarsMatchJSONDecoder(json: String) throws {
        let data = Data(json.utf8)
        do {
            let foundation = try JSONDecoder().decode(Generic.self, from: data)
            #expect(try FileStoreDecoder().decode(Generic.self, from: data) == foundation)
        } catch let expected as DecodingError {
            do {
                _ = try FileStoreDecoder().decode(Generic.self, from: data)
                Issue.record("\(json) was read")
            } catch let error as DecodingError {
                #expect(Self.kindAndPath(error) == Self.kindAndPath(expected), "\(json)")
            }
        }
    }

    @Test(
        "an id reads as Domain's UUID(text:) reads its text: 8-4-4-4-12 hex digits in either case, nothing else",
        arguments: [
            "abcdef01-2345-4678-89ab-cdef01234567", "ABCDEF01-2345-4678-89AB-CDEF01234567",
            #"\u0061bcdef01-2345-4678-89ab-cdef01234567"#, "abcdef0123-45-4678-89ab-cdef01234567",
            "+bcdef01-2345-4678-89ab-cdef01234567", " bcdef01-2345-4678-89ab-cdef01234567",
            "abcdef01-2345-4678-89ab-cdef0123456", "abcdef01-2345-4678-89ab-cdef012345678",
            "abcdef01-2345-4678-89ab-cdef0123456g", "abcdef01+2345-4678-89ab-cdef01234567",
        ])
    func idsReadAsDomainReadsThem(text: String) throws {
        let data = Data(#"["\#(text)"]"#.utf8)
        let expected = try JSONDecoder().decode([String].self, from: data).first.flatMap { UUID(text: $0) }
        #expect((try? FileStoreDecoder().decode([UUID].self, from: data))?.first == expected)
    }

    @Test("bytes that are not UTF-8 in a string are refused")
    func invalidUTF8() {
        let data = Data([UInt8(ascii: "["), UInt8(ascii: "\""), 0xC3, 0x28, UInt8(ascii: "\""), UInt8(ascii: "]")])
        #expect((try? JSONDecoder().decode([String].self, from: data)) == nil)
        #expect(throws: DecodingError.self) { try FileStoreDecoder().decode([String].self, from: data) }
    }

    @Test(
        "an integer reads as JSONDecoder reads it, and one the field cannot hold is an error at its key",
        arguments: [
            "0", "7", "-1", "1767225600000", "9223372036854775807", "-9223372036854775808", "9223372036854775808",
            "-9223372036854775809", "1.0", "1e3", "2.5", "1e400", "123456789012345678901234567890",
        ])
    func integersMatchJSONDecoder(number: String) throws {
        let data = Data(#"{"priority":\#(number)}"#.utf8)
        let foundation = try? JSONDecoder().decode([String: Int64].self, from: data)
        let ours = try? FileStoreDecoder().decode([String: Int64].self, from: data)
        #expect(ours == foundation)
        if foundation == nil {
            let todo = Self.todo.replacingOccurrences(of: #""priority":1"#, with: #""priority":\#(number)"#)
            do {
                _ = try FileStoreDecoder().decode([TodoRecord].self, from: Data("[\(todo)]".utf8))
                Issue.record("\(number) was read")
            } catch DecodingError.dataCorrupted(let context) {
                #expect(context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue } == ["0", "priority"])
            }
        }
    }

    @Test("a missing key, a wrong type (an optional's too) and a null are the errors JSONDecoder gives, at its path")
    func errorsMatchJSONDecoder() throws {
        let cases = [
            Self.todo.replacingOccurrences(of: #""title":"Buy milk","#, with: ""),
            Self.todo.replacingOccurrences(of: #""isCompleted":false"#, with: #""isCompleted":"no""#),
            Self.todo.replacingOccurrences(of: #""notes":"""#, with: #""notes":null"#),
            Self.todo.replacingOccurrences(of: #""id":"00000000-0000-4000-8000-000000000001""#, with: #""id":"x""#),
            Self.todo.replacingOccurrences(of: #""dueDate":null"#, with: #""dueDate":"soon""#),
            Self.todo.replacingOccurrences(of: #""projectID":null"#, with: #""projectID":7"#),
            Self.todo.replacingOccurrences(of: #""projectID":null"#, with: #""projectID":"x""#),
        ]
        for json in cases {
            let data = Data("[\(Self.todo),\(json)]".utf8)
            #expect(throws: DecodingError.self) { try JSONDecoder().decode([TodoRecord].self, from: data) }
            do {
                _ = try FileStoreDecoder().decode([TodoRecord].self, from: data)
                Issue.record("\(json) was read")
            } catch let error as DecodingError {
                #expect(Self.kindAndPath(error) == Self.kindAndPath(try Self.foundationError(data)), "\(json)")
            }
        }
    }

    private static func foundationError(_ data: Data) throws -> DecodingError {
        do {
            _ = try JSONDecoder().decode([TodoRecord].self, from: data)
        } catch let error as DecodingError {
            return error
        }
        throw CancellationError()
    }

    private static func kindAndPath(_ error: DecodingError) -> String {
        let path = { (context: DecodingError.Context) in
            context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
        }
        switch error {
        case .keyNotFound(let key, let context): return "key \(path(context)).\(key.stringValue)"
        case .typeMismatch(_, let context): return "type \(path(context))"
        case .valueNotFound(_, let context): return "null \(path(context))"
        case .dataCorrupted(let context): return "corrupted \(path(context))"
        @unknown default: return "\(error)"
        }
    }
}
