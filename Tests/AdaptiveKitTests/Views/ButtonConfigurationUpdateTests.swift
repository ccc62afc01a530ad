import AdaptiveKit
import Foundation
import Testing

@MainActor private final class CountingButton: UIButton {
  var updates = 0
  override func updateConfiguration() {
    updates += 1
    super.updateConfiguration()
  }
}

@MainActor
@Suite("UIButton updates its configuration before layout: the update handler, state changes, setNeedsUpdateConfiguration()")
struct ButtonConfigurationUpdateTests {
  @Test("The handler runs once per requested update, before layout, and may assign the configuration")
  func handlerRunsBeforeLayout() {
    var configuration = UIButton.Configuration.filled()
    configuration.title = "Follow"
    let button = UIButton(configuration: configuration)
    var calls = 0
    button.configurationUpdateHandler = { button in
      calls += 1
      var updated = button.configuration
      updated?.title = button.isSelected ? "Following" : "Follow"
      button.configuration = updated
    }
    #expect(calls == 0, "nothing runs until the next layout")
    button.layoutIfNeeded()
    #expect(calls == 1, "assigning the configuration inside the handler does not ask for another update")
    #expect(button.titleLabel?.text == "Follow")
    button.isSelected = true
    button.layoutIfNeeded()
    #expect(calls == 2, "a state change asks for an update")
    #expect(button.configuration?.title == "Following")
    #expect(button.titleLabel?.text == "Following")
    button.layoutIfNeeded()
    #expect(calls == 2, "no pending update: no call")
    button.setNeedsUpdateConfiguration()
    button.layoutIfNeeded()
    #expect(calls == 3)
  }

  @Test("A subclass's updateConfiguration() override runs; automaticallyUpdatesConfiguration off ignores state changes")
  func overrideAndAutomaticUpdates() {
    let button = CountingButton(type: .system)
    button.configuration = .plain()
    button.layoutIfNeeded()
    #expect(button.updates == 1)
    button.isHighlighted = true
    button.layoutIfNeeded()
    #expect(button.updates == 2)
    button.automaticallyUpdatesConfiguration = false
    button.isHighlighted = false
    button.layoutIfNeeded()
    #expect(button.updates == 2, "state changes no longer ask for an update")
    button.setNeedsUpdateConfiguration()
    button.layoutIfNeeded()
    #expect(button.updates == 3)
  }

  @Test("A configuration replaces the per-state title; removing it brings the per-state title back")
  func replacesLegacyContent() {
    let button = UIButton(type: .system)
    button.setTitle("Legacy", for: .normal)
    var configuration = UIButton.Configuration.plain()
    configuration.title = "Configured"
    configuration.subtitle = "Second line"
    button.configuration = configuration
    button.layoutIfNeeded()
    #expect(button.titleLabel?.text == "Configured")
    #expect(button.subtitleLabel?.text == "Second line")
    button.configuration = nil
    #expect(button.titleLabel?.text == "Legacy")
    #expect(button.subtitleLabel == nil, "no configuration, no subtitle")
  }

  @Test("init(configuration:primaryAction:) makes a system button that takes the action's title and runs it")
  func primaryAction() {
    var ran = 0
    let action = UIAction(title: "Send") { _ in ran += 1 }
    let button = UIButton(configuration: .tinted(), primaryAction: action)
    #expect(button.buttonType == .system)
    #expect(button.configuration?.title == "Send")
    button.sendActions(for: .primaryActionTriggered)
    #expect(ran == 1)
    var titled = UIButton.Configuration.tinted()
    titled.title = "Mine"
    #expect(UIButton(configuration: titled, primaryAction: action).configuration?.title == "Mine")
  }

  @Test("A disabled configured button does not show its content in the tint")
  func disabledContent() {
    var configuration = UIButton.Configuration.plain()
    configuration.title = "Delete"
    let button = UIButton(configuration: configuration)
    button.isEnabled = false
    button.layoutIfNeeded()
    #expect(button.titleLabel?.textColor != button.tintColor)
  }
}
