import Domain
import Foundation

extension ShortID {
    /// `id` as a confirmation names it: its short form, then two spaces and `label` when there is
    /// one ("3f2a1b2c  Buy milk"), as a list shows the two side by side.
    static func labelled(_ id: UUID, _ label: String) -> String {
        label.isEmpty ? of(id) : "\(of(id))  \(label)"
    }
}
