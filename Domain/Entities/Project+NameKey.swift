import Foundation

// A project is a named group of todos (the use cases in `Domain/UseCases/` find, rename and remove one).
// Its name is its unique field: no two projects have names whose keys are equal, which every
// repository enforces.
extension Project {
    /// The form of the name that uniqueness is decided on: two projects whose keys are equal
    /// clash. Case and width are folded, so "Home", "HOME" and "ｈｏｍｅ" are one name, and the
    /// key is composed (NFC), so "Café" typed with "é" or with "e" and a combining accent is one
    /// name too, byte for byte: SQL stores compare the key's bytes, not its characters.
    public var nameKey: String {
        Self.nameKey(for: name)
    }

    /// The uniqueness key of any candidate name: ``TextRules/uniquenessKey(_:)``, the rule every
    /// unique text follows.
    public static func nameKey(for name: String) -> String {
        TextRules.uniquenessKey(name)
    }
}
