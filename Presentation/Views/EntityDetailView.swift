import Domain
import Foundation

/// Renders one entity whole, the same for every entity: labelled lines on a terminal,
/// `field<TAB>value` lines in a pipe, or a JSON object. Fields are named as the demo's options name
/// them (kebab-case), between the id and the two stamps. Each entity's detail view
/// (`ProjectDetailView`) is this type for it.
public enum EntityDetailView<Entity: PresentedEntity> {
    /// The entity `viewModel` holds, a reference by the name it read; empty when none is loaded.
    @MainActor
    public static func render(
        _ viewModel: EntityDetailViewModel<Entity>, format: OutputFormat = .text, context: RenderContext
    ) -> String {
        guard let entity = viewModel.entity else { return "" }
        return render(entity, referenceNames: viewModel.referenceNames, format: format, context: context)
    }

    /// `entity`, whole; a reference shows as `referenceNames` names its id, or as its short id,
    /// and without names as its whole id (the JSON keeps ids). The text is the entity's
    /// ``PresentedEntity/detailText(_:referenceNames:context:)``:
    /// ``fieldText(_:referenceNames:context:)`` unless it lays itself out.
    public static func render(
        _ entity: Entity, referenceNames: [UUID: String]? = nil, format: OutputFormat = .text,
        context: RenderContext
    ) -> String {
        if format == .json {
            return JSONText.pretty(Entity.json(entity))
        }
        return Entity.detailText(entity, referenceNames: referenceNames, context: context)
    }

    /// Every entity's detail as text: `field<TAB>value` lines in a pipe, labelled lines on a
    /// terminal; the id, every field, then the two stamps.
    public static func fieldText(_ entity: Entity, referenceNames: [UUID: String]?, context: RenderContext) -> String {
        let zone = context.timeZone
        let lines: [(name: String, text: String)] =
            [("id", entity.id.uuidString.lowercased())]
            + Entity.fields(of: entity, timeZone: zone, referenceNames: referenceNames)
            + [
                ("created", DueDateFormat.formatTime(entity.createdAt, timeZone: zone)),
                ("updated", DueDateFormat.formatTime(entity.updatedAt, timeZone: zone)),
            ]
        guard context.terminal.isTTY else {
            return lines.map { "\($0.name)\t\(TerminalSafety.tabField($0.text))\n" }.joined()
        }
        let terminal = context.terminal
        let width = lines.map(\.name.count).max() ?? 0
        return lines.map { line in
            let label = TextStyle.apply(
                [.dim], to: TextFitting.fitted(line.name, toWidth: width), enabled: terminal.isStyled)
            let room = max(1, terminal.width - width - 2)
            return label + "  " + TextFitting.truncated(TerminalSafety.singleLine(line.text), toWidth: room) + "\n"
        }.joined()
    }
}
