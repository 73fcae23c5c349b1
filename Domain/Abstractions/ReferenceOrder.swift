/// The order in which entities that refer to one another are created, loaded, imported and
/// reset: each after every entity it refers to, so that no reference ever names a record that is
/// not there yet.
///
/// Import and export order their generated entities' lines by it
/// (``/Presentation/TransferViewModel``), whatever order the entities are listed in.
public enum ReferenceOrder {
    /// `listed` in its order, except that an item comes after every listed item it refers to.
    /// `name` is what `refersTo` names; a name nothing listed has is ignored, and a cycle (which
    /// the scaffold refuses to make) keeps the listed order.
    public static func referredFirst<Item>(
        _ listed: [Item], name: (Item) -> String, refersTo: (Item) -> [String]
    ) -> [Item] {
        let names = Set(listed.map(name))
        var ordered: [Item] = []
        var placed: Set<String> = []
        var pending = listed
        while !pending.isEmpty {
            let next =
                pending.firstIndex { item in
                    refersTo(item).allSatisfy { referred in
                        referred == name(item) || placed.contains(referred) || !names.contains(referred)
                    }
                } ?? 0
            let item = pending.remove(at: next)
            ordered.append(item)
            placed.insert(name(item))
        }
        return ordered
    }
}
