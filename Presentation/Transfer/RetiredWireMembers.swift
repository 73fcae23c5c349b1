/// A wire object whose earlier versions wrote members it no longer has: an import reads lines
/// of those versions still, and drops the members. Any entity's JSON takes it in a hand-written
/// file beside its generated one (`ProjectJSON+Retired.swift`), so that the rule of reading older
/// lines stays the import's and the list of what an entity once wrote stays the entity's.
protocol RetiredWireMembers {
    /// The members earlier versions wrote, accepted in an import line and not kept.
    static var retiredMembers: [String] { get }
}
