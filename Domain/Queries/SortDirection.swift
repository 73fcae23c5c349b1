/// Which way a sort runs. Ties are always broken by id, ascending, so orders are total and
/// pages never overlap.
public enum SortDirection: Hashable, Sendable, CaseIterable {
    /// Smallest first.
    case ascending
    /// Largest first.
    case descending
}
