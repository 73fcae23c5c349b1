"""The server's state, in memory, with the same integrity rules as the Swift stores.

- ids are unique per kind (409 duplicate_id);
- project names are unique by key: trimmed, width-folded (NFKC) and case-folded (409 duplicate_name);
- a todo's projectID must name a stored project (422 invalid_reference);
- a project that todos belong to cannot be deleted (409 project_in_use).
Every write, a batch of projects and todos too, holds one lock and is all or nothing.
"""

import threading
import time
import unicodedata

import query
from wire import WireError


def name_key(name):
    return unicodedata.normalize("NFKC", name.strip()).casefold()


# How each collection is queried: its filter, its sort fields and the default sort.
QUERIES = {
    "todos": (query.todo_filter, query.TODO_SORT_FIELDS, "title"),
    "projects": (query.project_filter, query.PROJECT_SORT_FIELDS, "name"),
}


def not_found(kind, id):
    return WireError(404, "not_found", f"no {kind} has id {id}", id=id)


class Store:
    def __init__(self):
        self.lock = threading.Lock()
        self.todos = {}
        self.projects = {}

    def reset(self):
        with self.lock:
            self.todos.clear()
            self.projects.clear()

    # Either collection: "todos" or "projects", as the path names it

    def table(self, collection):
        return self.todos if collection == "todos" else self.projects

    def select(self, collection, params):
        make_filter, sort_fields, default_sort = QUERIES[collection]
        with self.lock:
            return query.select(list(self.table(collection).values()), params, make_filter, sort_fields, default_sort)

    def by_id_prefix(self, collection, params):
        with self.lock:
            return query.by_id_prefix(self.table(collection).values(), params)

    def count(self, collection, params):
        with self.lock:
            return query.count(self.table(collection).values(), params, QUERIES[collection][0])

    def get(self, collection, id):
        with self.lock:
            table = self.table(collection)
            if id not in table:
                raise not_found(collection[:-1], id)
            return table[id]

    def insert(self, collection, records):
        with self.lock:
            (self.check_new_todos if collection == "todos" else self.check_new_projects)(records)
            table = self.table(collection)
            for record in records:
                table[record["id"]] = record
            return records

    def update(self, collection, record, version=None):
        """Replaces the stored record with `record`, keeping its createdAt, when `version` (the
        If-Match version, if sent) is the stored one and `record` keeps its collection's rules."""
        kind = collection[:-1]
        with self.lock:
            table = self.table(collection)
            stored = table.get(record["id"])
            if stored is None:
                raise not_found(kind, record["id"])
            check_version(kind, stored, version)
            (self.check_project if collection == "todos" else self.check_name_free)(record)
            updated = dict(record, createdAt=stored["createdAt"])
            table[record["id"]] = updated
            return updated

    # Todos

    def check_new_todos(self, todos, staged_projects=()):
        """Raises the first rule `todos` break as new todos; a todo may belong to a project of
        `staged_projects` (ids), which the same write stores. Call with the lock held."""
        seen = set()
        for todo in todos:
            if todo["id"] in self.todos or todo["id"] in seen:
                raise WireError(409, "duplicate_id", f"a todo with id {todo['id']} exists already", id=todo["id"])
            seen.add(todo["id"])
            if todo["projectID"] not in staged_projects:
                self.check_project(todo)

    def delete_todo(self, id):
        with self.lock:
            if self.todos.pop(id, None) is None:
                raise not_found("todo", id)

    def check_project(self, todo):
        project = todo["projectID"]
        if project is not None and project not in self.projects:
            raise WireError(422, "invalid_reference", f"projectID refers to {project}, which does not exist",
                            field="projectID", id=project)

    # Projects

    def check_new_projects(self, projects):
        """Raises the first rule `projects` break as new projects. Call with the lock held."""
        seen_ids = set()
        seen_keys = {name_key(p["name"]) for p in self.projects.values()}
        for project in projects:
            if project["id"] in self.projects or project["id"] in seen_ids:
                raise WireError(409, "duplicate_id", f"a project with id {project['id']} exists already",
                                id=project["id"])
            seen_ids.add(project["id"])
            key = name_key(project["name"])
            if key in seen_keys:
                raise duplicate_name(project["name"])
            seen_keys.add(key)

    # Batches

    def write_batch(self, collections, projects, todos, replaced_collections=(), replaced_projects=(),
                    replaced_todos=()):
        """Stores `projects` and `todos` and replaces the stored records `replaced_projects` and
        `replaced_todos` name, in one step, all or nothing, new records first, as the Swift stores
        do; returns the ids written for each of `collections` (and, under "replace", of
        `replaced_collections`), the names the request sent. A replacement keeps the stored
        createdAt and is stamped later than the stored updatedAt. A repeat under the same
        Idempotency-Key never gets here: the server answers it from the first attempt."""
        with self.lock:
            self.check_new_projects(projects)
            staged_projects = {project["id"] for project in projects}
            self.check_new_todos(todos, staged_projects=staged_projects)
            now = int(time.time() * 1000)
            projects_after = self.replaced_projects(replaced_projects, projects, now)
            todos_after = self.replaced_todos(replaced_todos, todos, staged_projects, now)
            for project in projects + projects_after:
                self.projects[project["id"]] = project
            for todo in todos + todos_after:
                self.todos[todo["id"]] = todo
            # Ids only: the answer to 100,000 todos stays far below a client's response limit.
            answer = {name: [record["id"] for record in records]
                      for name, records in (("projects", projects), ("todos", todos)) if name in collections}
            if replaced_collections:
                answer["replace"] = {name: [record["id"] for record in records]
                                     for name, records in (("projects", replaced_projects), ("todos", replaced_todos))
                                     if name in replaced_collections}
            return answer

    def stored_to_replace(self, collection, record, new_ids, replaced):
        """The stored record that `record` replaces in a batch, or the rule it breaks: nothing is
        stored under its id, or the batch creates (`new_ids`) or replaces (`replaced`) it twice."""
        kind = collection[:-1]
        stored = self.table(collection).get(record["id"])
        if stored is None:
            raise not_found(kind, record["id"])
        if record["id"] in new_ids or any(record["id"] == r["id"] for r in replaced):
            raise WireError(409, "duplicate_id", f"the batch repeats {kind} {record['id']}", id=record["id"])
        return stored

    def replaced_projects(self, replacements, new_projects, now):
        """`replacements` as they replace stored projects, or the first rule one breaks: not
        stored, or a name another project (stored or new in the batch) has. Lock held."""
        taken = {name_key(p["name"]): p["id"] for p in self.projects.values()}
        taken.update({name_key(p["name"]): p["id"] for p in new_projects})
        new_ids = {project["id"] for project in new_projects}
        replaced = []
        for project in replacements:
            stored = self.stored_to_replace("projects", project, new_ids, replaced)
            key = name_key(project["name"])
            if taken.get(key, project["id"]) != project["id"] or any(name_key(r["name"]) == key for r in replaced):
                raise duplicate_name(project["name"])
            replaced.append(replacement(project, stored, now))
        return replaced

    def replaced_todos(self, replacements, new_todos, staged_projects, now):
        """`replacements` as they replace stored todos, or the first rule one breaks: not stored,
        repeated, or in a project neither stored nor new in the batch. Lock held."""
        new_ids = {todo["id"] for todo in new_todos}
        replaced = []
        for todo in replacements:
            stored = self.stored_to_replace("todos", todo, new_ids, replaced)
            if todo["projectID"] not in staged_projects:
                self.check_project(todo)
            replaced.append(replacement(todo, stored, now))
        return replaced

    def check_name_free(self, project):
        """Raises duplicate_name when another stored project has `project`'s name key."""
        key = name_key(project["name"])
        if any(name_key(p["name"]) == key and p["id"] != project["id"] for p in self.projects.values()):
            raise duplicate_name(project["name"])

    def delete_project(self, id):
        with self.lock:
            project = self.projects.get(id)
            if project is None:
                raise not_found("project", id)
            members = sum(1 for t in self.todos.values() if t["projectID"] == id)
            if members:
                raise WireError(409, "project_in_use",
                                f"project \"{project['name']}\" still has {members} todo(s); move or delete them first",
                                id=id)
            del self.projects[id]


def replacement(record, stored, now):
    """`record` as it replaces `stored`: the stored createdAt, and an updatedAt later than the
    stored one, as every update of the Swift stores is stamped."""
    return dict(record, createdAt=stored["createdAt"], updatedAt=max(now, stored["updatedAt"] + 1))


def duplicate_name(name):
    return WireError(409, "duplicate_name",
                     f"another project has the name \"{name}\" (values are compared ignoring case)")


def check_version(entity, stored, version):
    """A conditional PUT (If-Match) writes only while the stored record is the version read."""
    if version is not None and stored["updatedAt"] != version:
        raise WireError(412, "changed_since_read",
                        f"the {entity} {stored['id']} changed since it was read; read it again and repeat the change",
                        id=stored["id"])
