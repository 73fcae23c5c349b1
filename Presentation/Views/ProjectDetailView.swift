//
//  ProjectDetailView.swift
//  CleanArchitecture
//
//  Created by CleanArchitecture contributors on 2026-12-05.
//

import Domain
import Foundation
import WireFormat

/// Renders one project whole, as ``EntityDetailView`` renders every entity: labelled lines on a
/// terminal, `field<TAB>value` lines in a pipe, or a JSON object.
public typealias ProjectDetailView = EntityDetailView<Project>

extension Project {
    /// The fields' names, as the demo's options spell them, in declaration order.
    public static let fieldNames = [
        "name"
    ]

    /// The wire object of `project`, as `--json` prints it.
    public static func json(_ project: Project) -> ProjectJSON {
        ProjectJSON(project)
    }

    /// Every field of `project` by name, as text (see `FieldText`), in declaration order; with
    /// `referenceNames` (a list), a reference is the name it gives the id, or the short id.
    public static func fields(
        of project: Project, timeZone: TimeZone, referenceNames: [UUID: String]?
    ) -> [(name: String, text: String)] {
        [
            ("name", project.name.fieldText(timeZone: timeZone))
        ]
    }
}
