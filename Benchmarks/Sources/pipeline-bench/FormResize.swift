// The long form of `make-form-storyboard.py` as an app shows it: loaded from the storyboard at run
// time into a window, laid out, then resized as a rotation or an iPad Split View width change
// resizes it. The resize step is timed alone (issue 33's target: at most 8 ms for 10,000 views).
import AdaptiveKit
import Foundation
import InterfaceBuilder

/// The form's initial controller, loaded into a simulator of `device` and laid out.
@MainActor func hostForm(_ document: IBDocument, device: Device) -> (Simulator, UIViewController) {
  let simulator = Simulator(device: device, orientation: .portrait)
  guard let controller = UIStoryboard(document: document, name: "Form").instantiateInitialViewController() else {
    fatalError("the form storyboard has no initial view controller")
  }
  simulator.window.rootViewController = controller
  simulator.window.makeKeyAndVisible()
  // Layout only: the display pass (`Simulator.layoutIfNeeded()`) would draw every view too.
  simulator.window.layoutIfNeeded()
  return (simulator, controller)
}

/// The lowest subview's bottom edge in the root view: the same answers before and after a speed
/// change (printed with the measurements).
@MainActor func formExtent(_ controller: UIViewController) -> CGFloat {
  controller.view.subviews.map(\.frame.maxY).max() ?? 0
}

/// Decode, load and lay out the form (one figure), then time resize steps alone: an iPad's window
/// between full screen and two-thirds Split View (a width change only, the traits stay regular) and
/// an iPhone turned between portrait and landscape (new size and vertical size class).
@MainActor func measureForm(_ data: Data, fileName: String, reps: Int) throws {
  let document = try IBDocument(data: data, fileName: fileName)
  print("form: \(fileName), \(data.count / 1024) KB, \(document.scenes.first?.viewController?.view?.subviews.count ?? 0) views")
  guard let phone = Device.withIBDeviceId("retina6_12"),
    let pad = Device.all.first(where: { $0.name.hasPrefix("iPad Pro 12.9") })
  else { fatalError("no retina6_12 iPhone or 12.9-inch iPad in the device catalog") }
  var extent: CGFloat = 0
  try measure("decode, load and lay out the form", reps: reps) {
    let decoded = try IBDocument(data: data, fileName: fileName)
    let (_, controller) = hostForm(decoded, device: phone)
    extent = formExtent(controller)
  }
  print("  extent: \(extent)")
  let steps = max(2, reps * 2)
  let clock = ContinuousClock()
  for (name, device) in [("resize step, iPad full ↔ 2/3", pad), ("rotation step, iPhone", phone)] {
    let (simulator, controller) = hostForm(document, device: device)
    var samples: [Double] = []
    var extents: Set<CGFloat> = []
    for step in 0..<steps {
      let elapsed = clock.measure {
        if device.idiom == .phone {
          simulator.rotate(to: step % 2 == 0 ? .landscapeLeft : .portrait, animated: false)
        } else {
          simulator.resizeWindow(to: step % 2 == 0 ? .splitTwoThirds : .fullScreen, animated: false)
        }
        simulator.window.layoutIfNeeded()
      }
      samples.append(milliseconds(elapsed))
      extents.insert(formExtent(controller))
    }
    precondition(simulator.diagnostics.isEmpty, "the simulator refused a step: \(simulator.diagnostics)")
    let figures = String(
      format: "%10.2f ms   (min %.2f, max %.2f, %d steps)   peak RSS %d MB", median(samples), samples.min()!,
      samples.max()!, steps, peakResidentMegabytes())
    print(name.padding(toLength: 34, withPad: " ", startingAt: 0) + figures)
    print("  extents: \(extents.sorted())")
  }
}
