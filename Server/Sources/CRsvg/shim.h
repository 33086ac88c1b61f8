// Debian's librsvg (librsvg2-dev) and cairo (libcairo2-dev): the server draws the SVG the page
// shows with them, and writes PNG through cairo's libpng writer (S12, P1).
#include <librsvg/rsvg.h>
#include <cairo.h>
