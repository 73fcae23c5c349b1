"""Filters, sorts and pages, with the meaning of Domain's reference evaluation.

Domain/Queries/{Entity}Filter.swift and {Entity}Query.swift are the source of truth; this module
mirrors them:
- text "contains" ignores case (NFC-normalised, case-folded);
- title, notes and name order ignore case by lower-casing (NFC-normalised, compared by code point);
- a missing value (due date, project) sorts last in either direction;
- ties are broken by id, ascending, as an upper-case UUID string, whatever the direction.
"""

import functools
import unicodedata

from wire import WireError, parse_int, parse_time, parse_uuid

PRIORITY_RANKS = {"low": 0, "medium": 1, "high": 2}
TODO_SORT_FIELDS = ("title", "notes", "isCompleted", "priority", "dueDate", "projectID", "createdAt", "updatedAt")
PROJECT_SORT_FIELDS = ("name", "createdAt", "updatedAt")


def folded(text):
    """The form "contains, ignoring case" compares."""
    return unicodedata.normalize("NFC", text).casefold()


def contains(text, needle):
    return needle == "" or folded(needle) in folded(text)


def lowered(text):
    """The form "ordered, ignoring case" compares (Swift's lowercased(), then code points)."""
    return unicodedata.normalize("NFC", text.lower())


def compare(left, right):
    return (left > right) - (left < right)


class Parameters(dict):
    """A query's parameters (name -> values, as parse_qs gives them) that note each name a reader
    looks up, given or not, so that a route can refuse the ones it does not take, as the Swift
    server's QueryParameters does."""

    def __init__(self, values):
        super().__init__(values)
        self.consulted = set()

    def get(self, name, default=None):
        self.consulted.add(name)
        return super().get(name, default)

    def refuse_repeated(self):
        for name in sorted(self):
            if len(dict.get(self, name)) > 1:
                raise WireError(400, "invalid_query", f"{name} is given twice in the query; give it once",
                                field=name)

    def refuse_unread(self, route):
        for name in sorted(self):
            if name not in self.consulted:
                takes = ", ".join(sorted(self.consulted)) or "no parameters"
                raise WireError(400, "invalid_query", f"{name} is not a parameter of {route}, which takes {takes}",
                                field=name)


def single(params, name):
    values = params.get(name)
    return values[-1] if values else None


def query_time(params, name):
    """An ISO 8601 time in the query, as milliseconds."""
    raw = single(params, name)
    if raw is None:
        return None
    value = parse_time(raw, name)
    if value is None:
        raise WireError(400, "invalid_query", f"{name} must be an ISO 8601 time", field=name)
    return value


def optional_match(params, name, parse):
    """An optional field's condition (docs/REST.md, "Generated collections"): (False, None) when
    not given, (True, None) for `null` (no value), else (True, the parsed value)."""
    raw = single(params, name)
    if raw is None:
        return False, None
    return True, None if raw == "null" else parse(raw)


def query_bool(params, name):
    raw = single(params, name)
    if raw not in (None, "true", "false"):
        raise WireError(400, "invalid_query", f"{name} must be true or false", field=name)
    return None if raw is None else raw == "true"


def todo_filter(params):
    """A predicate over stored todos built from the query string: a generated collection's
    conditions (title, titleContains, notes, notesContains, isCompleted, priority, dueDate,
    dueDateMin, dueDateMax, projectID), then `text`, in the title or the notes."""
    title, title_contains = single(params, "title"), single(params, "titleContains")
    notes, notes_contains = single(params, "notes"), single(params, "notesContains")
    is_completed = query_bool(params, "isCompleted")
    priority = single(params, "priority")
    if priority is not None and priority not in PRIORITY_RANKS:
        raise WireError(400, "invalid_query", f'priority must be one of low, medium, high; got "{priority}"', field="priority")
    due_given, due = optional_match(params, "dueDate", lambda raw: query_time(params, "dueDate"))
    due_min = query_time(params, "dueDateMin")
    due_max = query_time(params, "dueDateMax")
    project_given, project_id = optional_match(params, "projectID", lambda raw: parse_uuid(raw, "projectID"))
    text = single(params, "text")

    def matches(todo):
        if title is not None and todo["title"] != title:
            return False
        if title_contains and not contains(todo["title"], title_contains):
            return False
        if notes is not None and todo["notes"] != notes:
            return False
        if notes_contains and not contains(todo["notes"], notes_contains):
            return False
        if is_completed is not None and todo["isCompleted"] != is_completed:
            return False
        if priority is not None and todo["priority"] != priority:
            return False
        if due_given and todo["dueDate"] != due:
            return False
        if due_min is not None and (todo["dueDate"] is None or todo["dueDate"] < due_min):
            return False
        if due_max is not None and (todo["dueDate"] is None or todo["dueDate"] > due_max):
            return False
        if project_given and todo["projectID"] != project_id:
            return False
        if text and not contains(todo["title"], text) and not contains(todo["notes"], text):
            return False
        return True

    return matches


def project_filter(params):
    name_contains = single(params, "nameContains")
    return lambda project: not name_contains or contains(project["name"], name_contains)


def sort_spec(params, fields, default):
    field = single(params, "sort") or default
    if field not in fields:
        raise WireError(400, "invalid_query", "sort must be one of " + ", ".join(fields), field="sort")
    order = single(params, "order") or "asc"
    if order not in ("asc", "desc"):
        raise WireError(400, "invalid_query", "order must be asc or desc", field="order")
    return field, order == "asc"


def field_order(field, ascending, left, right):
    """Compares by the sort field alone, ascending; None (no due date, no project) is always last."""
    a, b = left[field], right[field]
    if a is None or b is None:
        if a is None and b is None:
            return 0
        if a is None:
            return 1 if ascending else -1
        if b is None:
            return -1 if ascending else 1
    if field in ("title", "notes", "name"):
        return compare(lowered(a), lowered(b))
    if field == "priority":
        return compare(PRIORITY_RANKS[a], PRIORITY_RANKS[b])
    return compare(a, b)


def sorted_records(records, field, ascending):
    def order(left, right):
        result = field_order(field, ascending, left, right)
        if result != 0:
            return result if ascending else -result
        return compare(left["id"], right["id"])

    return sorted(records, key=functools.cmp_to_key(order))


def paged(records, params):
    limit = parse_int(single(params, "limit"), "limit")
    offset = parse_int(single(params, "offset"), "offset") or 0
    if (limit is not None and limit < 0) or offset < 0:
        raise WireError(400, "invalid_query", "limit and offset must be 0 or more", field="limit")
    window = records[offset:]
    return window if limit is None else window[:limit]


def select(records, params, make_filter, sort_fields, default_sort):
    """`records` as a list query selects, sorts and pages them (every collection alike)."""
    matches = make_filter(params)
    field, ascending = sort_spec(params, sort_fields, default_sort)
    return paged(sorted_records([r for r in records if matches(r)], field, ascending), params)


def count(records, params, make_filter):
    """How many of `records` a count query's filter selects."""
    matches = make_filter(params)
    return sum(1 for r in records if matches(r))


HEX_DIGITS = frozenset("0123456789abcdef")


def id_matches(id, prefix):
    """Whether the id's digits start with `prefix`, or the id is time-ordered (version 7) and its
    last group, the part it is shown by, does (Domain/Queries/IDPrefix.swift)."""
    text = id.lower()
    if text.replace("-", "").startswith(prefix):
        return True
    return len(prefix) <= 12 and text[14] == "7" and text[24:].startswith(prefix)


def by_id_prefix(records, params):
    """The records whose id starts with `idPrefix` (hex digits, either case, hyphens ignored), in
    id order, at most `limit` (1 to 1000, default 10); no other parameter may come with it."""
    prefix = (single(params, "idPrefix") or "").lower().replace("-", "")
    if not 1 <= len(prefix) <= 32 or not set(prefix) <= HEX_DIGITS:
        raise WireError(400, "invalid_query", "idPrefix must be 1 to 32 hex digits (hyphens ignored)",
                        field="idPrefix")
    for name in sorted(params):
        if name not in ("idPrefix", "limit"):
            raise WireError(400, "invalid_query", f"idPrefix takes only limit with it; drop {name}", field=name)
    limit = parse_int(single(params, "limit"), "limit")
    limit = 10 if limit is None else limit
    if not 1 <= limit <= 1000:
        raise WireError(400, "invalid_query", "limit with idPrefix must be 1 to 1000", field="limit")
    matches = sorted((r for r in records if id_matches(r["id"], prefix)), key=lambda r: r["id"])
    return matches[:limit]
