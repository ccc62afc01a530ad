import Foundation
import TestSupport
import Testing

/// `--appearance`, `--content-size`, `--layout-direction`, `--contrast`, `--ios`, `--variants`
/// and `.adaptive.yml`'s `traits:` on the command line, and `render --tree`.
@Suite struct TraitOptionsCommandTests {
  static let device = ["--device", "iPhone 15", "--orientation", "portrait"]

  @Test func renderNamesFilesAfterTheVariantAndWritesTrees() throws {
    let folder = try AdaptiveProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = try TraitsStoryboard.write(into: folder)
    let run = try AdaptiveProcess.run(
      ["render", file.path] + Self.device + [
        "--appearance", "dark", "--content-size", "AX5", "--layout-direction", "rtl", "--format", "svg",
        "--output", folder.appendingPathComponent("out").path, "--tree", folder.appendingPathComponent("trees").path,
        "--quiet", "--scene", "SignIn",
      ])
    #expect(run.status == 0, "\(run.errors)")
    #expect(AdaptiveProcess.files(in: folder.appendingPathComponent("out")) == ["Traits/SignIn_iPhone-15-portrait-dark-AX5-rtl.svg"])
    let trees = folder.appendingPathComponent("trees")
    #expect(AdaptiveProcess.files(in: trees) == ["Traits/SignIn_iPhone-15-portrait-dark-AX5-rtl.json"])
    let tree = try String(contentsOf: trees.appendingPathComponent("Traits/SignIn_iPhone-15-portrait-dark-AX5-rtl.json"), encoding: .utf8)
    #expect(tree.contains("\"layoutDirection\" : \"rtl\""))
    #expect(tree.contains("\"contentSize\" : \"AX5\""))
  }

  @Test func repeatedValuesAndNamedMatricesMultiplyTheDrawings() throws {
    let folder = try AdaptiveProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = try TraitsStoryboard.write(into: folder)
    let out = folder.appendingPathComponent("out")
    let run = try AdaptiveProcess.run(
      ["render", file.path] + Self.device + [
        "--appearance", "light", "--appearance", "dark", "--contrast", "high", "--format", "svg", "--output", out.path,
        "--quiet", "--scene", "SignIn",
      ])
    #expect(run.status == 0, "\(run.errors)")
    #expect(AdaptiveProcess.files(in: out) == [
      "Traits/SignIn_iPhone-15-portrait-dark-high-contrast.svg", "Traits/SignIn_iPhone-15-portrait-light-high-contrast.svg",
    ])
    let accessibility = try AdaptiveProcess.run(
      ["render", file.path] + Self.device + [
        "--variants", "accessibility", "--format", "svg", "--output", folder.appendingPathComponent("ax").path,
        "--quiet", "--scene", "SignIn",
      ])
    #expect(accessibility.status == 0, "\(accessibility.errors)")
    let files = AdaptiveProcess.files(in: folder.appendingPathComponent("ax"))
    #expect(files.count == 10)
    #expect(files.contains("Traits/SignIn_iPhone-15-portrait-dark-AX3.svg"))
  }

  @Test(arguments: [
    (["--appearance", "dim"], "error: unknown --appearance 'dim'; expected one of: light, dark"),
    (["--content-size", "huge"], "error: unknown --content-size 'huge'; expected one of: XS, S, M, L, XL, XXL, XXXL, AX1"),
    (["--layout-direction", "up"], "error: unknown --layout-direction 'up'; expected one of: ltr, rtl"),
    (["--contrast", "max"], "error: unknown --contrast 'max'; expected one of: normal, high"),
    (["--ios", "5"], "error: unknown --ios '5'; expected one of: 7, 8, 9"),
    (["--variants", "sepia"], "error: unknown --variants 'sepia'; expected one of: default, light, dark, rtl"),
  ])
  func badValuesListTheAcceptedOnes(arguments: [String], message: String) throws {
    let folder = try AdaptiveProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = try TraitsStoryboard.write(into: folder)
    let run = try AdaptiveProcess.run(
      ["render", file.path, "--output", folder.appendingPathComponent("out").path] + arguments)
    #expect(run.status == 2)
    #expect(run.errors.hasPrefix(message), "\(run.errors)")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out").path))
  }

  @Test func configurationFileSetsTheDefaults() throws {
    let folder = try AdaptiveProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = try TraitsStoryboard.write(into: folder)
    try Data("traits:\n  appearance: dark\n  layout-direction: [rtl]\n".utf8)
      .write(to: folder.appendingPathComponent(".adaptive.yml"))
    let out = folder.appendingPathComponent("out")
    let run = try AdaptiveProcess.run(
      ["render", file.path] + Self.device + ["--format", "svg", "--output", out.path, "--quiet", "--scene", "SignIn"])
    #expect(run.status == 0, "\(run.errors)")
    #expect(AdaptiveProcess.files(in: out) == ["Traits/SignIn_iPhone-15-portrait-dark-rtl.svg"])
    // An option replaces that trait's default and keeps the others.
    let light = try AdaptiveProcess.run(
      ["render", file.path] + Self.device + [
        "--appearance", "light", "--format", "svg", "--output", folder.appendingPathComponent("light").path, "--quiet",
        "--scene", "SignIn",
      ])
    #expect(light.status == 0, "\(light.errors)")
    #expect(AdaptiveProcess.files(in: folder.appendingPathComponent("light")) == ["Traits/SignIn_iPhone-15-portrait-light-rtl.svg"])
  }

  @Test func badConfigurationValueNamesFileAndLine() throws {
    let folder = try AdaptiveProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = try TraitsStoryboard.write(into: folder)
    let configuration = folder.appendingPathComponent(".adaptive.yml")
    try Data("exclude: []\ntraits:\n  content-size: AX9\n".utf8).write(to: configuration)
    let run = try AdaptiveProcess.run(["render", file.path, "--output", folder.appendingPathComponent("out").path])
    #expect(run.status == 2)
    #expect(run.errors.contains(".adaptive.yml:3"), "\(run.errors)")
    #expect(run.errors.contains("unknown content-size 'AX9'"), "\(run.errors)")
  }

  @Test func treesAreByteIdenticalAcrossRuns() throws {
    let folder = try AdaptiveProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = try TraitsStoryboard.write(into: folder)
    var trees: [[String: Data]] = []
    for run in ["one", "two"] {
      let treeFolder = folder.appendingPathComponent("trees-\(run)")
      let result = try AdaptiveProcess.run(
        ["render", file.path] + Self.device + [
          "--variants", "all", "--format", "svg", "--output", folder.appendingPathComponent("out-\(run)").path,
          "--tree", treeFolder.path, "--quiet",
        ])
      #expect(result.status == 0, "\(result.errors)")
      var contents: [String: Data] = [:]
      for path in AdaptiveProcess.files(in: treeFolder) {
        contents[path] = try Data(contentsOf: treeFolder.appendingPathComponent(path))
      }
      trees.append(contents)
    }
    #expect(trees[0].count == 3 * 8, "three scenes in eight variants")
    #expect(trees[0] == trees[1])
  }

  @Test func layoutLaysOutOneVariantOnADevice() throws {
    let folder = try AdaptiveProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = try TraitsStoryboard.write(into: folder)
    let run = try AdaptiveProcess.run(
      ["layout", file.path, "--device", "iPhone 15", "--scene", "SignIn", "--layout-direction", "rtl", "--format", "json"])
    #expect(run.status == 0, "\(run.errors)")
    let dump = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
    let roots = dump?["roots"] as? [[String: Any]] ?? []
    let views = roots.first?["views"] as? [[String: Any]] ?? []
    let title = try #require(views.first { $0["id"] as? String == "title" })
    let frame = title["windowFrame"] as? [Double] ?? []
    #expect(frame.count == 4 && abs(frame[0] + frame[2] - (393 - 16)) < 0.01, "\(frame)")
    let two = try AdaptiveProcess.run(
      ["layout", file.path, "--device", "iPhone 15", "--appearance", "light", "--appearance", "dark"])
    #expect(two.status == 2)
    #expect(two.errors.contains("layout prints one trait variant"), "\(two.errors)")
    let canvas = try AdaptiveProcess.run(["layout", file.path, "--appearance", "dark"])
    #expect(canvas.status == 2)
    #expect(canvas.errors.contains("need --device"), "\(canvas.errors)")
  }

  @Test func lintReportsLayoutsOfEachVariant() throws {
    let folder = try AdaptiveProcess.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = try TraitsStoryboard.write(into: folder)
    let run = try AdaptiveProcess.run(["lint", file.path, "--variants", "all", "--format", "json"])
    #expect(run.status == 0, "\(run.errors)\(run.output)")
    let bad = try AdaptiveProcess.run(["lint", file.path, "--contrast", "loud"])
    #expect(bad.status == 2)
    #expect(bad.errors.contains("unknown --contrast 'loud'"), "\(bad.errors)")
  }
}
