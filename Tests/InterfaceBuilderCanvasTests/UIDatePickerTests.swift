import AdaptiveKit
import Foundation
import InterfaceBuilder
import InterfaceBuilderCanvas
import TestSupport
import Testing

/// UIDatePicker's modes and styles, its limits, the user path that sends `.valueChanged`, its
/// intrinsic size by style, and storyboard date pickers decoded into the class.
@MainActor
@Suite("Date pickers keep their date within limits and size by style")
struct UIDatePickerTests {
  final class Target {
    var changes = 0
  }

  private static let registerOnce: Void = {
    ActionRegistry.register("datePickerChanged:", on: Target.self) { target, _ in target.changes += 1 }
  }()

  @Test("Defaults: date and time, automatic style drawn compact, minute interval 1, no limits")
  func defaults() {
    let picker = UIDatePicker(frame: .zero)
    #expect(picker.datePickerMode == .dateAndTime)
    #expect(picker.preferredDatePickerStyle == .automatic)
    #expect(picker.datePickerStyle == .compact)
    #expect(picker.minuteInterval == 1)
    #expect(picker.countDownDuration == 0)
    #expect(picker.minimumDate == nil && picker.maximumDate == nil)
    #expect(picker.calendar == Calendar.current)
  }

  @Test("A count-down timer is always drawn as wheels")
  func countDownUsesWheels() {
    let picker = UIDatePicker(frame: .zero)
    picker.preferredDatePickerStyle = .inline
    #expect(picker.datePickerStyle == .inline)
    picker.datePickerMode = .countDownTimer
    #expect(picker.datePickerStyle == .wheels)
  }

  @Test("Dates are kept between the limits; minute intervals that do not divide 60 fall back to 1")
  func limits() {
    let picker = UIDatePicker(frame: .zero)
    let start = Date(timeIntervalSinceReferenceDate: 1_000_000)
    picker.minimumDate = start
    picker.maximumDate = start.addingTimeInterval(3600)
    picker.setDate(start.addingTimeInterval(-10), animated: false)
    #expect(picker.date == start)
    picker.date = start.addingTimeInterval(7200)
    #expect(picker.date == start.addingTimeInterval(3600))
    picker.minuteInterval = 15
    #expect(picker.minuteInterval == 15)
    picker.minuteInterval = 7
    #expect(picker.minuteInterval == 1)
    picker.countDownDuration = 100_000
    #expect(picker.countDownDuration == 86_399)
  }

  @Test("setDate sends no action; a user's pick sends valueChanged once, and nothing when the date stays")
  func valueChanged() {
    _ = Self.registerOnce
    let picker = UIDatePicker(frame: .zero)
    let target = Target()
    picker.addTarget(target, action: "datePickerChanged:", for: .valueChanged)
    let date = Date(timeIntervalSinceReferenceDate: 5_000_000)
    picker.setDate(date, animated: true)
    #expect(target.changes == 0)
    picker.userSelect(date.addingTimeInterval(60))
    #expect(target.changes == 1)
    picker.userSelect(date.addingTimeInterval(60))
    #expect(target.changes == 1)
  }

  @Test("Wheels are 320×216 (unconfirmed width in the time and count-down modes); compact and inline have no intrinsic size")
  func intrinsicSizeByStyle() {
    let picker = UIDatePicker(frame: .zero)
    picker.preferredDatePickerStyle = .wheels
    #expect(picker.intrinsicContentSize == CGSize(width: 320, height: 216))
    picker.datePickerMode = .time
    #expect(picker.intrinsicContentSize == CGSize(width: 320, height: 216))
    picker.preferredDatePickerStyle = .compact
    #expect(picker.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
  }

  static func picker(attributes: String, plugIn: String) throws -> UIDatePicker {
    let text = StoryboardXML.oneScene(
      toolsVersion: plugIn, plugIn: plugIn,
      subviews: """
        <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" \(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="picker">
            <rect key="frame" x="0.0" y="100" width="320" height="216"/>
        </datePicker>
        """,
      constraints: """
        <constraint firstItem="picker" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c-l"/>
        <constraint firstItem="picker" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c-t"/>
        """)
    let document = try IBDocument(data: Data(text.utf8), fileName: "DatePickers.storyboard")
    let controller = try #require(document.scenes.first?.viewController)
    let root = try #require(controller.view)
    let layout = SceneHost(document: document).host(root: root, controller: controller, placement: .asSaved)
    return try #require(layout.entries.first { $0.source.id == "picker" }?.view as? UIDatePicker)
  }

  @Test("A storyboard date picker becomes a UIDatePicker with its mode, style and minute interval")
  func storyboard() throws {
    let picker = try Self.picker(
      attributes: #"datePickerMode="time" minuteInterval="5" style="wheels""#, plugIn: "18093")
    #expect(picker.datePickerMode == .time)
    #expect(picker.preferredDatePickerStyle == .wheels)
    #expect(picker.minuteInterval == 5)
    #expect(picker.frame.size == CGSize(width: 320, height: 216))
  }

  @Test("Unconfirmed, from samples of several projects: an Xcode 6 document's wheels date picker is 320×162")
  func xcode6Height() throws {
    let picker = try Self.picker(attributes: #"datePickerMode="date""#, plugIn: "7531")
    #expect(picker.frame.size == CGSize(width: 320, height: 162))
  }

  @Test("A date picker with no style is drawn as wheels before Xcode 12 (its iOS has no other style), compact from it")
  func styleByEra() throws {
    let old = try Self.picker(attributes: #"datePickerMode="date""#, plugIn: "14088")
    #expect(old.preferredDatePickerStyle == .automatic)
    #expect(old.datePickerStyle == .wheels)
    let new = try Self.picker(attributes: #"datePickerMode="date""#, plugIn: "18093")
    #expect(new.preferredDatePickerStyle == .automatic)
    #expect(new.datePickerStyle == .compact)
  }
}
