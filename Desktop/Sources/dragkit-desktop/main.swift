import DragKitGTK

print("dragkit-desktop (GTK \(gtkVersion))")
