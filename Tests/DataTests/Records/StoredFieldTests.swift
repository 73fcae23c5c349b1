import Domain
import Foundation
import Testing
import WireFormat

@testable import Data

/// An enum as the scaffold writes one, with the conformances its generated files declare.
private enum Shade: String, FieldEnum {
    case light
    case dark
}

extension Shade: StoredFieldValue {}
extension Shade: WireFieldValue {}

/// A record's JSON, as the file store reads generated records.
private struct Row: Decodable {
    enum CodingKeys: String, CodingKey { case due, note, shade }
    let due: Int64?
    let note: String?
    let shade: String

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let id = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1))
        due = try container.decodeField(.due, entity: "gadget", id: id)
        note = try container.decodeField(.note, entity: "gadget", id: id)
        shade = try container.decodeField(.shade, entity: "gadget", id: id)
    }
}

@Suite("A generated record's and wire object's fields, by type")
struct StoredFieldTests {
    private let id = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 7))

    @Test("Dates are stored as milliseconds, enums by name, optionals and arrays element by element")
    func storesEachType() throws {
        let day = Date(millisecondsSince1970: 1_700_000_000_000)
        #expect(day.storedValue == 1_700_000_000_000)
        #expect([Shade.dark, .light].storedValue == ["dark", "light"])
        #expect(Shade?.none.storedValue == nil)
        let shades: [Shade]? = try StoredField.value(["light"], entity: "gadget", id: id, field: "shades")
        #expect(shades == [.light])
        let read: Date? = try StoredField.value(Int64(1_700_000_000_000), entity: "gadget", id: id, field: "due")
        #expect(read == day)
    }

    @Test("A stored name that is no case is a storage error naming the entity, id, field and value")
    func refusesAnUnknownName() {
        let error = #expect(throws: DataSourceError.self) {
            let _: Shade = try StoredField.value("mauve", entity: "gadget", id: id, field: "shade")
        }
        let message = error.map { "\($0)" } ?? ""
        #expect(message.contains("gadget") && message.contains(id.uuidString), "\(message)")
        #expect(message.contains("shade \"mauve\"") && message.contains("light, dark"), "\(message)")
    }

    @Test("The file store reads a missing optional as nil, a time checked, anything else as it is")
    func decodesFields() throws {
        let row = try JSONDecoder().decode(Row.self, from: Data(#"{"shade": "dark"}"#.utf8))
        #expect(row.due == nil && row.note == nil && row.shade == "dark")
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Row.self, from: Data(#"{"due": 9223372036854775807, "shade": "dark"}"#.utf8))
        }
    }

    @Test("On the wire an enum is its name; another word is refused naming the member and the cases")
    func wire() throws {
        #expect(Shade.dark.wireValue == "dark")
        let shade: Shade? = try WireField.value("light", member: "shade")
        #expect(shade == .light)
        let error = #expect(throws: WireValueError.self) {
            let _: Shade = try WireField.value("Dark", member: "shade")
        }
        #expect(error?.member == "shade")
        #expect(error?.message == #"shade must be one of light, dark; got "Dark""#)
    }

    @Test("On the wire an optional is its value or null, an array its elements, each one checked")
    func wireOptionalsAndArrays() throws {
        let none: Shade? = try WireField.value(nil, member: "shade")
        #expect(none == nil)
        let shades: [Shade] = try WireField.value(["dark", "light"], member: "shades")
        #expect(shades == [.dark, .light])
        #expect([Shade.light].wireValue == ["light"])
        let error = #expect(throws: WireValueError.self) {
            let _: [Shade] = try WireField.value(["dark", "grey"], member: "shades")
        }
        #expect(error?.member == "shades")
    }
}
