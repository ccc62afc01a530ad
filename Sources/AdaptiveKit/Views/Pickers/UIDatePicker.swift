import Foundation

/// A control for picking a date, a time, both, or a count-down duration. `setDate(_:animated:)`
/// and `date` change the date without sending actions, as in UIKit; `userSelect(_:)` is the
/// headless stand-in for the user spinning the wheels and sends `.valueChanged`.
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
  /// What the picker picks.
  public enum Mode: Int, Sendable {
    /// Hours and minutes.
    case time = 0
    /// Month, day and year.
    case date = 1
    /// A date with hours and minutes (the default).
    case dateAndTime = 2
    /// Hours and minutes of a duration.
    case countDownTimer = 3
  }

  /// What the picker picks (`.dateAndTime` by default).
  open var datePickerMode = Mode.dateAndTime { didSet { invalidateIntrinsicContentSize() } }
  /// The style asked for (`.automatic` by default); `datePickerStyle` is the one drawn.
  open var preferredDatePickerStyle = UIDatePickerStyle.automatic { didSet { invalidateIntrinsicContentSize() } }

  /// The style drawn: the preferred one, with `.automatic` resolved (compact, or wheels for a
  /// count-down timer, which only wheels can show, as UIKit does for any style); always wheels
  /// before styles existed (`ControlMetrics.datePickerHasStyles`).
  open var datePickerStyle: UIDatePickerStyle {
    if datePickerMode == .countDownTimer || !ControlMetrics.datePickerHasStyles[traitCollection.uiKitRelease] {
      return .wheels
    }
    return preferredDatePickerStyle == .automatic ? .compact : preferredDatePickerStyle
  }

  /// The picked date (now, when the picker is made); kept between `minimumDate` and `maximumDate`.
  open var date: Date {
    get { storedDate }
    set { setDate(newValue, animated: false) }
  }
  private var storedDate = Date()

  /// The earliest date the picker offers (nil: no limit).
  open var minimumDate: Date? { didSet { storedDate = clamped(storedDate) } }
  /// The latest date the picker offers (nil: no limit).
  open var maximumDate: Date? { didSet { storedDate = clamped(storedDate) } }

  /// The step of the minute wheel, 1 to 30; values that do not divide 60 leave it at 1, as in UIKit.
  open var minuteInterval: Int {
    get { storedMinuteInterval }
    set { storedMinuteInterval = (1...30).contains(newValue) && 60 % newValue == 0 ? newValue : 1 }
  }
  private var storedMinuteInterval = 1

  /// The duration of a count-down timer in seconds, 0 up to (not including) 24 hours.
  open var countDownDuration: TimeInterval {
    get { storedCountDownDuration }
    set { storedCountDownDuration = newValue.isFinite ? Swift.min(Swift.max(0, newValue), 86_399) : 0 }
  }
  private var storedCountDownDuration: TimeInterval = 0

  /// The locale of the wheels' text (nil: the current locale).
  open var locale: Locale?
  /// The calendar the date is picked in (the current calendar by default; setting nil restores it).
  open var calendar: Calendar! {
    get { storedCalendar ?? Calendar.current }
    set { storedCalendar = newValue }
  }
  private var storedCalendar: Calendar?
  /// The time zone the date is shown in (nil: the current one).
  open var timeZone: TimeZone?

  /// Sets the date, kept between `minimumDate` and `maximumDate`, without sending actions.
  open func setDate(_ date: Date, animated: Bool) { storedDate = clamped(date) }

  /// Picks `date` as the user would: sets it (kept within the limits) and sends `.valueChanged`
  /// to the targets when it changed. AdaptiveKit has no touches; tests and tools call this.
  public func userSelect(_ date: Date) {
    let old = storedDate
    setDate(date, animated: true)
    if storedDate != old { sendActions(for: .valueChanged) }
  }

  private func clamped(_ date: Date) -> Date {
    var date = date
    if let minimumDate, date < minimumDate { date = minimumDate }
    if let maximumDate, date > maximumDate, maximumDate >= (minimumDate ?? maximumDate) { date = maximumDate }
    return date
  }

  /// The wheels' size: 216 points tall, like a picker view, and 320 wide — the width
  /// Interface Builder gives a new wheels date picker in every mode (unconfirmed: UIKit's
  /// wheels may be narrower for `.time` and `.countDownTimer`). The compact and inline styles'
  /// sizes depend on the locale's text and are not modelled: they report no intrinsic size.
  var styleIntrinsicSize: CGSize {
    switch datePickerStyle {
    case .wheels: return CGSize(width: 320, height: ControlMetrics.pickerHeight[traitCollection.uiKitRelease])
    case .automatic, .compact, .inline: return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
  }

  open override var intrinsicContentSize: CGSize { styleIntrinsicSize }

  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let intrinsic = styleIntrinsicSize
    return CGSize(
      width: intrinsic.width == UIView.noIntrinsicMetric ? size.width : intrinsic.width,
      height: intrinsic.height == UIView.noIntrinsicMetric ? size.height : intrinsic.height)
  }
}
