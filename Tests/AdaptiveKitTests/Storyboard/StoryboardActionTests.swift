import AdaptiveKit
import Foundation
import Testing

@MainActor
@Suite("Controls send target-action pairs registered by selector name")
struct StoryboardActionTests {
  final class Target {
    var calls: [String] = []
  }

  private static let registerOnce: Void = {
    ActionRegistry.register("ping:", on: Target.self) { target, _ in target.calls.append("ping") }
    ActionRegistry.register("pong", on: Target.self) { target, _ in target.calls.append("pong") }
  }()

  @Test func sendActionsRunsMatchingEventsInOrder() {
    _ = Self.registerOnce
    let control = UIControl(frame: .zero)
    let target = Target()
    control.addTarget(target, action: "ping:", for: .touchUpInside)
    control.addTarget(target, action: "pong", for: .valueChanged)
    control.addTarget(target, action: "ping:", for: .touchUpInside)
    control.sendActions(for: .touchUpInside)
    control.sendActions(for: .valueChanged)
    #expect(target.calls == ["ping", "pong"])
    #expect(control.actions(forTarget: target, forControlEvent: .touchUpInside) == ["ping:"])
    #expect(control.allControlEvents == [.touchUpInside, .valueChanged])
    #expect(control.allTargets.count == 1)
  }

  @Test("UIKit's signatures: a Selector value (as `adaptive port` writes #selector) and a target typed Any")
  func selectorValuesAndAnyTargets() {
    _ = Self.registerOnce
    let control = UIControl(frame: .zero)
    let target = Target()
    let action = Selector("ping:")
    let boxed: Any? = target
    control.addTarget(boxed, action: action, for: .touchUpInside)
    control.sendActions(for: .touchUpInside)
    #expect(target.calls == ["ping"])
    let none: Selector? = nil
    control.removeTarget(boxed, action: none, for: .touchUpInside)
    control.sendActions(for: .touchUpInside)
    #expect(target.calls == ["ping"])
  }

  @Test func removeTargetStopsTheAction() {
    _ = Self.registerOnce
    let control = UIControl(frame: .zero)
    let target = Target()
    control.addTarget(target, action: "ping:", for: [.touchUpInside, .touchDown])
    control.removeTarget(target, action: "ping:", for: .touchUpInside)
    control.sendActions(for: .touchUpInside)
    #expect(target.calls.isEmpty)
    control.sendActions(for: .touchDown)
    #expect(target.calls == ["ping"])
  }

  @Test func aSelectorNameMatchesAcrossArgumentForms() {
    _ = Self.registerOnce
    let target = Target()
    #expect(ActionRegistry.responds(target, to: "pong:"))
    #expect(ActionRegistry.perform("ping", on: target, sender: nil))
    #expect(!ActionRegistry.perform("nothing:", on: target, sender: nil))
    #expect(target.calls == ["ping"])
  }

  @Test func targetsAreNotRetained() {
    _ = Self.registerOnce
    let control = UIControl(frame: .zero)
    do {
      let target = Target()
      control.addTarget(target, action: "ping:", for: .touchUpInside)
    }
    #expect(control.allTargets.isEmpty)
    control.sendActions(for: .touchUpInside)
    #expect(control.actions(forTarget: nil, forControlEvent: .touchUpInside) == nil)
  }
}
