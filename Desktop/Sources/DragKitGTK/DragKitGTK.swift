import CGtk4

/// The GTK 4 version the host was built against, as "major.minor.micro".
public var gtkVersion: String {
    "\(gtk_get_major_version()).\(gtk_get_minor_version()).\(gtk_get_micro_version())"
}
