import Foundation

/// The value of one sort field, for every field type a sort may use: what a ``PageCursor``
/// remembers of the last result, and how stores compare a result with it. The comparison is
/// ``FieldOrder``'s, so a cursor agrees with the sort's own order.
public enum SortKey: Hashable, Sendable {
    /// Text, compared ignoring case (``TextMatching/compareIgnoringCase(_:_:)``).
    case text(String)
    /// A generated enum's case name, compared code point by code point as its column is
    /// (as ``FieldOrder`` compares enum fields), not ignoring case as text is.
    case caseName(String)
    /// A whole number (an `Int` field, a priority's rank).
    case integer(Int64)
    /// A number.
    case real(Double)
    /// `false` before `true`.
    case flag(Bool)
    /// An instant, to the millisecond as stores keep them.
    case instant(Date)
    /// An id, by its upper-case text.
    case id(UUID)
    /// No value: an optional field left empty, which comes last in either direction.
    case missing

    /// The key of a text field.
    public init(_ value: String) { self = .text(value) }
    /// The key of a whole number.
    public init(_ value: Int) { self = .integer(Int64(value)) }
    /// The key of a number.
    public init(_ value: Double) { self = .real(value) }
    /// The key of a flag.
    public init(_ value: Bool) { self = .flag(value) }
    /// The key of an instant.
    public init(_ value: Date) { self = .instant(value) }
    /// The key of an id.
    public init(_ value: UUID) { self = .id(value) }
    /// The key of an optional text field.
    public init(_ value: String?) { self = value.map(SortKey.init) ?? .missing }
    /// The key of an optional whole number.
    public init(_ value: Int?) { self = value.map(SortKey.init) ?? .missing }
    /// The key of an optional number.
    public init(_ value: Double?) { self = value.map(SortKey.init) ?? .missing }
    /// The key of an optional flag.
    public init(_ value: Bool?) { self = value.map(SortKey.init) ?? .missing }
    /// The key of an optional instant.
    public init(_ value: Date?) { self = value.map(SortKey.init) ?? .missing }
    /// The key of an optional id.
    public init(_ value: UUID?) { self = value.map(SortKey.init) ?? .missing }
    /// The key of a generated enum's field: its case name.
    public init<Value: FieldEnum>(_ value: Value) { self = .caseName(value.name) }
    /// The key of an optional enum field.
    public init<Value: FieldEnum>(_ value: Value?) { self = value.map(SortKey.init) ?? .missing }
    /// The key of a ranked enum's field: its rank, as its INTEGER column holds it.
    public init<Value: RankedFieldEnum>(_ value: Value) { self = .integer(Int64(value.rawValue)) }
    /// The key of an optional ranked enum field.
    public init<Value: RankedFieldEnum>(_ value: Value?) { self = value.map(SortKey.init) ?? .missing }

    /// `-1`, `0` or `1` as ``FieldOrder`` compares the two values, ascending, a missing one last
    /// in `direction`. Keys of different kinds (only a forged cursor mixes them) order by kind.
    public static func compare(_ lhs: SortKey, _ rhs: SortKey, missingLastIn direction: SortDirection) -> Int {
        switch (lhs, rhs) {
        case (.missing, .missing): 0
        case (.missing, _): direction == .ascending ? 1 : -1
        case (_, .missing): direction == .ascending ? -1 : 1
        case (.text(let left), .text(let right)): FieldOrder.compare(left, right)
        case (.caseName(let left), .caseName(let right)): FieldOrder.compareCaseNames(left, right)
        case (.integer(let left), .integer(let right)): FieldOrder.compare(left, right)
        case (.real(let left), .real(let right)): FieldOrder.compare(left, right)
        case (.flag(let left), .flag(let right)): FieldOrder.compare(left, right)
        case (.instant(let left), .instant(let right)): FieldOrder.compare(left, right)
        case (.id(let left), .id(let right)): FieldOrder.compare(left, right)
        default: FieldOrder.compare(lhs.kindRank, rhs.kindRank)
        }
    }

    /// The order of kinds, for keys of different kinds.
    private var kindRank: Int {
        switch self {
        case .flag: 0
        case .integer: 1
        case .real: 2
        case .instant: 3
        case .text: 4
        case .caseName: 5
        case .id: 6
        case .missing: 7
        }
    }
}
