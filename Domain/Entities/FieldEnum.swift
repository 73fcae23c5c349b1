/// An enum that a field of a generated entity holds (`status:Status(open,shipped,cancelled)`):
/// a few cases, each named by its raw value.
///
/// The name is the value everywhere outside Domain: a text column, a record's text, a JSON
/// string, a query parameter, a `demo` option. Generic code reads and writes every such enum
/// through this protocol (binding SQL, a record's and a wire object's fields, the demo's options,
/// the server's query), so a generated entity declares no more than each layer's conformance.
/// Todo's ``Priority`` differs on purpose: its raw value is a rank, so that sorting by it is
/// sorting by number.
public protocol FieldEnum: RawRepresentable, CaseIterable, Hashable, Sendable, LosslessStringConvertible
where RawValue == String, AllCases == [Self] {}

extension FieldEnum {
    /// The case named `description`, exactly (`shipped`, not `Shipped`); nil for any other text.
    public init?(_ description: String) {
        self.init(rawValue: description)
    }

    /// The case's name.
    public var description: String { rawValue }

    /// Every case's name in declaration order, for help and messages: `open, shipped, cancelled`.
    public static var caseNames: String {
        allCases.map(\.rawValue).joined(separator: ", ")
    }
}
