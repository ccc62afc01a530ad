import Foundation
import Rendering
import Testing

@Suite("Output names cannot collide: document folders mirror paths, scene files take the designer's names")
struct OutputNamingTests {
  static func folders(_ documents: [(String, String)]) -> [String] {
    OutputNaming.documentFolders(for: documents.map { OutputNaming.Document(relativePath: $0.0, absolutePath: $0.1) })
  }

  @Test("Relative paths are mirrored without the extension, each part made safe")
  func mirrored() {
    #expect(
      Self.folders([("Onboarding/Main.storyboard", "/p/Onboarding/Main.storyboard"), ("Settings/Main.storyboard", "/p/Settings/Main.storyboard"), ("My Views/Cell.xib", "/p/My Views/Cell.xib")])
        == ["Onboarding/Main", "Settings/Main", "My-Views/Cell"])
  }

  @Test("Main.storyboard beside Main.xib keep their extensions; equal relative paths get the folders above")
  func disambiguated() {
    #expect(Self.folders([("Main.storyboard", "/p/Main.storyboard"), ("Main.xib", "/p/Main.xib"), ("Other.xib", "/p/Other.xib")])
      == ["Main-storyboard", "Main-xib", "Other"])
    #expect(Self.folders([("Main.storyboard", "/a/App/Main.storyboard"), ("Main.storyboard", "/b/App/Main.storyboard")])
      == ["a/App/Main", "b/App/Main"])
    #expect(Self.folders([("Main.storyboard", "/p/x/Main.storyboard"), ("Main.storyboard", "/p/y/Main.storyboard")])
      == ["x/Main", "y/Main"])
  }

  @Test("Names differing only in case collide (macOS would make them one file) and get numbers")
  func caseInsensitive() {
    #expect(Self.folders([("main.storyboard", "/p/main.storyboard"), ("Main.storyboard", "/p/Main.storyboard")])
      == ["main", "Main-2"])
  }

  @Test("Scene files: storyboard identifier, else title, else scene id; shared names get the scene id")
  @MainActor
  func sceneStems() throws {
    let document = try RenderingFixtures.storyboard(
      """
      <scene sceneID="s1"><objects><viewController storyboardIdentifier="Login Screen" title="Sign in" id="c1" sceneMemberID="viewController"><view key="view" id="v1"><rect key="frame" x="0" y="0" width="375" height="667"/></view></viewController></objects></scene>
      <scene sceneID="s2"><objects><viewController title="Help" id="c2" sceneMemberID="viewController"><view key="view" id="v2"><rect key="frame" x="0" y="0" width="375" height="667"/></view></viewController></objects></scene>
      <scene sceneID="s3"><objects><viewController title="Help" id="c3" sceneMemberID="viewController"><view key="view" id="v3"><rect key="frame" x="0" y="0" width="375" height="667"/></view></viewController></objects></scene>
      <scene sceneID="s4"><objects><viewController id="c4" sceneMemberID="viewController"><view key="view" id="v4"><rect key="frame" x="0" y="0" width="375" height="667"/></view></viewController></objects></scene>
      <scene sceneID="s5"><objects><viewController title="日本" id="c5" sceneMemberID="viewController"><view key="view" id="v5"><rect key="frame" x="0" y="0" width="375" height="667"/></view></viewController></objects></scene>
      """)
    let scenes = SceneRenderer(document: document).scenes
    #expect(OutputNaming.sceneStems(for: scenes) == ["s1": "Login-Screen", "s2": "Help-s2", "s3": "Help-s3", "s4": "s4", "s5": "s5"])
  }
}
