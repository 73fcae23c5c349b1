/// An enum that a field of a generated entity holds (`status:Status(open,shipped,cancelled)`):
/// a few cases, each with a name.
///
/// The name is the value everywhere outside Domain's stores: a JSON string, a query parameter, a
/// `demo` option, a line of text. Generic code reads and writes every such enum through this
/// protocol (binding SQL, a record's and a wire object's fields, the demo's options, the server's
/// query), so a generated entity declares no more than each layer's conformance. What a store
/// keeps is the raw value: the name itself for a `String` enum, the rank for a
/// ``RankedFieldEnum`` (`priority:Priority:Int(low,medium,high)`), so that sorting by it is
/// sorting by number.
public protocol FieldEnum: RawRepresentable, CaseIterable, Hashable, Sendable, LosslessStringConvertible
where AllCases == [Self] {
    /// The case's name: `shipped`, `high`.
    var name: String { get }
}

extension FieldEnum {
    /// The case named `description`, exactly (`shipped`, not `Shipped`); nil for any other text.
    public init?(_ description: String) {
        guard let match = Self.allCases.first(where: { $0.name == description }) else { return nil }
        self = match
    }

    /// The case's name.
    public var description: String { name }

    /// Every case's name in declaration order, for help and messages: `open, shipped, cancelled`.
    public static var caseNames: String {
        allCases.map(\.name).joined(separator: ", ")
    }
}

extension FieldEnum where RawValue == String {
    /// The raw value, which is the case's name.
    public var name: String { rawValue }
}
