/// How a date picker draws: spinning wheels, a compact button that opens a calendar, or an
/// inline calendar (iOS 13.4 and later).
public enum UIDatePickerStyle: Int, Sendable {
  /// The system picks the style for the mode (compact, or wheels for count-down timers).
  case automatic = 0
  /// Spinning wheels, the only style before iOS 13.4.
  case wheels = 1
  /// A button showing the date, which opens an editing calendar.
  case compact = 2
  /// An editing calendar drawn in place.
  case inline = 3
}
