import DragKit

extension HostClock {
    /// The engine time of a GTK event stamped `eventTime` (milliseconds of the X server's clock;
    /// 0 when the event carries none, as drag-and-drop events between apps may), handled when
    /// `g_get_monotonic_time()` reads `monotonic` milliseconds: the host kit's clock (``HostClock``),
    /// which the web host keeps too. O(1).
    mutating func event(_ eventTime: UInt32, monotonic: Int64) -> Timestamp {
        event(at: eventTime == 0 ? nil : Timestamp(milliseconds: Int64(eventTime)), monotonic: monotonic)
    }
}
