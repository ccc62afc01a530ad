import Foundation
import Testing

@Suite("adaptive layout, run as a process: frames, constraints and traits as JSON")
struct LayoutCommandTests {
  @Test("--json lists every view's frame, the installed constraints and the traits")
  func json() throws {
    let workspace = try LintWorkspace(["Main.storyboard": LintWorkspace.storyboard()])
    defer { workspace.remove() }
    let result = try AdaptiveProcess.run(["layout", workspace.path("Main.storyboard"), "--scene", "a-s", "--json"])
    #expect(result.status == 0)
    let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    let roots = try #require(object["roots"] as? [[String: Any]])
    #expect(roots.count == 1)
    let views = try #require(roots[0]["views"] as? [[String: Any]])
    let box = try #require(views.first { $0["id"] as? String == "box" })
    #expect(box["frame"] as? [Double] == [20, 20, 100, 50])
    #expect(box["parent"] as? String == "a-v")
    let constraints = try #require(roots[0]["constraints"] as? [[String: Any]])
    #expect(Set(constraints.compactMap { $0["id"] as? String }) == ["box-w", "box-h", "box-l", "box-t"])
    let traits = try #require(roots[0]["traitCollection"] as? [String: Any])
    #expect(traits["horizontalSizeClass"] as? String == "compact")
    #expect(traits["verticalSizeClass"] as? String == "regular")
  }

  @Test("--device and --orientation lay the scene out on that device")
  func device() throws {
    let workspace = try LintWorkspace(["Main.storyboard": LintWorkspace.storyboard()])
    defer { workspace.remove() }
    let result = try AdaptiveProcess.run([
      "layout", workspace.path("Main.storyboard"), "--scene", "a-s", "--device", "ipad12_9",
      "--orientation", "landscape", "--json",
    ])
    #expect(result.status == 0)
    let object = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
    let root = (object?["roots"] as? [[String: Any]])?.first
    #expect(root?["orientation"] as? String == "landscape")
    #expect((root?["traitCollection"] as? [String: Any])?["horizontalSizeClass"] as? String == "regular")
    let rootView = (root?["views"] as? [[String: Any]])?.first
    #expect((rootView?["frame"] as? [Double])?[2] == 1366)
  }

  @Test("An unknown device suggests catalog names and exits 2; an unknown scene exits 2")
  func badInput() throws {
    let workspace = try LintWorkspace(["Main.storyboard": LintWorkspace.storyboard()])
    defer { workspace.remove() }
    let device = try AdaptiveProcess.run(["layout", workspace.path("Main.storyboard"), "--device", "iPhone 88", "--json"])
    #expect(device.status == 2)
    #expect(device.errors.hasPrefix("error: unknown device 'iPhone 88'; did you mean 'iPhone"))
    let scene = try AdaptiveProcess.run(["layout", workspace.path("Main.storyboard"), "--scene", "zzz", "--json"])
    #expect(scene.status == 2)
    #expect(scene.errors.contains("no scene or top-level view with id 'zzz'"))
    #expect(scene.errors.contains("a-s"))
    let missing = try AdaptiveProcess.run(["layout", workspace.path("Nope.storyboard")])
    #expect(missing.status == 2)
  }
}
