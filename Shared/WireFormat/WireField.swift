import Domain
import Foundation

/// A field type of a generated entity as its wire object (`{Entity}JSON`) carries it: the one
/// place each type's wire form is chosen, so that the object's template maps every field alike
/// (`order.status.wireValue` one way, `WireField.value(status, member: "status")` the other),
/// whatever its type, optional or array.
public protocol WireFieldValue {
    /// The member's type: `WireTime` for a `Date`, `WireID` for a `UUID`, the case's name for an
    /// enum (``/Domain/FieldEnum``), the value itself for text, numbers and Booleans.
    associatedtype Wire
    /// The value as the wire carries it.
    var wireValue: Wire { get }
    /// The value `wire` carries in `member`; a refusal naming the member when it means nothing.
    init(wireValue wire: Wire, member: String) throws(WireValueError)
}

/// Reads a member into its field's type, which the call's context gives.
public enum WireField {
    /// The field value that `wire`, the value of `member`, carries.
    public static func value<Value: WireFieldValue>(
        _ wire: Value.Wire, member: String
    ) throws(WireValueError) -> Value {
        try Value(wireValue: wire, member: member)
    }
}

/// A type the wire carries as it is.
public protocol WireFieldAsIs: WireFieldValue where Wire == Self {}

extension WireFieldAsIs {
    /// The value itself.
    public var wireValue: Self { self }
    /// The value itself: its JSON decoding has checked it.
    public init(wireValue wire: Self, member: String) { self = wire }
}

extension String: WireFieldAsIs {}
extension Int: WireFieldAsIs {}
extension Double: WireFieldAsIs {}
extension Bool: WireFieldAsIs {}

extension Date: WireFieldValue {
    /// The instant as ISO 8601 text.
    public var wireValue: WireTime { WireTime(self) }
    /// The instant `wire` holds, checked as it decoded.
    public init(wireValue wire: WireTime, member: String) { self = wire.date }
}

extension UUID: WireFieldValue {
    /// The id as lower-case text.
    public var wireValue: WireID { WireID(self) }
    /// The id `wire` holds, checked as it decoded.
    public init(wireValue wire: WireID, member: String) { self = wire.uuid }
}

extension Optional: WireFieldValue where Wrapped: WireFieldValue {
    /// The wrapped value's wire form, or `null`.
    public var wireValue: Wrapped.Wire? { map(\.wireValue) }
    /// The wrapped value `wire` carries, or nil for `null`.
    public init(wireValue wire: Wrapped.Wire?, member: String) throws(WireValueError) {
        self = try wire.map { wire throws(WireValueError) in try Wrapped(wireValue: wire, member: member) }
    }
}

extension Array: WireFieldValue where Element: WireFieldValue {
    /// Each element's wire form.
    public var wireValue: [Element.Wire] { map(\.wireValue) }
    /// The elements `wire` carries, each checked.
    public init(wireValue wire: [Element.Wire], member: String) throws(WireValueError) {
        self = try wire.map { element throws(WireValueError) in try Element(wireValue: element, member: member) }
    }
}

// An enum field's case travels by name (docs/openapi.json lists the names under `enum`), read
// strictly as Todo's priority is: a name that is no case is refused at its member, which the
// server answers as 400 `invalid_field` naming it. Each generated wire object declares its
// enums' conformance (`extension Status: WireFieldValue {}`).
extension WireFieldValue where Self: FieldEnum {
    /// The case's name.
    public var wireValue: String { name }
    /// The case named `wire`, exactly; refused at `member` otherwise.
    public init(wireValue wire: String, member: String) throws(WireValueError) {
        guard let value = Self(wire) else {
            throw WireValueError(member: member, "\(member) must be one of \(Self.caseNames); got \"\(wire)\"")
        }
        self = value
    }
}
