// The system SQLite, as one Clang module. Some macros are built from casts or expressions that
// Swift cannot import (`SQLITE_TRANSIENT`, the extended result codes), so they are offered here
// as constants the Swift code can use.
#ifndef CSQLITE_SHIM_H
#define CSQLITE_SHIM_H

#include <sqlite3.h>

static const sqlite3_destructor_type csqlite_transient = SQLITE_TRANSIENT;
static const sqlite3_destructor_type csqlite_static = SQLITE_STATIC;

static const int csqlite_constraint_foreignkey = SQLITE_CONSTRAINT_FOREIGNKEY;
static const int csqlite_constraint_primarykey = SQLITE_CONSTRAINT_PRIMARYKEY;
static const int csqlite_constraint_unique = SQLITE_CONSTRAINT_UNIQUE;
static const int csqlite_constraint_check = SQLITE_CONSTRAINT_CHECK;
static const int csqlite_constraint_trigger = SQLITE_CONSTRAINT_TRIGGER;

/// Turns off, on `db`, SQLite's fallback that reads a double-quoted name which is no column as a
/// string literal (`sqlite3_db_config` is variadic, which Swift cannot call). With it on, a query
/// that names a column the table lacks (a missed migration step) returns the column's name as
/// text in every row instead of failing. Off for data statements and for schema statements both.
static inline int csqlite_disable_double_quoted_strings(sqlite3 *db) {
    int result = sqlite3_db_config(db, SQLITE_DBCONFIG_DQS_DML, 0, (int *)0);
    if (result != SQLITE_OK) return result;
    return sqlite3_db_config(db, SQLITE_DBCONFIG_DQS_DDL, 0, (int *)0);
}

#endif
