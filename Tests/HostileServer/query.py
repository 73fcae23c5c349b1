"""Filters, sorts and pages, with the meaning of Domain's reference evaluation.

Domain/Queries/*+Evaluation.swift is the source of truth; this module mirrors it:
- text "contains" ignores case (NFC-normalised, case-folded);
- title and name order ignore case by lower-casing (NFC-normalised, compared by code point);
- a missing due date sorts last in either direction;
- ties are broken by id, ascending, as an upper-case UUID string, whatever the direction.
"""

import functools
import unicodedata

from wire import WireError, parse_int, parse_time, parse_uuid

PRIORITY_RANKS = {"low": 0, "medium": 1, "high": 2}
TODO_SORT_FIELDS = ("createdAt", "updatedAt", "due", "priority", "title")
# Sort fields by their wire names, as the stored records name them.
STORED_FIELD = {"due": "dueDate"}
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


def todo_filter(params):
    """A predicate over stored todos built from the query string."""
    completion = single(params, "completion") or "any"
    if completion not in ("any", "open", "done"):
        raise WireError(400, "invalid_query", "completion must be any, open or done", field="completion")
    project = single(params, "project")
    project_id = None
    if project not in (None, "any", "none"):
        project_id = parse_uuid(project, "project")
    priority = single(params, "priority")
    if priority is not None and priority not in PRIORITY_RANKS:
        raise WireError(400, "invalid_query", f'priority must be one of low, medium, high; got "{priority}"', field="priority")
    text = single(params, "text")
    due_before = query_time(params, "dueBefore")
    due_after = query_time(params, "dueAfter")

    def matches(todo):
        if completion == "open" and todo["isCompleted"]:
            return False
        if completion == "done" and not todo["isCompleted"]:
            return False
        if project == "none" and todo["projectID"] is not None:
            return False
        if project_id is not None and todo["projectID"] != project_id:
            return False
        if priority is not None and todo["priority"] != priority:
            return False
        if text and not contains(todo["title"], text) and not contains(todo["notes"], text):
            return False
        if due_before is not None and (todo["dueDate"] is None or not todo["dueDate"] < due_before):
            return False
        if due_after is not None and (todo["dueDate"] is None or not todo["dueDate"] > due_after):
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
    return STORED_FIELD.get(field, field), order == "asc"


def field_order(field, ascending, left, right):
    """Compares by the sort field alone, ascending; None (a missing due date) is always last."""
    a, b = left[field], right[field]
    if field == "dueDate":
        if a is None and b is None:
            return 0
        if a is None:
            return 1 if ascending else -1
        if b is None:
            return -1 if ascending else 1
    if field in ("title", "name"):
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
