import Domain
import Foundation

extension RepositoryError {
    /// True for `.notFound` of exactly this id.
    public func isNotFound(_ id: UUID) -> Bool {
        if case .notFound(_, let found) = self { return found == id }
        return false
    }

    /// True for `.conflict`.
    public var isConflict: Bool {
        if case .conflict = self { return true }
        return false
    }

    /// True for the conflict of a write whose caller read another version of the record `id`.
    public func isChangedSinceRead(_ id: UUID) -> Bool {
        conflictKind == .changedSinceRead(id)
    }

    /// The failing field's name for `.validation`, else nil.
    public var validationField: String? {
        if case .validation(let error) = self { return error.field }
        return nil
    }
}

/// Runs `body` and returns the ``RepositoryError`` it threw, or nil when it succeeded.
public func repositoryError<T>(_ body: () async throws(RepositoryError) -> T) async -> RepositoryError? {
    do {
        _ = try await body()
        return nil
    } catch {
        return error
    }
}
