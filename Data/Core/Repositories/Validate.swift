import Domain

/// Runs a Domain validation and reports its failure as the repository error callers expect.
func validate<T>(_ body: () throws(ValidationError) -> T) throws(RepositoryError) -> T {
    do {
        return try body()
    } catch {
        throw .validation(error)
    }
}
