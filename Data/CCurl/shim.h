// libcurl, as one Clang module for the remote store's transport (Data/Network/Transport). Swift
// cannot call C's variadic functions, so curl_easy_setopt and curl_easy_getinfo are wrapped here
// once per argument type; everything else is the library's own header.
#ifndef CCURL_SHIM_H
#define CCURL_SHIM_H

#include <curl/curl.h>

/// CURL_GLOBAL_ALL, a macro Swift does not import.
static const long ccurl_global_all = CURL_GLOBAL_ALL;
/// CURL_ERROR_SIZE: the length of the buffer CURLOPT_ERRORBUFFER writes its message to.
static const int ccurl_error_size = CURL_ERROR_SIZE;

/// The signature of CURLOPT_WRITEFUNCTION and CURLOPT_HEADERFUNCTION.
typedef size_t (*ccurl_data_callback)(char *bytes, size_t size, size_t count, void *context);

static inline CURLcode ccurl_set_long(CURL *handle, CURLoption option, long value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode ccurl_set_size(CURL *handle, CURLoption option, curl_off_t value) {
    return curl_easy_setopt(handle, option, value);
}

/// For options that take a string, which curl copies.
static inline CURLcode ccurl_set_string(CURL *handle, CURLoption option, const char *value) {
    return curl_easy_setopt(handle, option, value);
}

/// For options that take a list, a buffer or a callback's context, which must outlive the transfer.
static inline CURLcode ccurl_set_pointer(CURL *handle, CURLoption option, const void *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode ccurl_set_callback(CURL *handle, CURLoption option, ccurl_data_callback callback) {
    return curl_easy_setopt(handle, option, callback);
}

static inline long ccurl_info_long(CURL *handle, CURLINFO info) {
    long value = 0;
    return curl_easy_getinfo(handle, info, &value) == CURLE_OK ? value : 0;
}

static inline curl_off_t ccurl_info_size(CURL *handle, CURLINFO info) {
    curl_off_t value = 0;
    return curl_easy_getinfo(handle, info, &value) == CURLE_OK ? value : 0;
}

/// The certificate chain a transfer with CURLOPT_CERTINFO saw, or NULL.
static inline struct curl_certinfo *ccurl_info_certificates(CURL *handle) {
    struct curl_certinfo *chain = NULL;
    return curl_easy_getinfo(handle, CURLINFO_CERTINFO, &chain) == CURLE_OK ? chain : NULL;
}

/// The result code of a finished transfer's message (a member of an anonymous union in C).
static inline CURLcode ccurl_message_result(const CURLMsg *message) {
    return message->data.result;
}

#endif
