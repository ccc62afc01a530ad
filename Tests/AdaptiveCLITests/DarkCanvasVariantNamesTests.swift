import Foundation
import TestSupport
import Testing

/// A document whose canvas previews dark (`<device appearance="dark">`) draws dark by default and
/// light only when asked: rendered both ways in one run, each variant gets its own file, and the
/// names do not depend on the document.
@Suite("Distinct file names for the dark-preview default and light")
struct DarkCanvasVariantNamesTests {
  @Test("default, light and dark of a dark-preview document are three files, the same names as a light document's")
  func distinctNames() throws {
    let folder = try AdaptiveProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let light = try TraitsStoryboard.write(into: folder)
    let darkFolder = folder.appendingPathComponent("dark")
    try FileManager.default.createDirectory(at: darkFolder, withIntermediateDirectories: true)
    let dark = darkFolder.appendingPathComponent("Traits.storyboard")
    let darkText = TraitsStoryboard.xml.replacingOccurrences(of: #"appearance="light""#, with: #"appearance="dark""#)
    #expect(darkText != TraitsStoryboard.xml)
    try Data(darkText.utf8).write(to: dark)
    var names: [[String]] = []
    for file in [light, dark] {
      let out = folder.appendingPathComponent("out-\(names.count)")
      let run = try AdaptiveProcess.run(
        ["render", file.path] + TraitOptionsCommandTests.device + [
          "--variants", "default", "--variants", "light", "--variants", "dark", "--format", "svg", "--output", out.path,
          "--quiet", "--scene", "SignIn",
        ])
      #expect(run.status == 0, "\(run.errors)")
      names.append(AdaptiveProcess.files(in: out))
    }
    #expect(
      names[0] == [
        "Traits/SignIn_iPhone-15-portrait-dark.svg", "Traits/SignIn_iPhone-15-portrait-light.svg",
        "Traits/SignIn_iPhone-15-portrait.svg",
      ])
    #expect(names[1] == names[0])
    // The dark-preview document's default drawing is its dark one, not its light one.
    let out = folder.appendingPathComponent("out-1/Traits")
    let byDefault = try Data(contentsOf: out.appendingPathComponent("SignIn_iPhone-15-portrait.svg"))
    #expect(byDefault == (try Data(contentsOf: out.appendingPathComponent("SignIn_iPhone-15-portrait-dark.svg"))))
    #expect(byDefault != (try Data(contentsOf: out.appendingPathComponent("SignIn_iPhone-15-portrait-light.svg"))))
  }
}
