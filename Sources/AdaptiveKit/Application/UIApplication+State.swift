extension UIApplication {
  /// Whether the app is in the foreground and receiving events.
  public enum State: Int, Sendable {
    /// In the foreground, receiving events.
    case active = 0
    /// In the foreground, not receiving events (launching, or interrupted).
    case inactive = 1
    /// In the background.
    case background = 2
  }
}
