/// An enum field whose cases are ranked (`priority:Priority:Int(low,medium,high)`): the raw
/// value is the rank, 0 for the first case, and stores keep that number, so that sorting by it
/// is sorting by number in Swift and in SQL alike; everywhere else a case is its name, as any
/// ``FieldEnum``'s.
public protocol RankedFieldEnum: FieldEnum, Comparable where RawValue == Int {
    /// Each case's name, in rank order: `["low", "medium", "high"]`.
    static var names: [String] { get }
}

extension RankedFieldEnum {
    /// The case's name, from ``RankedFieldEnum/names`` at its rank.
    public var name: String {
        Self.names.indices.contains(rawValue) ? Self.names[rawValue] : String(rawValue)
    }

    /// Orders by rank: the first case lowest.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
