import AdaptiveKit
import Foundation
import Rendering
import SampleSupport

/// One step of the scripted session: what was done and what the user then sees.
struct SessionStep {
  var action: String
  var screen: ScreenSnapshot
  var drawing: SVGDocument
}

/// The seeds' narrative as a script: launch, pick a conversation, pick a photo ("N of M"), rate
/// it, rotate (the split view expands or collapses), open the profile and rotate to switch its
/// Visual Format constraints, close it.
@MainActor
enum AdaptivePhotosScript {
  /// The conversation the script opens and the photo row it picks.
  static let conversationName = "City walk"
  static let photoRow = 1
  static let stars = 5

  /// Runs the whole session on `device`, starting in `orientation`; each step is recorded.
  static func run(on device: Device, startingIn orientation: UIInterfaceOrientation) throws -> [SessionStep] {
    let session = try AdaptivePhotosSession(device: device, orientation: orientation)
    let other: UIInterfaceOrientation = orientation.isLandscape ? .portrait : .landscapeLeft
    var steps: [SessionStep] = []
    func record(_ action: String) {
      let screen = session.screen
      let caption = "\(steps.count + 1). \(action) — \(screen.isCollapsed ? "collapsed" : "side by side"), \(screen.sizeClasses)"
      steps.append(SessionStep(
        action: action, screen: screen,
        drawing: WindowDrawing.draw(session.simulator.window, title: "\(device.name): \(action)", caption: caption)))
    }
    record("Launch in \(orientation.isLandscape ? "landscape" : "portrait")")
    try session.selectConversation(named: conversationName)
    record("Tap the conversation \"\(conversationName)\"")
    try session.selectPhoto(row: photoRow)
    record("Tap photo \(photoRow + 1)")
    try session.rate(stars)
    record("Rate it \(stars) stars")
    session.rotate(to: other)
    record("Rotate to \(other.isLandscape ? "landscape" : "portrait")")
    session.rotate(to: orientation)
    record("Rotate back to \(orientation.isLandscape ? "landscape" : "portrait")")
    try session.goBackToList()
    record("Go back to the conversation list")
    try session.showProfile()
    record("Tap Profile")
    session.rotate(to: other)
    record("Rotate the profile to \(other.isLandscape ? "landscape" : "portrait")")
    session.rotate(to: orientation)
    try session.closeProfile()
    record("Rotate back and tap Done")
    return steps
  }

  /// Writes every step as `<prefix>-NN.svg` into `directory` and returns the file names.
  static func writeDrawings(_ steps: [SessionStep], prefix: String, into directory: URL) throws -> [String] {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    var names: [String] = []
    for (index, step) in steps.enumerated() {
      let name = "\(prefix)-" + String(format: "%02d.svg", index + 1)
      try AtomicFileWriter.write(Data(step.drawing.text.utf8), to: directory.appendingPathComponent(name))
      names.append(name)
    }
    return names
  }

  /// One HTML page showing every session's steps in order, each with its printout.
  static func page(sessions: [(device: String, steps: [SessionStep], files: [String])]) -> String {
    StepGallery.page(
      title: "Adaptive Photos on AdaptiveKit",
      sections: sessions.map { session in
        StepGallery.Section(
          heading: session.device,
          figures: zip(session.steps, session.files).map { step, file in
            StepGallery.Figure(file: file, action: step.action, caption: step.screen.lines.joined(separator: "\n"))
          })
      })
  }
}
