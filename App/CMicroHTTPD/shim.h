// GNU libmicrohttpd, as one Clang module for App/Server. Swift cannot call C's variadic
// functions, so the few the server needs are wrapped here with fixed arguments; everything else
// is the library's own header. Glibc's Swift module leaves out epoll and eventfd, which the
// server's lingering close (LingeringClose.swift) drains refused connections with: included here.
#ifndef CMICROHTTPD_SHIM_H
#define CMICROHTTPD_SHIM_H

#include <stdint.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <sys/socket.h>
#include <microhttpd.h>

/// Constants of the library's fixed enums, whose cases do not import into Swift under their C names.
static const enum MHD_Result cmhd_yes = MHD_YES;
static const enum MHD_Result cmhd_no = MHD_NO;
static const enum MHD_ValueKind cmhd_header_kind = MHD_HEADER_KIND;
static const enum MHD_ValueKind cmhd_query_kind = MHD_GET_ARGUMENT_KIND;
static const enum MHD_ConnectionNotificationCode cmhd_connection_started = MHD_CONNECTION_NOTIFY_STARTED;

/// The signature of MHD_OPTION_URI_LOG_CALLBACK, which the header spells only in a comment.
typedef void *(*cmhd_uri_callback)(void *context, const char *uri, struct MHD_Connection *connection);

/// Starts a daemon listening on `address` with the options the server uses: a thread pool of
/// `threads` (epoll each), an idle timeout, a per-connection memory pool (which bounds the
/// request line plus headers), a connection limit, and callbacks for the raw request target,
/// a request's end and a connection's start and end (all with `context`).
static inline struct MHD_Daemon *cmhd_start_daemon(
    unsigned int flags, const struct sockaddr *address, MHD_AccessHandlerCallback handler,
    cmhd_uri_callback target, MHD_RequestCompletedCallback completed, MHD_NotifyConnectionCallback connections,
    void *context, unsigned int threads, unsigned int timeoutSeconds, size_t memoryLimit,
    unsigned int connectionLimit) {
    return MHD_start_daemon(
        flags, 0, NULL, NULL, handler, context,
        MHD_OPTION_SOCK_ADDR, address,
        MHD_OPTION_THREAD_POOL_SIZE, threads,
        MHD_OPTION_CONNECTION_TIMEOUT, timeoutSeconds,
        MHD_OPTION_CONNECTION_MEMORY_LIMIT, memoryLimit,
        MHD_OPTION_CONNECTION_LIMIT, connectionLimit,
        MHD_OPTION_URI_LOG_CALLBACK, target, context,
        MHD_OPTION_NOTIFY_COMPLETED, completed, context,
        MHD_OPTION_NOTIFY_CONNECTION, connections, context,
        MHD_OPTION_END);
}

/// A response holding a copy of `size` bytes at `bytes`: MHD_create_response_from_buffer_copy
/// of libmicrohttpd 0.9.76 and later, for the older ones distributions ship (Debian 12 has
/// 0.9.75). The library never writes to a buffer it must copy, so the buffer is `const` here and
/// Swift can pass an array as it is.
static inline struct MHD_Response *cmhd_create_response_copying(size_t size, const void *bytes) {
    return MHD_create_response_from_buffer(size, (void *)bytes, MHD_RESPMEM_MUST_COPY);
}

/// The port the daemon listens on (the one the kernel chose when asked for port 0), or 0.
static inline uint16_t cmhd_bound_port(struct MHD_Daemon *daemon) {
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
    return info == NULL ? 0 : info->port;
}

/// The connection's socket, or -1.
static inline int cmhd_connection_socket(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
    return info == NULL ? -1 : info->connect_fd;
}

#endif
