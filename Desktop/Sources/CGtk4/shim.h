// GTK 4 for Swift: the headers, plus small inline helpers for what Swift cannot call directly
// (C macros such as g_signal_connect and the type-check casts).
#ifndef DRAGKIT_CGTK4_SHIM_H
#define DRAGKIT_CGTK4_SHIM_H
#include <gtk/gtk.h>

/// `g_signal_connect` is a macro; this is its function form.
static inline gulong dk_signal_connect(gpointer instance, const gchar *signal, GCallback handler, gpointer data) {
    return g_signal_connect_data(instance, signal, handler, data, NULL, (GConnectFlags)0);
}
#endif
