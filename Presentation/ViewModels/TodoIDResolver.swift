import Domain
import Foundation

/// Turns what a person typed as a todo id (a whole id or a unique prefix of one) into the todo.
struct TodoIDResolver {
    let repository: any TodoRepositoryProtocol

    func todo(idPrefix text: String) async throws -> Todo {
        if let id = UUID(uuidString: text) {
            return try await repository.fetch(id: id)
        }
        guard let prefix = IDPrefix.normalized(text) else {
            throw PresentationFailure(message: "\"\(text)\" is not an id: ids are made of hex digits (0-9, a-f).")
        }
        switch IDPrefix.match(prefix, in: try await repository.fetchAll(.all)) {
        case .unique(let todo):
            return todo
        case .none:
            throw PresentationFailure(message: "No todo has an id starting with \"\(text)\".")
        case .ambiguous(let candidates):
            let lines = candidates.prefix(10).map { "  \($0.id.uuidString.lowercased())  \($0.title)" }
            let more = candidates.count > 10 ? ["  ... and \(candidates.count - 10) more"] : []
            throw PresentationFailure(
                message: (["The id prefix \"\(text)\" is ambiguous; it matches:"] + lines + more)
                    .joined(separator: "\n"))
        }
    }
}
