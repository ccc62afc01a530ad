import AdaptiveKit
import Foundation
import Testing

@MainActor
@Suite("UIAction on controls: addAction, removeAction and sendActions run closures with the control as sender")
struct ControlActionTests {
  @Test("An added action runs for its events with the control as sender; others do not run it")
  func actionsRunForTheirEvents() {
    let control = UIControl(frame: .zero)
    var senders: [Any?] = []
    let action = UIAction(title: "Go") { action in senders.append(action.sender) }
    control.addAction(action, for: .touchUpInside)
    control.sendActions(for: .valueChanged)
    #expect(senders.isEmpty)
    control.sendActions(for: .touchUpInside)
    #expect(senders.count == 1)
    #expect((senders.first as? UIControl) === control)
    #expect(action.sender == nil)
  }

  @Test("Actions are kept one per identifier; removal works by action or identifier")
  func identifiers() {
    let control = UIControl(frame: .zero)
    var log: [String] = []
    let id = UIAction.Identifier("refresh")
    control.addAction(UIAction(identifier: id) { _ in log.append("first") }, for: .valueChanged)
    control.addAction(UIAction(identifier: id) { _ in log.append("second") }, for: .valueChanged)
    control.sendActions(for: .valueChanged)
    #expect(log == ["second"])
    control.removeAction(identifiedBy: id, for: .valueChanged)
    control.sendActions(for: .valueChanged)
    #expect(log == ["second"])
    let other = UIAction { _ in log.append("other") }
    control.addAction(other, for: [.valueChanged, .touchUpInside])
    control.removeAction(other, for: .valueChanged)
    control.sendActions(for: .valueChanged)
    control.sendActions(for: .touchUpInside)
    #expect(log == ["second", "other"])
    #expect(other.identifier != UIAction { _ in }.identifier)
  }

  @Test("A primary action runs for .primaryActionTriggered; a button takes its title and image")
  func primaryAction() {
    var runs = 0
    let action = UIAction(title: "Save", image: UIImage()) { _ in runs += 1 }
    let button = UIButton(type: .system, primaryAction: action)
    #expect(button.title(for: .normal) == "Save")
    #expect(button.image(for: .normal) === action.image)
    button.sendActions(for: .primaryActionTriggered)
    #expect(runs == 1)
    let control = UIControl(frame: CGRect(x: 0, y: 0, width: 10, height: 10), primaryAction: action)
    control.sendActions(for: .primaryActionTriggered)
    #expect(runs == 2)
    #expect(control.frame.width == 10)
  }

  @Test("Actions and target-action pairs both run, in the order they were added; a disabled action does not")
  func mixedWithTargets() {
    let control = UIControl(frame: .zero)
    var log: [String] = []
    control.addAction(UIAction { _ in log.append("closure") }, for: .valueChanged)
    control.addAction(UIAction(attributes: .disabled) { _ in log.append("disabled") }, for: .valueChanged)
    control.sendActions(for: .valueChanged)
    #expect(log == ["closure"])
    #expect(control.allTargets.isEmpty)
    control.sendAction(UIAction { action in log.append("direct \(action.sender is UIControl)") })
    #expect(log == ["closure", "direct true"])
  }
}
