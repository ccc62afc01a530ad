import Foundation
import TestSupport
import Testing

/// `render --layout-direction ltr` (a variant asking only for the device's defaults) writes the
/// file the device default writes, without a trailing dash.
@Suite struct ExplicitDefaultVariantFileTests {
  @Test func leftToRightNamesTheFileAsTheDefault() throws {
    let folder = try AdaptiveProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = try TraitsStoryboard.write(into: folder)
    let out = folder.appendingPathComponent("out")
    let run = try AdaptiveProcess.run(
      ["render", file.path] + TraitOptionsCommandTests.device + [
        "--layout-direction", "ltr", "--content-size", "L", "--format", "svg", "--output", out.path, "--quiet",
        "--scene", "SignIn",
      ])
    #expect(run.status == 0, "\(run.errors)")
    #expect(AdaptiveProcess.files(in: out) == ["Traits/SignIn_iPhone-15-portrait.svg"])
  }
}
