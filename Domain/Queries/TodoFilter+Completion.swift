// What todos have beyond a generated filter: people choose them as open, done or either
// (`demo todo list --open`, `--done`, `--all`), which selects by the generated `isCompleted`.
extension TodoFilter {
    /// Selects by completion, as a person chooses.
    public enum Completion: Hashable, Sendable, CaseIterable {
        /// Done or not.
        case any
        /// Not done yet.
        case open
        /// Done.
        case done

        /// The `isCompleted` this selects: nil for either.
        public var isCompleted: Bool? {
            switch self {
            case .any: nil
            case .open: false
            case .done: true
            }
        }
    }

    /// Open, done or either: what ``isCompleted`` selects, as a person would say it.
    public var completion: Completion {
        switch isCompleted {
        case false?: .open
        case true?: .done
        case nil: .any
        }
    }
}
