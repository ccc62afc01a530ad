import AdaptiveKit
import Foundation
import InterfaceBuilder
import InterfaceBuilderCanvas
import TestSupport
import Testing

/// UIPickerView's data source and delegate, its selection, its 216-point height, and storyboard
/// picker views decoded into the class.
@MainActor
@Suite("Picker views ask their data source for components and rows and keep a selection per component")
struct UIPickerViewTests {
  final class Source: UIPickerViewDataSource, UIPickerViewDelegate {
    var rows = [3, 5]
    func numberOfComponents(in pickerView: UIPickerView) -> Int { rows.count }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { rows[component] }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
      "\(component)-\(row)"
    }
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 40 }
  }

  @Test("Components and rows come from the data source; none without one")
  func counts() {
    let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 300, height: 216))
    #expect(picker.numberOfComponents == 0)
    #expect(picker.selectedRow(inComponent: 0) == -1)
    let source = Source()
    picker.dataSource = source
    picker.delegate = source
    #expect(picker.numberOfComponents == 2)
    #expect(picker.numberOfRows(inComponent: 1) == 5)
    #expect(picker.numberOfRows(inComponent: 7) == 0)
    // The delegate gives the row height; the width is an equal share when it does not say.
    #expect(picker.rowSize(forComponent: 0) == CGSize(width: 150, height: 40))
  }

  @Test("Selecting keeps a row per component, ignores rows out of range, and a reload clamps to the new rows")
  func selection() {
    let picker = UIPickerView(frame: .zero)
    let source = Source()
    picker.dataSource = source
    #expect(picker.selectedRow(inComponent: 1) == 0)
    picker.selectRow(4, inComponent: 1, animated: false)
    picker.selectRow(9, inComponent: 0, animated: false)
    #expect(picker.selectedRow(inComponent: 1) == 4)
    #expect(picker.selectedRow(inComponent: 0) == 0)
    source.rows = [3, 2]
    picker.reloadComponent(1)
    #expect(picker.selectedRow(inComponent: 1) == 1)
    source.rows = [3]
    picker.reloadAllComponents()
    #expect(picker.selectedRow(inComponent: 1) == -1)
  }

  @Test("Intrinsic size: 216 points tall, any width")
  func intrinsicSize() {
    let picker = UIPickerView(frame: .zero)
    #expect(picker.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 216))
    #expect(picker.sizeThatFits(CGSize(width: 280, height: 10)) == CGSize(width: 280, height: 216))
  }

  static func storyboardPicker(toolsVersion: String = "22505") throws -> UIView {
    let text = StoryboardXML.oneScene(
      toolsVersion: toolsVersion,
      subviews: """
        <pickerView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="picker">
            <rect key="frame" x="0.0" y="100" width="375" height="100"/>
        </pickerView>
        """,
      constraints: """
        <constraint firstItem="picker" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c-l"/>
        <constraint firstAttribute="trailing" secondItem="picker" secondAttribute="trailing" id="c-r"/>
        <constraint firstItem="picker" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c-t"/>
        """)
    let document = try IBDocument(data: Data(text.utf8), fileName: "Pickers.storyboard")
    let controller = try #require(document.scenes.first?.viewController)
    let root = try #require(controller.view)
    let layout = SceneHost(document: document).host(root: root, controller: controller, placement: .asSaved)
    return try #require(layout.entries.first { $0.source.id == "picker" }).view
  }

  @Test("A storyboard picker view becomes a UIPickerView 216 points tall")
  func storyboard() throws {
    let view = try Self.storyboardPicker()
    #expect(view is UIPickerView)
    #expect(view.frame == CGRect(x: 0, y: 100, width: 375, height: 216))
  }

  @Test("Unconfirmed, from samples of several projects: Xcode 6's documents draw pickers 162 points tall, Xcode 7's 216")
  func xcode6Height() throws {
    #expect(try Self.storyboardPicker(toolsVersion: "6254").frame.height == 162)
    #expect(try Self.storyboardPicker(toolsVersion: "8191").frame.height == 216)
  }
}
