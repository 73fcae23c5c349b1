// libpq, PostgreSQL's client library, as one Clang module. The error-field codes are character
// literals (`PG_DIAG_SQLSTATE` is 'C'), which Swift does not import from macros, so they are
// offered here as constants the Swift code can use. epoll and eventfd, which Swift's Glibc module
// leaves out, come along for the poller that waits on the connections' sockets.
#ifndef CPOSTGRESQL_SHIM_H
#define CPOSTGRESQL_SHIM_H

#include <libpq-fe.h>
#include <sys/epoll.h>
#include <sys/eventfd.h>

static const int cpostgresql_diag_sqlstate = PG_DIAG_SQLSTATE;
static const int cpostgresql_diag_message_primary = PG_DIAG_MESSAGE_PRIMARY;
static const int cpostgresql_diag_message_detail = PG_DIAG_MESSAGE_DETAIL;
static const int cpostgresql_diag_message_hint = PG_DIAG_MESSAGE_HINT;
static const int cpostgresql_diag_table_name = PG_DIAG_TABLE_NAME;
static const int cpostgresql_diag_column_name = PG_DIAG_COLUMN_NAME;
static const int cpostgresql_diag_constraint_name = PG_DIAG_CONSTRAINT_NAME;

#endif
