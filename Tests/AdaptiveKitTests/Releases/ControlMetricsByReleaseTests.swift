import AdaptiveKit
import Foundation
import Testing

/// Each control's size in the releases where it changed, hosted in a simulator of that release.
@MainActor
@Suite("Controls take the sizes of the UIKit release their screen runs")
struct ControlMetricsByReleaseTests {
  /// `view` hosted in the window of a simulator running `release`.
  private func hosted<View: UIView>(_ view: View, on release: UIKitRelease) -> (View, Simulator) {
    let simulator = Simulator(device: Device.named("iPhone 8")!, release: release)
    simulator.window.addSubview(view)
    return (view, simulator)
  }

  private func roundedField() -> UITextField {
    let field = UITextField()
    field.borderStyle = .roundedRect
    field.text = "Name"
    return field
  }

  @Test("A rounded text field is 30 high through iOS 12 and 34 from iOS 13", arguments: [
    (UIKitRelease.iOS7, CGFloat(30)), (.iOS12, 30), (.iOS13, 34), (.iOS18, 34),
  ])
  func roundedTextField(release: UIKitRelease, height: CGFloat) {
    let (field, simulator) = hosted(roundedField(), on: release)
    #expect(field.intrinsicContentSize.height == height)
    #expect(simulator.release == release)
  }

  @Test("A stepper is 94×29 before iOS 13 and 94×32 from it; a segmented control 28 and 31 high")
  func stepperAndSegments() {
    let (old, oldSimulator) = hosted(UIStepper(), on: .iOS12)
    let (new, newSimulator) = hosted(UIStepper(), on: .iOS13)
    #expect(old.intrinsicContentSize == CGSize(width: 94, height: 29))
    #expect(new.intrinsicContentSize == CGSize(width: 94, height: 32))
    let (oldSegments, _) = hosted(UISegmentedControl(items: ["First", "Second"]), on: .iOS12)
    let (newSegments, _) = hosted(UISegmentedControl(items: ["First", "Second"]), on: .iOS13)
    #expect(oldSegments.intrinsicContentSize.height == 28)
    #expect(newSegments.intrinsicContentSize.height == 31)
    // iOS 7–12 title segments in regular weight with less padding: narrower than iOS 13's.
    #expect(oldSegments.intrinsicContentSize.width < newSegments.intrinsicContentSize.width)
    _ = (oldSimulator, newSimulator)
  }

  @Test("A switch's frame is 51×31 until iOS 26 and 63×28 on it")
  func switchFrame() {
    let (old, _) = hosted(UISwitch(), on: .iOS18)
    let (new, _) = hosted(UISwitch(), on: .iOS26)
    #expect(old.sizeThatFits(.zero) == CGSize(width: 51, height: 31))
    #expect(new.sizeThatFits(.zero) == CGSize(width: 63, height: 28))
  }

  @Test("A slider's frame is 31 high around a 30-point alignment rect until iOS 26, 34 with none on it")
  func sliderFrame() {
    let (old, _) = hosted(UISlider(), on: .iOS18)
    let (new, _) = hosted(UISlider(), on: .iOS26)
    #expect(old.intrinsicContentSize.height == 30)
    #expect(old.alignmentRectInsets == UIEdgeInsets(top: 0, left: 2, bottom: 1, right: 2))
    #expect(old.sizeThatFits(CGSize(width: 200, height: 0)) == CGSize(width: 200, height: 31))
    #expect(new.intrinsicContentSize.height == 34)
    #expect(new.alignmentRectInsets == .zero)
    #expect(new.sizeThatFits(CGSize(width: 200, height: 0)) == CGSize(width: 200, height: 34))
  }

  @Test("A progress bar is 2 high through iOS 13 and 4 from iOS 14")
  func progressBar() {
    let (old, _) = hosted(UIProgressView(), on: .iOS13)
    let (new, _) = hosted(UIProgressView(), on: .iOS14)
    #expect(old.intrinsicContentSize.height == 2)
    #expect(new.intrinsicContentSize.height == 4)
  }

  @Test("A picker is 162 high on iOS 8 and 216 on iOS 7 and from iOS 9; wheels date pickers too", arguments: [
    (UIKitRelease.iOS7, CGFloat(216)), (.iOS8, 162), (.iOS9, 216), (.iOS18, 216),
  ])
  func pickerHeight(release: UIKitRelease, height: CGFloat) {
    let (picker, _) = hosted(UIPickerView(), on: release)
    #expect(picker.intrinsicContentSize.height == height)
    let datePicker = UIDatePicker()
    datePicker.preferredDatePickerStyle = .wheels
    let (wheels, _) = hosted(datePicker, on: release)
    #expect(wheels.intrinsicContentSize.height == height)
  }

  @Test("iOS 7–8 draw a picker at the wheel height below the one its frame gives, centred")
  func pickerSnaps() {
    let (picker, _) = hosted(UIPickerView(), on: .iOS8)
    let snapped = picker.frame(forAlignmentRect: CGRect(x: 0, y: 0, width: 320, height: 119))
    #expect(snapped == CGRect(x: 0, y: -21.5, width: 320, height: 162))
    #expect(picker.frame(forAlignmentRect: CGRect(x: 0, y: 0, width: 320, height: 200)).height == 180)
    let (modern, _) = hosted(UIPickerView(), on: .iOS9)
    #expect(modern.frame(forAlignmentRect: CGRect(x: 0, y: 0, width: 320, height: 119)).height == 119)
  }

  @Test("Before iOS 14 every date picker is wheels; from it .automatic is compact")
  func datePickerStyles() {
    let (old, _) = hosted(UIDatePicker(), on: .iOS13)
    let (new, _) = hosted(UIDatePicker(), on: .iOS14)
    #expect(old.datePickerStyle == .wheels)
    #expect(new.datePickerStyle == .compact)
  }

  @Test("A search bar's field row is 44 through iOS 10, 56 from iOS 11, 64 on iOS 26", arguments: [
    (UIKitRelease.iOS10, CGFloat(44)), (.iOS11, 56), (.iOS18, 56), (.iOS26, 64),
  ])
  func searchBar(release: UIKitRelease, height: CGFloat) {
    let (bar, _) = hosted(UISearchBar(), on: release)
    #expect(bar.intrinsicContentSize.height == height)
  }

  @Test("Changing the simulator's release re-lays controls out at the new release's sizes")
  func releaseChangeRelaysOut() {
    let simulator = Simulator(device: Device.named("iPhone 8")!, release: .iOS18)
    let field = roundedField()
    field.translatesAutoresizingMaskIntoConstraints = false
    simulator.window.addSubview(field)
    NSLayoutConstraint.activate([
      field.leadingAnchor.constraint(equalTo: simulator.window.leadingAnchor, constant: 20),
      field.topAnchor.constraint(equalTo: simulator.window.topAnchor, constant: 40),
    ])
    simulator.layoutIfNeeded()
    #expect(field.frame.height == 34)
    simulator.release = .iOS12
    simulator.layoutIfNeeded()
    #expect(field.frame.height == 30)
    #expect(field.traitCollection.uiKitRelease == .iOS12)
  }
}
