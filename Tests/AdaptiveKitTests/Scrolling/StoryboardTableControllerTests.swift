import AdaptiveKit
import Foundation
import InterfaceBuilder
import TestSupport
import Testing

/// A prototype cell class with an outlet, as an app would declare it.
final class StoryboardTaskCell: UITableViewCell {
  var titleLabel: UILabel?
  var awoke = false

  override func awakeFromNib() {
    super.awakeFromNib()
    awoke = true
  }
}

/// A table view controller serving three rows from the "Task" prototype and recording segues.
final class StoryboardTasksController: UITableViewController {
  var prepared: [String] = []
  var onSwitch: UISwitch?
  /// The rows served from the prototype; nil leaves the storyboard's static rows to `super`.
  var taskCount: Int? = 3

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    taskCount ?? super.tableView(tableView, numberOfRowsInSection: section)
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    guard taskCount != nil else { return super.tableView(tableView, cellForRowAt: indexPath) }
    let cell = tableView.dequeueReusableCell(withIdentifier: "Task", for: indexPath)
    (cell as? StoryboardTaskCell)?.titleLabel?.text = "Task \(indexPath.row)"
    return cell
  }

  override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
    prepared.append(segue.identifier ?? "")
  }
}

/// Storyboard `tableViewController` scenes at run time: the controller class, its table, the
/// prototypes registered by reuse identifier and the static cells served without a data source.
@MainActor
@Suite("Storyboard table view controller scenes instantiate with their cells")
struct StoryboardTableControllerTests {
  init() {
    UIStoryboard.register(StoryboardTasksController.self, forClassName: "StoryboardTasksController")
    UIStoryboard.register(StoryboardTaskCell.self, forClassName: "StoryboardTaskCell")
    KeyValueCoding.register(\StoryboardTaskCell.titleLabel, forKey: "titleLabel")
    KeyValueCoding.register(\StoryboardTasksController.onSwitch, forKey: "onSwitch")
  }

  static let prototypes = """
    <prototypes>
        <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" accessoryType="disclosureIndicator" indentationWidth="10" reuseIdentifier="Task" rowHeight="60" id="tcl-tv-001" customClass="StoryboardTaskCell" customModule="AdaptiveKitTests">
            <rect key="frame" x="0.0" y="50" width="375" height="60"/>
            <autoresizingMask key="autoresizingMask"/>
            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="tcl-tv-001" id="tcv-tv-001">
                <rect key="frame" x="0.0" y="0.0" width="341" height="60"/>
                <autoresizingMask key="autoresizingMask"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="tlb-tv-001">
                        <rect key="frame" x="16" y="20" width="36" height="20.5"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <nil key="highlightedColor"/>
                    </label>
                </subviews>
                <constraints>
                    <constraint firstItem="tlb-tv-001" firstAttribute="leading" secondItem="tcv-tv-001" secondAttribute="leading" constant="16" id="tk1-tv-001"/>
                    <constraint firstItem="tlb-tv-001" firstAttribute="centerY" secondItem="tcv-tv-001" secondAttribute="centerY" id="tk2-tv-001"/>
                </constraints>
            </tableViewCellContentView>
            <connections>
                <outlet property="titleLabel" destination="tlb-tv-001" id="tot-tv-001"/>
                <segue destination="vc2" kind="show" identifier="ShowTask" id="tsg-tv-001"/>
            </connections>
        </tableViewCell>
        <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" reuseIdentifier="Subtitle" textLabel="stl-tv-001" detailTextLabel="sdl-tv-001" style="IBUITableViewCellStyleSubtitle" id="scl-tv-001">
            <rect key="frame" x="0.0" y="110" width="375" height="44"/>
            <autoresizingMask key="autoresizingMask"/>
            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="scl-tv-001" id="scv-tv-001">
                <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                <autoresizingMask key="autoresizingMask"/>
                <subviews>
                    <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="Heading" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="stl-tv-001">
                        <rect key="frame" x="16" y="5" width="66" height="20.5"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        <nil key="highlightedColor"/>
                    </label>
                    <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="Detail" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="sdl-tv-001">
                        <rect key="frame" x="16" y="25.5" width="33" height="14.5"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <fontDescription key="fontDescription" type="system" pointSize="12"/>
                        <nil key="highlightedColor"/>
                    </label>
                </subviews>
            </tableViewCellContentView>
        </tableViewCell>
    </prototypes>
    """

  static let staticSections = """
    <sections>
        <tableViewSection headerTitle="General" id="ss1-tv-001">
            <cells>
                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" rowHeight="70" id="sc1-tv-001">
                    <rect key="frame" x="0.0" y="50" width="375" height="70"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="sc1-tv-001" id="sv1-tv-001">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="70"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="ssw-tv-001">
                                <rect key="frame" x="310" y="19.5" width="51" height="31"/>
                            </switch>
                        </subviews>
                        <constraints>
                            <constraint firstAttribute="trailing" secondItem="ssw-tv-001" secondAttribute="trailing" constant="16" id="sk1-tv-001"/>
                            <constraint firstItem="ssw-tv-001" firstAttribute="centerY" secondItem="sv1-tv-001" secondAttribute="centerY" id="sk2-tv-001"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" textLabel="st2-tv-001" style="IBUITableViewCellStyleDefault" id="sc2-tv-001">
                    <rect key="frame" x="0.0" y="120" width="375" height="44"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="sc2-tv-001" id="sv2-tv-001">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <label opaque="NO" multipleTouchEnabled="YES" contentMode="left" insetsLayoutMarginsFromSafeArea="NO" text="Sounds" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" id="st2-tv-001">
                                <rect key="frame" x="16" y="0.0" width="343" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                <nil key="highlightedColor"/>
                            </label>
                        </subviews>
                    </tableViewCellContentView>
                </tableViewCell>
            </cells>
        </tableViewSection>
        <tableViewSection headerTitle="About" footerTitle="Version 1" id="ss2-tv-001">
            <cells>
                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="default" indentationWidth="10" id="sc3-tv-001">
                    <rect key="frame" x="0.0" y="242" width="375" height="44"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="sc3-tv-001" id="sv3-tv-001">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                    </tableViewCellContentView>
                </tableViewCell>
            </cells>
        </tableViewSection>
    </sections>
    """

  func storyboard(_ xml: String) throws -> UIStoryboard {
    UIStoryboard(document: try IBDocument(xmlString: xml, fileName: "Tables.storyboard"), name: "Tables")
  }

  /// Shows `controller` full screen on an iPhone 8 and lays it out.
  func show(_ controller: UIViewController) throws -> Simulator {
    let simulator = Simulator(device: try SceneFixtures.device("retina4_7"), orientation: .portrait)
    simulator.window.rootViewController = controller
    simulator.window.makeKeyAndVisible()
    simulator.layoutIfNeeded()
    return simulator
  }

  @Test("The scene is a UITableViewController whose tableView is the scene's table, of its style")
  func controllerAndTable() throws {
    let xml = StoryboardXML.tableViewControllerScene(style: "grouped", content: Self.prototypes)
    let controller = try #require(try storyboard(xml).instantiateInitialViewController() as? UITableViewController)
    #expect(!(controller is StoryboardTasksController))
    let table = try #require(controller.tableView)
    #expect(table === controller.view)
    #expect(table.style == .grouped)
    #expect(table.dataSource === controller)
    #expect(table.delegate === controller)
  }

  @Test("A registered custom class is instantiated for the scene")
  func customControllerClass() throws {
    let xml = StoryboardXML.tableViewControllerScene(customClass: "StoryboardTasksController", content: Self.prototypes)
    let controller = try storyboard(xml).instantiateInitialViewController()
    #expect(controller is StoryboardTasksController)
  }

  @Test("Dequeuing a prototype's identifier builds a new cell from it: class, subviews, outlets, constraints")
  func prototypeDequeue() throws {
    let xml = StoryboardXML.tableViewControllerScene(customClass: "StoryboardTasksController", content: Self.prototypes)
    let controller = try #require(try storyboard(xml).instantiateInitialViewController() as? StoryboardTasksController)
    controller.loadViewIfNeeded()
    let table = try #require(controller.tableView)
    let first = try #require(table.dequeueReusableCell(withIdentifier: "Task") as? StoryboardTaskCell)
    let second = try #require(table.dequeueReusableCell(withIdentifier: "Task") as? StoryboardTaskCell)
    #expect(first !== second)
    #expect(first.reuseIdentifier == "Task")
    #expect(first.accessoryType == .disclosureIndicator)
    #expect(first.awoke)
    let label = try #require(first.titleLabel)
    #expect(label.text == "Title")
    #expect(label.superview === first.contentView)
    #expect(label !== second.titleLabel)
    #expect(table.dequeueReusableCell(withIdentifier: "Missing") == nil)
  }

  @Test("A standard-style prototype's document labels are its textLabel and detailTextLabel")
  func standardStylePrototype() throws {
    let xml = StoryboardXML.tableViewControllerScene(content: Self.prototypes)
    let controller = try #require(try storyboard(xml).instantiateInitialViewController() as? UITableViewController)
    controller.loadViewIfNeeded()
    let cell = try #require(controller.tableView.dequeueReusableCell(withIdentifier: "Subtitle"))
    #expect(cell.style == .subtitle)
    #expect(cell.textLabel?.text == "Heading")
    #expect(cell.detailTextLabel?.text == "Detail")
    #expect(cell.textLabel?.superview === cell.contentView)
    #expect(cell.contentView.subviews.count == 2)
  }

  @Test("Rows tile from prototype cells, laid out by their constraints, and selecting one runs its segue")
  func prototypeRowsOnScreen() throws {
    let xml = StoryboardXML.tableViewControllerScene(customClass: "StoryboardTasksController", rowHeight: "60", content: Self.prototypes)
    let controller = try #require(try storyboard(xml).instantiateInitialViewController() as? StoryboardTasksController)
    let simulator = try show(controller)
    let table = try #require(controller.tableView)
    let cells = table.visibleCells.compactMap { $0 as? StoryboardTaskCell }
    #expect(cells.count == 3)
    #expect(cells.map { $0.titleLabel?.text } == ["Task 0", "Task 1", "Task 2"])
    let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? StoryboardTaskCell)
    #expect(cell.frame.height == 60)
    let label = try #require(cell.titleLabel)
    #expect(label.frame.minX == 16)
    #expect(abs(label.frame.midY - cell.contentView.bounds.midY) < 0.5)
    table._selectRowAsUser(at: IndexPath(row: 1, section: 0))
    #expect(controller.prepared == ["ShowTask"])
    _ = simulator
  }

  @Test("A static table serves its sections, titles, heights and cells with no data source code")
  func staticCells() throws {
    let xml = StoryboardXML.tableViewControllerScene(
      customClass: "StoryboardTasksController", style: "grouped", dataMode: "static", rowHeight: "44",
      content: Self.staticSections,
      connections: #"<outlet property="onSwitch" destination="ssw-tv-001" id="osw-tv-001"/>"#)
    let controller = try #require(try storyboard(xml).instantiateInitialViewController() as? StoryboardTasksController)
    controller.taskCount = nil
    let simulator = try show(controller)
    let table = try #require(controller.tableView)
    #expect(table.numberOfSections == 2)
    #expect(table.numberOfRows(inSection: 0) == 2)
    #expect(table.numberOfRows(inSection: 1) == 1)
    #expect(controller.tableView(table, titleForHeaderInSection: 0) == "General")
    #expect(controller.tableView(table, titleForFooterInSection: 1) == "Version 1")
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 70)
    #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 44)
    let toggle = try #require(controller.onSwitch)
    let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(toggle.superview === first.contentView)
    // Where Interface Builder stored it: 16 points from the trailing edge (of its alignment
    // rect), centred in the 70-point row.
    #expect(toggle.frame == CGRect(x: 310, y: 19.5, width: 51, height: 31))
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Sounds")
    // The same cell object serves the row every time, as UIKit's static tables do.
    table.reloadData()
    simulator.layoutIfNeeded()
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === first)
  }

  @Test("A plain table view controller with static cells needs no subclass")
  func staticCellsWithoutSubclass() throws {
    let xml = StoryboardXML.tableViewControllerScene(dataMode: "static", rowHeight: "44", content: Self.staticSections)
    let controller = try #require(try storyboard(xml).instantiateInitialViewController() as? UITableViewController)
    let simulator = try show(controller)
    #expect(controller.tableView.visibleCells.count == 3)
    _ = simulator
  }
}
