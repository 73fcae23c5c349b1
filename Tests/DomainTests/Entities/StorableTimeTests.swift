import Domain
import Foundation
import Testing

@Suite("Storable times")
struct StorableTimeTests {
    @Test("the storable range is exactly years 0001 to 9999 of the proleptic Gregorian calendar, to the ms")
    func rangeEnds() {
        let day: Int64 = 86_400_000
        // 719,162 days from 0001-01-01 to 1970-01-01, and 2,932,897 from 1970-01-01 to 10000-01-01.
        #expect(Date.storableMilliseconds.lowerBound == -719_162 * day)
        #expect(Date.storableMilliseconds.upperBound == 2_932_897 * day - 1)
        #expect(Date(storedMilliseconds: Date.storableMilliseconds.upperBound + 1) == nil)
        #expect(Date(storedMilliseconds: Date.storableMilliseconds.lowerBound - 1) == nil)
        #expect(Date(storedMilliseconds: Date.storableMilliseconds.upperBound) != nil)
        #expect(Date(storedMilliseconds: 0) == Date(timeIntervalSince1970: 0))
    }

    @Test("far-off stored values never trap: they are refused, and converting any Date back clamps")
    func extremesDoNotTrap() {
        #expect(Date(storedMilliseconds: .max) == nil)
        #expect(Date(storedMilliseconds: .min) == nil)
        #expect(Date(millisecondsSince1970: .max).millisecondsSince1970 == .max)
        #expect(Date(millisecondsSince1970: .min).millisecondsSince1970 == .min)
        #expect(Date(timeIntervalSince1970: 1e300).millisecondsSince1970 == .max)
        #expect(Date(timeIntervalSince1970: -1e300).millisecondsSince1970 == .min)
        #expect(!Date(timeIntervalSince1970: 1e300).isStorable)
    }

    @Test("a todo or project with a time outside the storable years fails validation, naming the field")
    func validationRefusesUnstorableTimes() {
        let farOff = Date(millisecondsSince1970: .max)
        let outside = ValidationError.Problem.invalid("it lies outside the years 0001 to 9999 that can be stored")
        #expect(throws: ValidationError(field: "dueDate", problem: outside)) {
            try Todo(title: "x", dueDate: farOff).validated()
        }
        #expect(throws: ValidationError.self) { try Todo(title: "x", createdAt: farOff).validated() }
        #expect(throws: ValidationError.self) { try Project(name: "Home", createdAt: farOff).validated() }
        let lastStorable = Date(millisecondsSince1970: Date.storableMilliseconds.upperBound)
        #expect(throws: Never.self) { try Todo(title: "x", dueDate: lastStorable).validated() }
    }

    @Test("a generated entity's list of times is checked time by time, nil left as it is")
    func listsOfTimes() throws {
        let farOff = Date(millisecondsSince1970: .max)
        let outside = ValidationError.Problem.invalid("it lies outside the years 0001 to 9999 that can be stored")
        #expect(throws: ValidationError(field: "reminders", problem: outside)) {
            try TimeRules.storable([Date(), farOff], field: "reminders")
        }
        let optional: [Date]? = nil
        #expect(try TimeRules.storable(optional, field: "reminders") == nil)
        let unrounded = Date(timeIntervalSince1970: 1.0004)
        #expect(try TimeRules.storable([unrounded], field: "reminders") == [Date(timeIntervalSince1970: 1)])
    }

    @Test("an unstorable stored time names the entity, the id, the field and the value")
    func unstorableTimeWording() throws {
        let id = UUID()
        let error = #expect(throws: UnstorableTime.self) {
            try TimeRules.stored(.max, entity: "todo", id: id, field: "createdAt")
        }
        #expect(error?.description.contains("todo \(id.uuidString) has createdAt 9223372036854775807 ms") == true)
    }
}
