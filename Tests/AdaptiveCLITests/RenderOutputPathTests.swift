import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("adaptive render writes each document and scene to its own path, and nothing when the run fails")
struct RenderOutputPathTests {
  static let device = ["--device", "iPhone 15", "--orientation", "portrait"]

  /// Two Main.storyboard files in different folders, and a third named like a controller's title.
  static func workspace() throws -> LintWorkspace {
    try LintWorkspace([
      "in/Onboarding/Main.storyboard": LintWorkspace.storyboard(),
      "in/Settings/Main.storyboard": VerifyFixture.storyboard(offsets: [0]),
    ])
  }

  @Test("Two same-named documents in different folders get two folders, mirroring their paths")
  func svgMirrorsPaths() throws {
    let workspace = try Self.workspace()
    defer { workspace.remove() }
    let output = workspace.root.appendingPathComponent("out")
    let result = try AdaptiveProcess.run(
      ["render", workspace.path("in"), "--format", "svg", "--output", output.path] + Self.device)
    #expect(result.status == 0, "\(result.errors)")
    let files = AdaptiveProcess.files(in: output)
    // LintWorkspace's storyboard has two scenes (a-s, b-s); the fixture one (scene).
    #expect(files == ["Onboarding/Main/a-s_iPhone-15-portrait.svg", "Onboarding/Main/b-s_iPhone-15-portrait.svg",
      "Settings/Main/scene_iPhone-15-portrait.svg"], "\(files)")
    #expect(result.errors.contains("3 file(s) written"), "the count matches the files: \(result.errors)")
  }

  @Test("The gallery links each document to its own page, named by its path")
  func galleryLinks() throws {
    let workspace = try Self.workspace()
    defer { workspace.remove() }
    let output = workspace.root.appendingPathComponent("out")
    let result = try AdaptiveProcess.run(["render", workspace.path("in"), "--output", output.path, "--quiet"] + Self.device)
    #expect(result.status == 0, "\(result.errors)")
    let index = try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(index.contains("<a href=\"Onboarding/Main/index.html\">Onboarding/Main.storyboard</a>"), "\(index)")
    #expect(index.contains("<a href=\"Settings/Main/index.html\">Settings/Main.storyboard</a>"), "\(index)")
    let onboarding = try String(contentsOf: output.appendingPathComponent("Onboarding/Main/index.html"), encoding: .utf8)
    let settings = try String(contentsOf: output.appendingPathComponent("Settings/Main/index.html"), encoding: .utf8)
    #expect(onboarding.contains("a-s") && !onboarding.contains("id=\"scene-scene\""))
    #expect(settings.contains("id=\"scene-scene\""))
    #expect(onboarding.contains("<a href=\"../../index.html\">All documents</a>"))
  }

  @Test("Same-named files given one by one, and Main.storyboard beside Main.xib, get distinct folders")
  func fileArguments() throws {
    let workspace = try LintWorkspace([
      "a/Main.storyboard": LintWorkspace.storyboard(), "b/Main.storyboard": LintWorkspace.storyboard(),
    ])
    defer { workspace.remove() }
    let output = workspace.root.appendingPathComponent("out")
    let result = try AdaptiveProcess.run(
      ["render", workspace.path("a/Main.storyboard"), workspace.path("b/Main.storyboard"), "--scene", "a-s",
       "--format", "svg", "--output", output.path, "--quiet"] + Self.device)
    #expect(result.status == 0, "\(result.errors)")
    #expect(AdaptiveProcess.files(in: output) == ["a/Main/a-s_iPhone-15-portrait.svg", "b/Main/a-s_iPhone-15-portrait.svg"])
  }

  @Test("Files are named by the storyboard identifier, else the title, else the scene id")
  func sceneNames() throws {
    let storyboard = LintWorkspace.storyboard()
      .replacingOccurrences(of: "<viewController id=\"a\"", with: "<viewController title=\"Sign in\" id=\"a\"")
      .replacingOccurrences(of: "<viewController id=\"b\"", with: "<viewController title=\"Sign in\" storyboardIdentifier=\"Welcome/Home\" id=\"b\"")
    let workspace = try LintWorkspace(["Main.storyboard": storyboard])
    defer { workspace.remove() }
    let output = workspace.root.appendingPathComponent("out")
    let result = try AdaptiveProcess.run(
      ["render", workspace.path("Main.storyboard"), "--format", "svg", "--output", output.path, "--quiet"] + Self.device)
    #expect(result.status == 0, "\(result.errors)")
    #expect(AdaptiveProcess.files(in: output) == ["Main/Sign-in_iPhone-15-portrait.svg", "Main/Welcome-Home_iPhone-15-portrait.svg"])
    // Two controllers with one title: the scene id tells them apart.
    let twins = LintWorkspace.storyboard()
      .replacingOccurrences(of: "<viewController id=\"a\"", with: "<viewController title=\"Same\" id=\"a\"")
      .replacingOccurrences(of: "<viewController id=\"b\"", with: "<viewController title=\"Same\" id=\"b\"")
    try twins.write(to: workspace.root.appendingPathComponent("Main.storyboard"), atomically: true, encoding: .utf8)
    let again = try AdaptiveProcess.run(
      ["render", workspace.path("Main.storyboard"), "--format", "svg", "--output", output.path, "--quiet"] + Self.device)
    #expect(again.status == 0, "\(again.errors)")
    #expect(AdaptiveProcess.files(in: output) == ["Main/Same-a-s_iPhone-15-portrait.svg", "Main/Same-b-s_iPhone-15-portrait.svg"],
      "the second run replaces the document's folder, leaving no file of the first")
  }

  @Test("A run that fails writes nothing: no folder, no page, no staging folder left", arguments: [
    ["--scene", "nope"], ["--scene", "a-s", "--scene", "nope", "--format", "svg"], ["--scene", "nope", "--jobs", "2"],
  ])
  func failedRunWritesNothing(arguments: [String]) throws {
    let workspace = try Self.workspace()
    defer { workspace.remove() }
    let output = workspace.root.appendingPathComponent("out")
    let result = try AdaptiveProcess.run(["render", workspace.path("in"), "--output", output.path] + arguments + Self.device)
    #expect(result.status == 2, "\(result.errors)")
    #expect(!FileManager.default.fileExists(atPath: output.path))
    let left = try FileManager.default.contentsOfDirectory(atPath: workspace.root.path)
    #expect(left == ["in"], "\(left)")
  }

  @Test("A failed run leaves an earlier run's output as it was")
  func failedRunKeepsEarlierOutput() throws {
    let workspace = try Self.workspace()
    defer { workspace.remove() }
    let output = workspace.root.appendingPathComponent("out")
    let first = try AdaptiveProcess.run(["render", workspace.path("in"), "--output", output.path, "--quiet"] + Self.device)
    #expect(first.status == 0, "\(first.errors)")
    let before = AdaptiveProcess.files(in: output)
    let index = try Data(contentsOf: output.appendingPathComponent("index.html"))
    let failed = try AdaptiveProcess.run(
      ["render", workspace.path("in"), "--output", output.path, "--scene", "nope", "--quiet"] + Self.device)
    #expect(failed.status == 2)
    #expect(AdaptiveProcess.files(in: output) == before)
    #expect(try Data(contentsOf: output.appendingPathComponent("index.html")) == index)
  }
  @Test("An existing output folder whose parent cannot be written is staged inside itself (as root, without CAP_DAC_OVERRIDE)")
  func unwritableParent() throws {
    let workspace = try Self.workspace()
    let parent = workspace.root.appendingPathComponent("locked")
    let output = parent.appendingPathComponent("out")
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    #expect(chmod(parent.path, 0o555) == 0)
    defer {
      chmod(parent.path, 0o755)
      workspace.remove()
    }
    let result = try AdaptiveProcess.runWithoutPermissionOverride(
      ["render", workspace.path("in"), "--format", "svg", "--output", output.path, "--quiet"] + Self.device)
    #expect(result.status == 0, "\(result.errors)")
    #expect(AdaptiveProcess.files(in: output).count == 3)
    #expect(try FileManager.default.contentsOfDirectory(atPath: parent.path) == ["out"])
    #expect(try FileManager.default.contentsOfDirectory(atPath: output.path).allSatisfy { !$0.hasPrefix(".") })
  }
}
