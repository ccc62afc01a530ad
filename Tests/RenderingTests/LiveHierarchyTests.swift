import AdaptiveKit
import Foundation
import Rendering
import Testing

/// A table view controller listing strings with disclosure indicators.
@MainActor
final class AlbumListController: UITableViewController {
  let names: [String]

  init(_ title: String, names: [String]) {
    self.names = names
    super.init(style: .plain)
    self.title = title
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Album")
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Album", for: indexPath)
    cell.textLabel?.text = names[indexPath.row]
    cell.accessoryType = indexPath.row == 0 ? .checkmark : .disclosureIndicator
    return cell
  }
}

@Suite("Live UIKit hierarchies draw from their views' properties")
@MainActor
struct LiveHierarchyTests {
  /// The `<text>` elements with their x, baseline y and content.
  private func texts(_ svg: String) -> [(x: Double, y: Double, text: String)] {
    let pattern = #/<text x="([-0-9.]+)" y="([-0-9.]+)"[^>]*>([^<]*)</text>/#
    return svg.matches(of: pattern).compactMap { match in
      guard let x = Double(match.output.1), let y = Double(match.output.2) else { return nil }
      return (x, y, String(match.output.3))
    }
  }

  private func count(_ needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }

  /// A navigation stack on a device: "Library" with "Albums" (a table) pushed on it.
  private func albums(on device: String) throws -> (Simulator, AlbumListController) {
    let simulator = Simulator(device: try #require(Device.named(device)), orientation: .portrait)
    let library = UIViewController()
    library.title = "Library"
    let navigation = UINavigationController(rootViewController: library)
    simulator.window.rootViewController = navigation
    simulator.window.makeKeyAndVisible()
    let list = AlbumListController("Albums", names: ["Favorites", "Mountains", "Lakes", "Cities"])
    navigation.pushViewController(list, animated: false)
    simulator.layoutIfNeeded()
    return (simulator, list)
  }

  @Test("A label's text is drawn at its frame, in its font size and color")
  func labelAtItsFrame() throws {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    root.backgroundColor = .white
    let label = UILabel(frame: CGRect(x: 20, y: 30, width: 200, height: 21))
    label.text = "Hello"
    label.textColor = .red
    root.addSubview(label)
    let hidden = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
    hidden.text = "Hidden"
    hidden.isHidden = true
    root.addSubview(hidden)
    let svg = ViewHierarchyRenderer.render(root, title: "Label").element
    let hello = try #require(texts(svg).first { $0.text == "Hello" })
    #expect(svg.contains(#"data-class="UILabel" data-frame="20 30 200 21""#))
    #expect(hello.x == 0, "inside the label's group, translated to its frame")
    #expect(hello.y > 10 && hello.y < 21, "the baseline sits inside the label's height")
    #expect(svg.contains(#"translate(20,30)"#))
    #expect(svg.contains(##"fill="#ff0000""##))
    #expect(!svg.contains("Hidden"), "hidden views are left out")
  }

  @Test("Alpha, clipping, corner radius and borders come from the view and its layer")
  func viewProperties() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let card = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 50))
    card.backgroundColor = .systemBlue
    card.alpha = 0.5
    card.clipsToBounds = true
    card.layer.cornerRadius = 8
    card.layer.borderWidth = 2
    card.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 10)))
    root.addSubview(card)
    let svg = ViewHierarchyRenderer.render(root, title: "Card").element
    #expect(svg.contains(#"opacity="0.5""#))
    #expect(svg.contains("<clipPath"))
    #expect(svg.contains(#"rx="8""#))
    #expect(svg.contains(#"stroke-width="2""#))
  }

  @Test("A table under a navigation bar: its rows' labels, one chevron per disclosure cell, a checkmark, separators, the bar's title and back button",
    arguments: ["iPhone SE (3rd generation)", "iPhone 15"])
  func tableInNavigation(device: String) throws {
    let (simulator, list) = try albums(on: device)
    let svg = ViewHierarchyRenderer.render(simulator.window, title: "Albums").element
    let top = simulator.window.safeAreaInsets.top
    #expect(svg.contains(#"data-class="UITableView""#))
    #expect(count(#"data-class="UITableViewCell""#, in: svg) == 4)
    #expect(count(#"stroke="\#(RenderColor.systemGray3.css)""#, in: svg) == 3, "a chevron per disclosure cell")
    #expect(count(#"stroke="\#(RenderColor.systemBlue.css)""#, in: svg) >= 2, "the checkmark and the back chevron")
    #expect(count("<line", in: svg) >= 4, "separators under the rows")
    let all = texts(svg).map(\.text)
    for name in list.names { #expect(all.contains(name)) }
    #expect(all.contains("Albums"), "the bar's title")
    #expect(all.contains("Library"), "the back button shows the previous item's title")
    #expect(all.contains("9:41"), "the status bar")
    let cell = try #require(list.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
    #expect(cell.convert(CGPoint.zero, to: nil).y == top + 88, "the second row sits a row below the bar")
    #expect(svg.contains("translate(0,\(SVGWriter.number(top + 88)))"), "cells are drawn where they are on screen")
  }

  @Test("A selected row draws its highlight; a presented controller draws over the table")
  func selectionAndPresentation() throws {
    let (simulator, list) = try albums(on: "iPhone SE (3rd generation)")
    list.tableView._selectRowAsUser(at: IndexPath(row: 2, section: 0))
    var svg = ViewHierarchyRenderer.render(simulator.window, title: "Selected").element
    #expect(count(#"data-selection="true""#, in: svg) == 1)
    let modal = UIViewController()
    modal.modalPresentationStyle = .overFullScreen
    let label = UILabel(frame: CGRect(x: 20, y: 100, width: 200, height: 30))
    label.text = "Presented"
    modal.view.backgroundColor = .white
    modal.view.addSubview(label)
    list.present(modal, animated: false)
    simulator.layoutIfNeeded()
    svg = ViewHierarchyRenderer.render(simulator.window, title: "Presented").element
    let presented = try #require(svg.range(of: ">Presented</text>"))
    let row = try #require(svg.range(of: ">Mountains</text>"))
    #expect(row.lowerBound < presented.lowerBound, "the presented view comes later, on top")
  }

  @Test("An expanded split view draws both columns and the divider between them; collapsed, no divider")
  func splitViewDivider() throws {
    func render(_ orientation: UIInterfaceOrientation, device: String) throws -> String {
      let simulator = Simulator(device: try #require(Device.named(device)), orientation: orientation)
      let split = UISplitViewController()
      let list = AlbumListController("Albums", names: ["Favorites", "Lakes"])
      let detail = UIViewController()
      detail.title = "Photo"
      split.viewControllers = [UINavigationController(rootViewController: list), UINavigationController(rootViewController: detail)]
      split.preferredDisplayMode = .oneBesideSecondary
      simulator.window.rootViewController = split
      simulator.window.makeKeyAndVisible()
      simulator.layoutIfNeeded()
      return ViewHierarchyRenderer.render(simulator.window, title: "Split").element
    }
    let expanded = try render(.landscapeLeft, device: "iPad Pro 12.9\" (1st-6th gen)")
    #expect(count(#"data-divider="split""#, in: expanded) == 1)
    #expect(texts(expanded).map(\.text).contains("Lakes"))
    #expect(texts(expanded).map(\.text).contains("Photo"))
    let collapsed = try render(.portrait, device: "iPhone 15")
    #expect(count(#"data-divider="split""#, in: collapsed) == 0)
    // UIKit's default collapse pushes the secondary onto the primary's stack: the detail shows,
    // with a back button to the list.
    #expect(texts(collapsed).map(\.text).contains("Photo"))
    #expect(texts(collapsed).map(\.text).contains("Albums"))
  }

  @Test("The live table renders the same SVG as its snapshot")
  func snapshot() throws {
    let (simulator, _) = try albums(on: "iPhone SE (3rd generation)")
    let svg = ViewHierarchyRenderer.render(simulator.window, title: "Albums — iPhone SE", options: RenderOptions(deviceOutline: true))
    try Snapshot.assertMatches(svg.text, named: "live-albums-iphone-se-portrait.svg")
  }
}
