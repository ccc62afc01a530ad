@testable import AdaptiveKit
import Foundation
import Testing

@MainActor
@Suite("Lying outside a safe superview edge is not unsafe")
struct SafeAreaOutsideSuperviewTests {
  @Test("A view hanging above a windowless root's top has no inset")
  func windowlessRoot() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let hanging = UIView(frame: CGRect(x: 0, y: -30, width: 320, height: 60))
    root.addSubview(hanging)
    root.updateSafeAreaInsets()
    #expect(hanging.safeAreaInsets == .zero)
  }

  @Test("Content scrolled above a scroll view that sits inside the safe area has no inset")
  func scrolledContent() throws {
    let controller = UIViewController()
    let simulator = try hosted(controller, on: "iPhone 15")
    let top = simulator.window.deviceSafeAreaInsets.top
    #expect(top > 0)
    let scroll = UIScrollView(frame: CGRect(x: 0, y: top + 100, width: 393, height: 400))
    let content = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 60))
    scroll.addSubview(content)
    controller.view.addSubview(scroll)
    scroll.contentSize = CGSize(width: 393, height: 2_000)
    scroll.contentOffset = CGPoint(x: 0, y: 30)
    simulator.layoutIfNeeded()
    simulator.window.updateSafeAreaInsets()
    #expect(content.safeAreaInsets == .zero, "30 points above the scroll view's top, still below the sensor housing")
  }

  @Test("A view reaching above the screen's safe area still gets the overlap")
  func reachingTheSensorHousing() throws {
    let controller = UIViewController()
    let simulator = try hosted(controller, on: "iPhone 15")
    let top = simulator.window.deviceSafeAreaInsets.top
    let holder = UIView(frame: CGRect(x: 0, y: top, width: 393, height: 200))
    let reaching = UIView(frame: CGRect(x: 0, y: -20, width: 393, height: 100))
    holder.addSubview(reaching)
    controller.view.addSubview(holder)
    simulator.layoutIfNeeded()
    simulator.window.updateSafeAreaInsets()
    #expect(holder.safeAreaInsets.top == 0)
    #expect(reaching.safeAreaInsets.top == 20, "the 20 points inside the window's unsafe top")
  }
}
