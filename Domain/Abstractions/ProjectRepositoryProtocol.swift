/// Where projects live, as the rest of the app sees it: whatever the store, these are the rules.
///
/// The operations are ``EntityRepository``'s, with its types fixed to ``Project``,
/// ``ProjectQuery`` and ``ProjectFilter``. What is particular to projects:
/// - names are unique ignoring case (``Project/nameKey``): a create or rename to a taken name is
///   `.conflict`;
/// - deleting a project that still has todos is refused with `.conflict`: move or delete its
///   todos first. Nothing is ever removed behind the user's back.
public protocol ProjectRepositoryProtocol: EntityRepository
where Entity == Project, Query == ProjectQuery, Filter == ProjectFilter {}
