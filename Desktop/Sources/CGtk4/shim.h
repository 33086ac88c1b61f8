// GTK 4 for Swift: the headers, plus small inline helpers for what Swift cannot call directly
// (C macros such as g_signal_connect and the type-check casts, variadic functions).
#ifndef DRAGKIT_CGTK4_SHIM_H
#define DRAGKIT_CGTK4_SHIM_H
#include <gtk/gtk.h>
#include <gdk/x11/gdkx.h>
#include <glib-unix.h>

/// `g_signal_connect` is a macro; this is its function form.
static inline gulong dk_signal_connect(gpointer instance, const gchar *signal, GCallback handler, gpointer data) {
    return g_signal_connect_data(instance, signal, handler, data, NULL, (GConnectFlags)0);
}

/// `g_signal_connect_data` with a destroy notify for `data` (the Swift handler box is released
/// when the handler is disconnected or the instance finalised).
static inline gulong dk_signal_connect_full(gpointer instance, const gchar *signal, GCallback handler, gpointer data,
                                            GClosureNotify destroy) {
    return g_signal_connect_data(instance, signal, handler, data, destroy, (GConnectFlags)0);
}

// Emitting signals (variadic `g_signal_emit_by_name`) with fixed argument lists, for the tests of
// the signal wrappers' signatures.

static inline void dk_emit_void(gpointer instance, const gchar *signal) {
    g_signal_emit_by_name(instance, signal);
}
static inline void dk_emit_double_double(gpointer instance, const gchar *signal, double x, double y) {
    g_signal_emit_by_name(instance, signal, x, y);
}
static inline void dk_emit_int_double_double(gpointer instance, const gchar *signal, int n, double x, double y) {
    g_signal_emit_by_name(instance, signal, n, x, y);
}
static inline gboolean dk_emit_key(gpointer instance, guint keyval, guint keycode, GdkModifierType state) {
    gboolean handled = FALSE;
    g_signal_emit_by_name(instance, "key-pressed", keyval, keycode, state, &handled);
    return handled;
}
static inline gboolean dk_emit_boolean(gpointer instance, const gchar *signal) {
    gboolean handled = FALSE;
    g_signal_emit_by_name(instance, signal, &handled);
    return handled;
}

static inline void dk_emit_pointer(gpointer instance, const gchar *signal, gpointer argument) {
    g_signal_emit_by_name(instance, signal, argument);
}
static inline gboolean dk_emit_drop_boolean(gpointer instance, const gchar *signal, gpointer drop) {
    gboolean answer = FALSE;
    g_signal_emit_by_name(instance, signal, drop, &answer);
    return answer;
}
static inline guint dk_emit_drop_motion(gpointer instance, const gchar *signal, gpointer drop, double x, double y) {
    GdkDragAction action = 0;
    g_signal_emit_by_name(instance, signal, drop, x, y, &action);
    return (guint)action;
}
static inline gboolean dk_emit_drop_position(gpointer instance, const gchar *signal, gpointer drop, double x, double y) {
    gboolean answer = FALSE;
    g_signal_emit_by_name(instance, signal, drop, x, y, &answer);
    return answer;
}

/// The X11 root coordinates of a surface's origin: the toplevel's place on the screen (0 when
/// the surface is not an X11 one).
static inline void dk_surface_screen_origin(GdkSurface *surface, int *x, int *y) {
    *x = 0; *y = 0;
    if (!surface || !GDK_IS_X11_SURFACE(surface)) return;
    GdkDisplay *display = gdk_surface_get_display(surface);
    Display *xdisplay = gdk_x11_display_get_xdisplay(display);
    Window xid = gdk_x11_surface_get_xid(surface);
    Window child;
    XTranslateCoordinates(xdisplay, xid, DefaultRootWindow(xdisplay), 0, 0, x, y, &child);
}

/// The X11 "xevent" handler of ``dk_ignore_stale_xdnd_actions``: while `*ignoring` is set, a
/// source window's change of its `XdndActionList` goes no further.
static inline gboolean dk_xdnd_actions_filter(GdkDisplay *display, const XEvent *xevent, gpointer ignoring) {
    if (!*(gboolean *)ignoring || xevent->type != PropertyNotify) return FALSE;
    return xevent->xproperty.atom == gdk_x11_get_xatom_by_name_for_display(display, "XdndActionList");
}

/// GTK 4.8's X11 drop target keeps reading a source window's `XdndActionList` after the drop
/// (until the next drag enters), and when the source clears the list as its drag ends,
/// `gdk_drop_set_actions` is called on a drop that is no longer pending: a critical on every
/// drop from another app (issue 34). The returned flag, set between a drop and the next drag's
/// enter, makes those late changes go unread (an "xevent" handler connected before GDK's own,
/// which returns TRUE to stop it). `NULL` when the display is not an X11 one.
static inline gboolean *dk_ignore_stale_xdnd_actions(GdkDisplay *display) {
    if (!display || !GDK_IS_X11_DISPLAY(display)) return NULL;
    gboolean *ignoring = g_new0(gboolean, 1);
    g_signal_connect_data(display, "xevent", G_CALLBACK(dk_xdnd_actions_filter), ignoring, NULL, (GConnectFlags)0);
    return ignoring;
}

/// `GTK_IS_WIDGET` is a macro.
static inline gboolean dk_is_widget(gpointer instance) { return GTK_IS_WIDGET(instance); }

/// A label whose accessible role is ALERT (the role is a construct-only property; `g_object_new`
/// is variadic): GTK 4.8's nearest thing to a live region.
static inline GtkWidget *dk_alert_label_new(void) {
    return GTK_WIDGET(g_object_new(GTK_TYPE_LABEL, "accessible-role", GTK_ACCESSIBLE_ROLE_ALERT, NULL));
}

/// Sets a widget's accessible description (`gtk_accessible_update_property` is variadic).
static inline void dk_accessible_set_description(GtkWidget *widget, const char *text) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
}

/// Sets a widget's accessible label.
static inline void dk_accessible_set_label(GtkWidget *widget, const char *text) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_LABEL, text, -1);
}
#endif
