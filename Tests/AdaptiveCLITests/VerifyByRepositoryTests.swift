import Foundation
import Testing

@Suite("adaptive verify --by-repository pools files by the repository their manifest names")
struct VerifyByRepositoryTests {
  /// Three documents named in a MANIFEST.tsv beside them, two of `owner/app` (2 of their 3 boxes
  /// agree) and one of `other/lib` (its one box is off), and one in a folder without a manifest.
  static func workspace() throws -> LintWorkspace {
    try LintWorkspace([
      "corpus/A.storyboard": VerifyFixture.storyboard(offsets: [0]),
      "corpus/B.storyboard": VerifyFixture.storyboard(offsets: [0, 20]),
      "corpus/C.storyboard": VerifyFixture.storyboard(offsets: [20]),
      "corpus/MANIFEST.tsv": "file\trepo\tpath\nA.storyboard\towner/app\tA\nB.storyboard\towner/app\tB\nC.storyboard\tother/lib\tC\n",
      "loose/D.storyboard": VerifyFixture.storyboard(offsets: [0]),
    ])
  }

  @Test("JSON lists each repository's pooled counts, worst first; a file without a manifest counts under its folder")
  func json() throws {
    let workspace = try Self.workspace()
    defer { workspace.remove() }
    let result = try AdaptiveProcess.run(
      ["verify", "--by-repository", "--format", "json", "--jobs", "1", workspace.path("corpus"), workspace.path("loose")])
    #expect(result.status == 0, "\(result.errors)")
    let report = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    let repositories = try #require(report["repositories"] as? [[String: Any]])
    let names = repositories.compactMap { $0["repository"] as? String }
    #expect(names == ["other/lib", "owner/app", "loose"])
    let counts = repositories.compactMap { ($0["views"] as? [String: Any]).map { ($0["agreeing"] as? Int, $0["compared"] as? Int) } }
    #expect(counts.map(\.0) == [0, 2, 1])
    #expect(counts.map(\.1) == [1, 3, 1])
    #expect(repositories.compactMap { $0["files"] as? Int } == [1, 2, 1])
  }

  @Test("Text ends with the median and the worst tenth of the repositories' agreements")
  func text() throws {
    let workspace = try Self.workspace()
    defer { workspace.remove() }
    let result = try AdaptiveProcess.run(["verify", "--by-repository", "--quiet", "--jobs", "1", workspace.path("corpus")])
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.contains("other/lib: 0/1 agree (0.00 %), 1 file(s)"), "\(result.output)")
    #expect(result.output.contains("owner/app: 2/3 agree (66.67 %), 2 file(s)"), "\(result.output)")
    #expect(result.output.contains("Repositories: median 33.33 %, worst tenth 0.00 %"), "\(result.output)")
  }
}
