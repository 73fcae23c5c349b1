"""The JSON wire format: parsing and checking request bodies, and the error body every failure has.

On the wire (docs/openapi.json) times are ISO 8601 in UTC with milliseconds, ids lower-case
UUID strings, priority "low", "medium" or "high", and a todo's members are `done`, `due` and
`projectId`. Inside, records keep the store's shape: times as integer milliseconds since 1970,
ids upper-case, `isCompleted`, `dueDate`, `projectID`; `todo_from`/`project_from` read the
wire form and `outgoing` writes it.
"""

import datetime
import re
import uuid

PRIORITIES = ("low", "medium", "high")

# The times every store keeps (Domain's Date.storableMilliseconds): 0001-01-01T00:00:00.000Z to
# 9999-12-31T23:59:59.999Z, in milliseconds since 1970.
STORABLE_MILLISECONDS = (-62_135_596_800_000, 253_402_300_799_999)


class WireError(Exception):
    """A failure the server reports as {"error": {"code", "message", "field"?, "id"?}}."""

    def __init__(self, status, code, message, field=None, id=None):
        super().__init__(message)
        self.status = status
        self.code = code
        self.message = message
        self.field = field
        self.id = id

    def body(self):
        error = {"code": self.code, "message": self.message}
        if self.field is not None:
            error["field"] = self.field
        if self.id is not None:
            error["id"] = self.id
        return {"error": error}


def unique_members(pairs):
    """An object from `json.loads`'s pairs, refusing a member named twice, as the Swift server
    does: json keeps the last value, another reader the first, so such a body has no one meaning."""
    members = {}
    for name, value in pairs:
        if name in members:
            raise WireError(400, "invalid_field", f"{name} is given twice in one object; give it once", field=name)
        members[name] = value
    return members


UUID_TEXT = re.compile(r"[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}")


def parse_uuid(value, field):
    """An id in exactly its 36-character form, as Domain's UUID(text:) reads it: uuid.UUID also
    takes braces, `urn:uuid:` and the bare 32 digits."""
    if not isinstance(value, str) or not UUID_TEXT.fullmatch(value):
        raise WireError(400, "invalid_field", f"{field} must be a UUID", field=field)
    return str(uuid.UUID(value)).upper()


def parse_int(value, field):
    if value is None:
        return None
    try:
        return int(value)
    except (ValueError, TypeError):
        raise WireError(400, "invalid_field", f"{field} must be an integer", field=field)


def require(body, field, kind, nullable=False):
    """The field's value, checked; a nullable field may be missing, which means null."""
    if not isinstance(body, dict):
        raise WireError(400, "invalid_body", "expected a JSON object")
    if field not in body and not nullable:
        raise WireError(400, "invalid_field", f"{field} is missing", field=field)
    value = body.get(field)
    if value is None and nullable:
        return None
    if kind is int and isinstance(value, bool):
        raise WireError(400, "invalid_field", f"{field} must be an integer", field=field)
    if not isinstance(value, kind):
        raise WireError(400, "invalid_field", f"{field} has the wrong type", field=field)
    return value


EPOCH = datetime.datetime(1970, 1, 1, tzinfo=datetime.timezone.utc)
ISO_TIME = re.compile(r"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z")


def parse_time(value, field):
    """Milliseconds since 1970 from an ISO 8601 time as the Swift server reads them, or None."""
    if not isinstance(value, str) or not ISO_TIME.fullmatch(value):
        return None
    try:
        moment = datetime.datetime.fromisoformat(value.replace("Z", "+00:00"))
    except ValueError:
        return None
    delta = moment - EPOCH
    milliseconds = (delta.days * 86_400 + delta.seconds) * 1000 + delta.microseconds // 1000
    return milliseconds if STORABLE_MILLISECONDS[0] <= milliseconds <= STORABLE_MILLISECONDS[1] else None


def format_time(milliseconds):
    """`YYYY-MM-DDTHH:MM:SS.mmmZ`."""
    if milliseconds is None:
        return None
    moment = EPOCH + datetime.timedelta(milliseconds=milliseconds)
    return (f"{moment.year:04d}-{moment.month:02d}-{moment.day:02d}T{moment.hour:02d}:{moment.minute:02d}:"
            f"{moment.second:02d}.{moment.microsecond // 1000:03d}Z")


def require_time(body, field, nullable=False):
    """An ISO 8601 time that every store can keep, as milliseconds; anything else is 400 naming
    the field."""
    value = require(body, field, str, nullable=nullable)
    if value is None:
        return None
    milliseconds = parse_time(value, field)
    if milliseconds is None:
        raise WireError(400, "invalid_field", f"{field} must be an ISO 8601 time in the years 0001 to 9999",
                        field=field)
    return milliseconds


def require_text(body, field):
    value = require(body, field, str).strip()
    if not value:
        raise WireError(422, "invalid_field", f"{field} must not be empty", field=field)
    return value


TODO_MEMBERS = ("id", "title", "notes", "done", "priority", "due", "projectId", "createdAt", "updatedAt")
PROJECT_MEMBERS = ("id", "name", "createdAt", "updatedAt")


def refuse_unknown_members(body, members, entity):
    """A member a record does not have is refused, as the Swift server does: nullable ones may be
    left out, so a misspelt one (`projectId`) would otherwise be dropped without a word."""
    if not isinstance(body, dict):
        return
    for name in body:
        if name not in members:
            raise WireError(400, "invalid_field",
                            f"{name} is not a member of a {entity}, which has {', '.join(sorted(members))}",
                            field=name)


def todo_from(body, id=None):
    """A stored todo from a request body; `id` is the one in the path, for updates."""
    refuse_unknown_members(body, TODO_MEMBERS, "todo")
    todo_id = parse_uuid(id if id is not None else require(body, "id", str), "id")
    priority = require(body, "priority", str)
    if priority not in PRIORITIES:
        raise WireError(400, "invalid_field", f'priority must be one of low, medium, high; got "{priority}"', field="priority")
    project = require(body, "projectId", str, nullable=True)
    return {
        "id": todo_id,
        "title": require_text(body, "title"),
        "notes": require(body, "notes", str),
        "isCompleted": require(body, "done", bool),
        "priority": priority,
        "dueDate": require_time(body, "due", nullable=True),
        "projectID": None if project is None else parse_uuid(project, "projectId"),
        "createdAt": require_time(body, "createdAt"),
        "updatedAt": require_time(body, "updatedAt"),
    }


def project_from(body, id=None):
    refuse_unknown_members(body, PROJECT_MEMBERS, "project")
    project_id = parse_uuid(id if id is not None else require(body, "id", str), "id")
    return {
        "id": project_id,
        "name": require_text(body, "name"),
        "createdAt": require_time(body, "createdAt"),
        "updatedAt": require_time(body, "updatedAt"),
    }


def outgoing(payload):
    """`payload` as the wire has it: stored records renamed and their times and ids written the
    wire's way, ids in lists (a batch's answer) lower-case."""
    if isinstance(payload, list):
        return [outgoing(item) for item in payload]
    if isinstance(payload, str) and UUID_TEXT.fullmatch(payload):
        return payload.lower()
    if not isinstance(payload, dict) or "error" in payload:
        return payload
    if "isCompleted" in payload:
        return {
            "id": payload["id"].lower(), "title": payload["title"], "notes": payload["notes"],
            "done": payload["isCompleted"], "priority": payload["priority"], "due": format_time(payload["dueDate"]),
            "projectId": None if payload["projectID"] is None else payload["projectID"].lower(),
            "createdAt": format_time(payload["createdAt"]), "updatedAt": format_time(payload["updatedAt"]),
        }
    if "name" in payload and "createdAt" in payload:
        return dict(payload, id=payload["id"].lower(), createdAt=format_time(payload["createdAt"]),
                    updatedAt=format_time(payload["updatedAt"]))
    return {name: outgoing(value) for name, value in payload.items()}


def list_of(body, field):
    """A JSON array body, or one object taken as a list of one."""
    if isinstance(body, dict):
        return [body]
    if isinstance(body, list):
        return body
    raise WireError(400, "invalid_body", f"expected one {field} object or an array of them")


def entity_tag_version(header):
    """The version an If-Match header names (the quoted updatedAt in milliseconds), None for none or *."""
    if header is None or header.strip() == "*":
        return None
    tag = header.strip()
    if len(tag) >= 2 and tag[0] == '"' and tag[-1] == '"':
        tag = tag[1:-1]
    if not tag.lstrip("-").isdigit():
        raise WireError(400, "invalid_field",
                        f"If-Match must be the quoted updatedAt of the record in milliseconds; got {header}",
                        field="If-Match")
    return int(tag)
