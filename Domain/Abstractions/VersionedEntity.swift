import Foundation

/// A Domain value whose `updatedAt` is also its version: every store stamps it on each write,
/// strictly later than the stored one, and a whole-value update carries the one it read, so
/// that a write based on an older read is refused rather than silently applied over a newer one.
public protocol VersionedEntity: Identifiable, Sendable where ID == UUID {
    /// When it was first stored, to the millisecond; kept by every later write.
    var createdAt: Date { get }
    /// When it last changed, to the millisecond: the version a whole-value update was read at.
    var updatedAt: Date { get set }
}
