import Domain
import Foundation
import JSONSyntax
import WireFormat

// Lines of earlier exports, and lines written by hand, may leave out an entity's id and times,
// which its wire object requires: the import reads them with the ones it chose filled in
// (``/Domain/EntityImportRow``), for every entity alike.
extension ImportRow {
    /// Which of the id and times `line` leaves out; none when it is not a JSON object, which its
    /// read then reports.
    static func leftOut(of line: Substring) -> ImportLeftOut {
        guard let given = try? JSONSyntaxCheck.memberNames(in: Array(line.utf8)) else { return [] }
        var leftOut: ImportLeftOut = []
        if !given.contains("id") { leftOut.insert(.id) }
        if !given.contains("createdAt") { leftOut.insert(.createdAt) }
        if !given.contains("updatedAt") { leftOut.insert(.updatedAt) }
        return leftOut
    }

    /// `line` with `defaults` for the id and times it leaves out (`leftOut`), written first in its object;
    /// `updatedAt`, which the import sets itself, is written as `createdAt`. The object is never
    /// empty (its `type` chose the entity), so the members written before its own need no
    /// comma after them but one.
    static func filling(_ line: Substring, leaving leftOut: ImportLeftOut, with defaults: ImportDefaults) -> Substring {
        guard !leftOut.isEmpty, let brace = line.firstIndex(of: "{") else { return line }
        let time = JSONText.compact(WireTime(defaults.createdAt))
        let members = [
            leftOut.contains(.id) ? #""id":"# + JSONText.compact(WireID(defaults.id)) : nil,
            leftOut.contains(.createdAt) ? #""createdAt":"# + time : nil,
            leftOut.contains(.updatedAt) ? #""updatedAt":"# + time : nil,
        ].compactMap { $0 }
        return line[...brace] + members.joined(separator: ",") + "," + line[line.index(after: brace)...]
    }
}
