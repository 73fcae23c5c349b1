// The system SQLite, as one Clang module. `SQLITE_TRANSIENT` is a macro built from a cast that
// Swift cannot import, so it is offered here as a constant the Swift code can pass.
#ifndef CSQLITE_SHIM_H
#define CSQLITE_SHIM_H

#include <sqlite3.h>

static const sqlite3_destructor_type csqlite_transient = SQLITE_TRANSIENT;
static const sqlite3_destructor_type csqlite_static = SQLITE_STATIC;

#endif
