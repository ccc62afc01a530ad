// Times the decode → layout → render pipeline on generated worst cases and on the shared corpus:
//
//   pipeline-bench [--corpus DIR] [--reps N] [--only decode|corpus|grid|table|scene|form] [--form FILE]
//   pipeline-bench --refuse-file MEGABYTES   (writes a file that size, decodes it once, prints the outcome)
//
// `form` needs `--form FILE`, a storyboard from `Benchmarks/make-form-storyboard.py VIEWS FILE`.
//
// prints one line per measurement: name, median milliseconds, peak resident memory.
import AdaptiveKit
import Foundation
import InterfaceBuilder
import Rendering

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

func milliseconds(_ duration: Duration) -> Double {
  Double(duration.components.seconds) * 1000 + Double(duration.components.attoseconds) / 1e15
}

func measure(_ name: String, reps: Int, _ body: () throws -> Void) rethrows {
  var samples: [Double] = []
  let clock = ContinuousClock()
  for _ in 0..<reps {
    let elapsed = try clock.measure(body)
    samples.append(milliseconds(elapsed))
  }
  let figures = String(
    format: "%10.1f ms   (min %.1f, max %.1f, %d reps)   peak RSS %d MB", median(samples), samples.min()!,
    samples.max()!, reps, peakResidentMegabytes())
  print(name.padding(toLength: 34, withPad: " ", startingAt: 0) + figures)
}

/// VmHWM from /proc: the process's peak resident set size.
func peakResidentMegabytes() -> Int {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
    let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
  else { return -1 }
  return (Int(line.split(separator: " ").dropFirst().first ?? "0") ?? 0) / 1024
}

/// A storyboard of `count` scenes, each a controller with a label and a button pinned by six
/// constraints, chained by show segues, as a large real storyboard is built.
func storyboard(scenes count: Int) -> String {
  var xml = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc0">
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <scenes>

    """
  for i in 0..<count {
    let next = i + 1 < count ? "\n                        <connections><segue destination=\"vc\(i + 1)\" kind=\"show\" id=\"sg\(i)\"/></connections>" : ""
    xml += """
              <scene sceneID="s\(i)">
                  <objects>
                      <viewController id="vc\(i)" sceneMemberID="viewController">
                          <view key="view" contentMode="scaleToFill" id="v\(i)">
                              <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                              <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                              <subviews>
                                  <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Scene \(i)" textAlignment="natural" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="l\(i)">
                                      <rect key="frame" x="20" y="64" width="374" height="21"/>
                                      <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                      <nil key="textColor"/>
                                  </label>
                                  <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="b\(i)">
                                      <rect key="frame" x="20" y="93" width="374" height="30"/>
                                      <state key="normal" title="Next"/>
                                  </button>
                              </subviews>
                              <viewLayoutGuide key="safeArea" id="g\(i)"/>
                              <constraints>
                                  <constraint firstItem="l\(i)" firstAttribute="leading" secondItem="g\(i)" secondAttribute="leading" constant="20" id="c\(i)a"/>
                                  <constraint firstItem="g\(i)" firstAttribute="trailing" secondItem="l\(i)" secondAttribute="trailing" constant="20" id="c\(i)b"/>
                                  <constraint firstItem="l\(i)" firstAttribute="top" secondItem="g\(i)" secondAttribute="top" constant="20" id="c\(i)c"/>
                                  <constraint firstItem="b\(i)" firstAttribute="leading" secondItem="l\(i)" secondAttribute="leading" id="c\(i)d"/>
                                  <constraint firstItem="b\(i)" firstAttribute="trailing" secondItem="l\(i)" secondAttribute="trailing" id="c\(i)e"/>
                                  <constraint firstItem="b\(i)" firstAttribute="top" secondItem="l\(i)" secondAttribute="bottom" constant="8" id="c\(i)f"/>
                              </constraints>
                          </view>\(next)
                      </viewController>
                      <placeholder placeholderIdentifier="IBFirstResponder" id="fr\(i)" sceneMemberID="firstResponder"/>
                  </objects>
                  <point key="canvasLocation" x="\(i % 20 * 500)" y="\(i / 20 * 1000)"/>
              </scene>

      """
  }
  return xml + "    </scenes>\n</document>\n"
}

/// A root view holding `count` views in rows of 100, each row a horizontal chain pinned to the
/// superview and to the row above: a 10,000-view scene.
@MainActor func gridScene(views count: Int) -> UIView {
  let root = UIView(frame: CGRect(x: 0, y: 0, width: 1024, height: 1366))
  var rowAbove: UIView?
  var constraints: [NSLayoutConstraint] = []
  let columns = 100
  for row in 0..<(count / columns) {
    var previous: UIView?
    var first: UIView?
    for _ in 0..<columns {
      let view = UIView()
      view.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(view)
      constraints.append(view.heightAnchor.constraint(equalToConstant: 10))
      if let previous {
        constraints.append(view.leadingAnchor.constraint(equalTo: previous.trailingAnchor, constant: 1))
        constraints.append(view.widthAnchor.constraint(equalTo: previous.widthAnchor))
        constraints.append(view.topAnchor.constraint(equalTo: previous.topAnchor))
      } else {
        constraints.append(view.leadingAnchor.constraint(equalTo: root.leadingAnchor))
        constraints.append(view.topAnchor.constraint(equalTo: rowAbove?.bottomAnchor ?? root.topAnchor, constant: row == 0 ? 0 : 2))
        first = view
      }
      previous = view
    }
    constraints.append(previous!.trailingAnchor.constraint(equalTo: root.trailingAnchor))
    rowAbove = first
  }
  NSLayoutConstraint.activate(constraints)
  return root
}

/// A storyboard with one scene of `rows` × `columns` views: each row a container pinned below the
/// one above, holding alternately labels (intrinsic width) and 8-point coloured views chained
/// leading to trailing — a 10,000-view scene for the renderer, built as Interface Builder writes
/// one. With `equalWidths` every label is also as wide as its row's first.
func gridStoryboard(rows: Int, columns: Int, equalWidths: Bool = false) -> String {
  var subviews = ""
  var constraints = ""
  for row in 0..<rows {
    var cells = ""
    var rowConstraints = ""
    for column in 0..<columns {
      let id = "r\(row)c\(column)"
      if column % 2 == 0 {
        cells += """
          <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="\(column)" textAlignment="center" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
              <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
              <fontDescription key="fontDescription" type="system" pointSize="8"/>
              <nil key="textColor"/>
          </label>

          """
      } else {
        cells += """
          <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
              <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
              <color key="backgroundColor" red="0.\(row % 10)" green="0.5" blue="0.\(column % 10)" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
          </view>

          """
      }
      let previous = column == 0 ? "row\(row)" : "r\(row)c\(column - 1)"
      let previousAttribute = column == 0 ? "leading" : "trailing"
      rowConstraints += """
        <constraint firstItem="\(id)" firstAttribute="leading" secondItem="\(previous)" secondAttribute="\(previousAttribute)" id="\(id)-l"/>
        <constraint firstItem="\(id)" firstAttribute="top" secondItem="row\(row)" secondAttribute="top" id="\(id)-t"/>
        <constraint firstItem="row\(row)" firstAttribute="bottom" secondItem="\(id)" secondAttribute="bottom" id="\(id)-b"/>

        """
      if column % 2 == 1 {
        rowConstraints += "<constraint firstItem=\"\(id)\" firstAttribute=\"width\" constant=\"8\" id=\"\(id)-w\"/>\n"
      } else if equalWidths, column > 0 {
        // Every label as wide as the row's first: one width shared by 50 labels' hugging and
        // compression preferences, the solver's worst case here.
        rowConstraints += "<constraint firstItem=\"\(id)\" firstAttribute=\"width\" secondItem=\"r\(row)c0\" secondAttribute=\"width\" id=\"\(id)-w\"/>\n"
      }
    }
    rowConstraints += "<constraint firstItem=\"row\(row)\" firstAttribute=\"trailing\" secondItem=\"r\(row)c\(columns - 1)\" secondAttribute=\"trailing\" relation=\"greaterThanOrEqual\" id=\"row\(row)-end\"/>\n"
    subviews += """
      <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="row\(row)">
          <rect key="frame" x="0.0" y="0.0" width="1024" height="12"/>
          <subviews>
      \(cells)
          </subviews>
          <constraints>
      \(rowConstraints)
          </constraints>
      </view>

      """
    let above = row == 0 ? ("safe", "top") : ("row\(row - 1)", "bottom")
    constraints += """
      <constraint firstItem="row\(row)" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="row\(row)-l"/>
      <constraint firstItem="safe" firstAttribute="trailing" secondItem="row\(row)" secondAttribute="trailing" id="row\(row)-r"/>
      <constraint firstItem="row\(row)" firstAttribute="top" secondItem="\(above.0)" secondAttribute="\(above.1)" constant="1" id="row\(row)-t"/>
      <constraint firstItem="row\(row)" firstAttribute="height" constant="12" id="row\(row)-h"/>

      """
  }
  return """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc">
        <device id="ipad12_9rounded" orientation="portrait" layout="fullscreen" appearance="light"/>
        <scenes>
            <scene sceneID="grid">
                <objects>
                    <viewController id="vc" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="1024" height="1366"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
    \(subviews)
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="safe"/>
                            <constraints>
    \(constraints)
                            </constraints>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
        </scenes>
    </document>

    """
}

/// Writes a `megabytes`-sized storyboard (real bytes: a valid header, then whitespace-indented
/// views) and decodes it from its URL, as `adaptive` would; run under `/usr/bin/time -v` by
/// `Benchmarks/hostile-files.sh` to measure the process's wall time and peak memory.
func refuseLargeFile(megabytes: Int) throws -> Never {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent("pipeline-bench-\(getpid())-huge.storyboard")
  _ = FileManager.default.createFile(atPath: url.path, contents: nil)
  let handle = try FileHandle(forWritingTo: url)
  try handle.write(contentsOf: Data(storyboard(scenes: 1).split(separator: "</scenes>")[0].utf8))
  let block = Data(String(repeating: "<view id=\"filler\"/>      \n", count: 1 << 15).utf8)
  var written = 0
  while written < megabytes << 20 {
    try handle.write(contentsOf: block)
    written += block.count
  }
  try handle.close()
  defer { try? FileManager.default.removeItem(at: url) }
  let clock = ContinuousClock()
  var outcome = ""
  let elapsed = clock.measure {
    do {
      let document = try IBDocument(contentsOf: url)
      outcome = "decoded \(document.scenes.count) scenes"
    } catch let error as IBDecodingError {
      outcome = "refused: \(error.primary.message)"
    } catch {
      outcome = "failed: \(error)"
    }
  }
  print("\(megabytes) MB file (\(written) bytes of filler): \(outcome)")
  print(String(format: "decode call %.1f ms, peak RSS %d MB", milliseconds(elapsed), peakResidentMegabytes()))
  exit(outcome.hasPrefix("refused") ? 0 : 1)
}

/// A data source of `count` rows whose cells hold a label pinned to the content view's margins
/// (self-sizing, as the photo lists of the samples are).
@MainActor final class BenchRows: UITableViewDataSource {
  let count: Int
  init(count: Int) { self.count = count }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
    let label: UILabel
    if let existing = cell.contentView.subviews.first as? UILabel {
      label = existing
    } else {
      label = UILabel()
      label.translatesAutoresizingMaskIntoConstraints = false
      cell.contentView.addSubview(label)
      let margins = cell.contentView.layoutMarginsGuide
      NSLayoutConstraint.activate([
        label.topAnchor.constraint(equalTo: margins.topAnchor), label.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      ])
    }
    label.text = "Photo \(indexPath.row)"
    return cell
  }
}

var corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .appendingPathComponent("shared/corpus")
var reps = 5
/// The long form of `make-form-storyboard.py` (`--form`), for the `form` measurements.
var formFile: URL?
/// The measurements to run (`--only`, repeatable); all when empty.
var only: Set<String> = []
@MainActor func wanted(_ name: String) -> Bool { only.isEmpty || only.contains(name) }
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
  switch argument {
  case "--corpus": corpus = URL(fileURLWithPath: arguments.popFirst() ?? corpus.path)
  case "--reps": reps = Int(arguments.popFirst() ?? "") ?? reps
  case "--only": only.insert(arguments.popFirst() ?? "")
  case "--form": formFile = arguments.popFirst().map { URL(fileURLWithPath: $0) }
  case "--refuse-file": try refuseLargeFile(megabytes: Int(arguments.popFirst() ?? "") ?? 100)
  default:
    FileHandle.standardError.write(Data("usage: pipeline-bench [--corpus DIR] [--reps N] [--only decode|corpus|grid|table|scene|form] [--form FILE] | --refuse-file MEGABYTES\n".utf8))
    exit(2)
  }
}

if wanted("decode") {
  let thousand = Data(storyboard(scenes: 1000).utf8)
  print("generated storyboard: 1,000 scenes, \(thousand.count / 1024) KB")
  try measure("decode 1,000-scene storyboard", reps: reps) {
    let document = try IBDocument(data: thousand, fileName: "Thousand.storyboard")
    precondition(document.scenes.count == 1000)
  }
}

if wanted("corpus") {
  let files = ((try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? [])
    .filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
    .map { corpus.appendingPathComponent($0) }
  let contents = try files.map { try Data(contentsOf: $0) }
  print("corpus: \(files.count) files, \(contents.reduce(0) { $0 + $1.count } / 1024) KB")
  measure("decode the whole corpus", reps: reps) {
    for (file, data) in zip(files, contents) {
      _ = try? IBDocument(data: data, fileName: file.lastPathComponent)
    }
  }
}

MainActor.assumeIsolated {
  if wanted("grid") {
    measure("lay out a 10,000-view scene", reps: max(1, reps / 2)) {
      let root = gridScene(views: 10_000)
      root.layoutIfNeeded()
      precondition(abs(root.subviews.last!.frame.maxX - 1024) < 1)
    }
  }
  guard wanted("table") else { return }
  // A 10,000-row self-sizing table scrolled from top to bottom half a screen at a time: only the
  // rows in view get cells, reused as they scroll.
  var contentHeight: CGFloat = 0
  measure("scroll a 10,000-row table", reps: max(1, reps / 2)) {
    let rows = BenchRows(count: 10_000)
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
    table.dataSource = rows
    table.layoutIfNeeded()
    var steps = 0
    while table.contentOffset.y + table.bounds.height < table.contentSize.height {
      table.contentOffset.y += 422
      table.layoutIfNeeded()
      steps += 1
    }
    precondition(steps > 900 && table.visibleCells.count < 30)
    contentHeight = table.contentSize.height
  }
  // The sum of every measured row: the same answers before and after a speed change.
  print("  content height: \(contentHeight)")
}

for equalWidths in [false, true] where wanted("scene") {
  let grid = Data(gridStoryboard(rows: 100, columns: 100, equalWidths: equalWidths).utf8)
  print("generated storyboard: one scene of 10,100 views\(equalWidths ? ", labels of equal widths" : ""), \(grid.count / 1024) KB")
  try MainActor.assumeIsolated {
    let document = try IBDocument(data: grid, fileName: "Grid.storyboard")
    guard let iPad = Device.all.first(where: { $0.name.hasPrefix("iPad Pro 12.9") }) else {
      fatalError("no 12.9-inch iPad in the device catalog")
    }
    var svgBytes = 0
    try measure(equalWidths ? "  … with equal label widths" : "lay out and render 10,000 views", reps: max(1, reps / 2)) {
      let rendered = try SceneRenderer(document: document).render(
        sceneID: "grid", configuration: RenderConfiguration(device: iPad, orientation: .portrait))
      svgBytes = rendered.svg.text.utf8.count
    }
    print("  SVG: \(svgBytes / 1024) KB")
  }
}

if wanted("form") {
  if let formFile {
    let data = try Data(contentsOf: formFile)
    try MainActor.assumeIsolated { try measureForm(data, fileName: formFile.lastPathComponent, reps: reps) }
  } else {
    print("form: not measured (needs --form FILE from Benchmarks/make-form-storyboard.py)")
  }
}
