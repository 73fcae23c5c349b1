"""The peer the server rows of scripts/bench compare with: what a team would write with FastAPI.

It serves the two routes the bench times, over a copy of the same SQLite file the Swift server
uses, with the same JSON members, and does comparable work: the POST body is validated by a
pydantic model (types, the priority's values, required members) and every column is written;
the GET reads one row by primary key and answers the same object. Run by scripts/bench as
`uvicorn fastapi_todos:app --workers 2` on 127.0.0.1, with TODOS_DATABASE naming the file.
"""

import os
from datetime import datetime, timedelta, timezone
import sqlite3
import threading
from typing import Literal, Optional

from fastapi import FastAPI, HTTPException, Response
from pydantic import BaseModel

DATABASE = os.environ["TODOS_DATABASE"]
PRIORITIES = {"low": 0, "medium": 1, "high": 2}
PRIORITY_NAMES = {value: name for name, value in PRIORITIES.items()}

app = FastAPI()
_local = threading.local()


def connection() -> sqlite3.Connection:
    """One connection per worker thread, as the sqlite3 module requires, in WAL mode."""
    db = getattr(_local, "db", None)
    if db is None:
        db = sqlite3.connect(DATABASE, isolation_level=None)
        db.execute("PRAGMA journal_mode = WAL")
        db.execute("PRAGMA busy_timeout = 5000")
        _local.db = db
    return db


class TodoBody(BaseModel):
    """A todo as the Swift server's REST API spells it (docs/openapi.json): instants as ISO 8601
    in UTC with milliseconds, kept as milliseconds since 1970 like the Swift server's store."""

    id: str
    title: str
    notes: str = ""
    done: bool = False
    priority: Literal["low", "medium", "high"] = "medium"
    due: Optional[datetime] = None
    projectId: Optional[str] = None
    createdAt: datetime
    updatedAt: datetime


EPOCH = datetime(1970, 1, 1, tzinfo=timezone.utc)


def milliseconds(moment):
    return None if moment is None else (moment - EPOCH) // timedelta(milliseconds=1)


def instant(value):
    return None if value is None else EPOCH + timedelta(milliseconds=value)


@app.get("/v1/todos/{todo_id}")
def get_todo(todo_id: str) -> TodoBody:
    row = connection().execute(
        "SELECT id, title, notes, is_completed, priority, due_date, project_id, created_at, updated_at"
        " FROM todos WHERE id = ?",
        (todo_id.upper(),),
    ).fetchone()
    if row is None:
        raise HTTPException(status_code=404, detail="not_found")
    return TodoBody(
        id=row[0].lower(), title=row[1], notes=row[2], done=bool(row[3]), priority=PRIORITY_NAMES[row[4]],
        due=instant(row[5]), projectId=row[6], createdAt=instant(row[7]), updatedAt=instant(row[8]),
    )


@app.post("/v1/todos", status_code=201)
def create_todo(todo: TodoBody, response: Response) -> TodoBody:
    if not todo.title.strip():
        raise HTTPException(status_code=400, detail="title is empty")
    connection().execute(
        "INSERT INTO todos (id, title, notes, is_completed, priority, due_date, project_id, created_at, updated_at)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (todo.id.upper(), todo.title, todo.notes, int(todo.done), PRIORITIES[todo.priority],
         milliseconds(todo.due), todo.projectId, milliseconds(todo.createdAt), milliseconds(todo.updatedAt)),
    )
    response.headers["Location"] = f"/v1/todos/{todo.id}"
    return todo
