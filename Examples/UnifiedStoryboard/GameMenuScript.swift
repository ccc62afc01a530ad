import AdaptiveKit
import Foundation
import Rendering
import SampleSupport

/// The sample's session as steps — launch, tap Select Game, rotate — each with the printout line
/// and the window drawn (for `--render`).
@MainActor
enum GameMenuScript {
  /// One step: what was done, the one-line summary, and the picture.
  struct Step {
    var action: String
    var summary: String
    var drawing: SVGDocument
  }

  /// Plays the session on `device`, starting in `orientation`.
  static func run(on device: Device, startingIn orientation: UIInterfaceOrientation) throws -> [Step] {
    let session = try GameMenuSession(device: device, orientation: orientation)
    var steps: [Step] = []
    func record(_ action: String) {
      let drawing = StepDrawing.draw(
        session.simulator.window, title: "\(device.name): \(action)", caption: "\(steps.count + 1). \(action)")
      steps.append(Step(action: action, summary: session.summary, drawing: drawing))
    }
    record("Launch")
    try session.tapSelectGame()
    record("Tap Select Game")
    session.rotate(to: orientation.isPortrait ? .landscapeLeft : .portrait)
    record("Rotate")
    return steps
  }
}
