import Foundation
import InterfaceBuilder

/// A view hierarchy of stock UIKit classes built from an Interface Builder view tree, with its
/// size-class variations applied for the traits the root view has, and re-applied whenever its
/// size classes change. `UIStoryboard` and `UINib` build with it; Interface Builder's canvas
/// (`InterfaceBuilderCanvas`) customises it through a `SceneBuildCanvas`.
///
/// Every view of the tree is built, installed or not: an uninstalled view is out of the
/// hierarchy but stays alive (uikit-adaptive-behavior.md §12.3), so outlets to it stay valid.
/// Keep the layout for as long as the variations should follow trait changes: the root view's
/// trait registration refers to it weakly, so that neither keeps the other alive.
@preconcurrency @MainActor
public final class StoryboardSceneBuilder {
  /// One installed view with the document view it came from.
  public struct Entry {
    /// The document's view, with the variation values of the current size classes in place.
    public let source: IBView
    /// The runtime view built for it.
    public let view: UIView
    /// Whether the view, or one of its ancestors, is marked misplaced or ambiguous.
    public let isSkipped: Bool
  }

  /// One document view and where it sits in the tree. A class: the builder's walks read nodes
  /// out of `nodes` for every view, and copying the struct retained its document element, its
  /// view (on the side-table slow path: views are weakly referenced) and its arrays and sets.
  final class Node {
    /// The document view, unresolved (every variation kept).
    let source: IBView
    /// The runtime view, held strongly unless it is the root and the root owns the builder.
    private var heldView: UIView?
    private weak var rootViewOwningBuilder: UIView?
    /// The runtime view built for `source`.
    var view: UIView {
      // Only the root is held weakly, and only while it owns the builder: it is alive whenever
      // the builder runs.
      heldView ?? rootViewOwningBuilder!
    }
    let parent: Int?
    var children: [Int] = []
    /// Whether the parent's masks install this view for the current size classes.
    var isOwnInstalled = false
    /// Whether the view's variations set properties (not only masks).
    let hasPropertyVariations: Bool
    /// The properties the view's variations set; nil when they set none.
    let varied: VariedProperties?

    init(source: IBView, view: UIView, parent: Int?, hasPropertyVariations: Bool, varied: VariedProperties?) {
      self.source = source
      heldView = view
      self.parent = parent
      self.hasPropertyVariations = hasPropertyVariations
      self.varied = varied
    }

    /// Refers to the view weakly from now on (the root view, once it owns the builder).
    func holdViewWeakly() {
      rootViewOwningBuilder = heldView
      heldView = nil
    }
  }

  /// One document constraint and the runtime constraint made for it. A class, as `Node` is: every
  /// size-class change and dump walks the records.
  final class ConstraintRecord {
    let source: IBConstraint
    /// The node that owns the constraint (whose masks install it).
    let owner: Int
    /// The runtime constraint; nil when it could not be made (unknown items or attributes).
    let made: NSLayoutConstraint?
    /// The nodes of the views (and the owners of the guides) the constraint relates.
    let itemNodes: [Int]
    /// Whether the size classes last applied installed it (nil before the first).
    var wasWanted: Bool? = nil

    init(source: IBConstraint, owner: Int, made: NSLayoutConstraint?, itemNodes: [Int]) {
      self.source = source
      self.owner = owner
      self.made = made
      self.itemNodes = itemNodes
    }
  }

  /// The root view of the hierarchy.
  public var rootView: UIView { nodes[0].view }
  /// The document the hierarchy comes from.
  public let document: IBDocument
  /// The size classes whose variations are applied now.
  public internal(set) var sizeClasses: IBSizeClassPair = .any
  /// Constraints that could not be created (unknown items or attributes).
  public internal(set) var droppedConstraints = 0
  /// The simulator hosting the scene, when the layout was made by `layout(sceneID:in:device:…)`.
  public package(set) var simulator: Simulator?

  var nodes: [Node] = []
  var nodesByID: [String: Int] = [:]
  var constraintRecords: [ConstraintRecord] = []
  var guidesByID: [String: (item: AnyObject, node: Int)] = [:]
  var contentGuides: [ObjectIdentifier: UILayoutGuide] = [:]
  let resources: IBResources
  /// Whom the views are built for: an app loading the document, or the canvas.
  let context: SceneBuildContext
  /// The content size category the document's text styles take (a raw value): the host's, as
  /// UIKit sizes a storyboard's text-style fonts when it loads them; Large without one.
  let contentSizeCategory: String
  private var registration: (any UITraitChangeRegistration)?
  /// The height of the bars above the root view as the canvas draws them (for its tables).
  private var tableBarInset: CGFloat = 0
  /// Whether the root is a view controller's view (not a xib's top-level view).
  private let hasController: Bool
  /// The width of a new cell in Interface Builder's Object Library (320 points, the first
  /// iPhone's screen): a xib's top-level cell still that wide keeps its own width's margins.
  static let templateCellWidth: CGFloat = 320
  /// Table rows and their content views, placed by `rowConstraints` rather than the document.
  private var cellNodes: Set<Int> = []
  /// The constraints that place table rows (active while both ends are in the hierarchy).
  var rowConstraints: [NSLayoutConstraint] = []
  /// Nodes whose variable properties have been set at least once.
  var hasAppliedProperties: Set<Int> = []
  /// Automatic-height rows: measured at their content's fitting height, then held at their row height.
  var selfSizingRows: [SelfSizingRow] = []
  /// The data sources of the tables whose rows the canvas placed (a table holds its own weakly).
  var placedTableRows: [PlacedTableRows] = []

  /// Builds the hierarchy of `root` with its constraints for `context` (an app loading the
  /// document, or the canvas), applying the Any/Any variations until the root view has size
  /// classes (then those of its traits, and again on every change); `host` receives the root view
  /// when given, so `controller`'s top and bottom layout guides resolve.
  package init(
    root: IBView, document: IBDocument, controller: IBViewController? = nil, host: UIViewController? = nil,
    context: SceneBuildContext
  ) {
    self.document = document
    self.context = context
    hasController = controller != nil
    resources = document.resources
    contentSizeCategory = host == nil
      ? context.load?.contentSizeCategory ?? StoryboardSceneBuilder.contentSizeCategory(of: nil)
      : StoryboardSceneBuilder.contentSizeCategory(of: host)
    let rootView = StoryboardSceneBuilder.makeView(
      for: root.resolved(shallowFor: .any), resources: resources, context: context,
      contentSizeCategory: contentSizeCategory)
    host?.view = rootView
    addNode(root, view: rootView, parent: nil)
    // A root stored below opaque bars (y > 0) is not under them: no content inset for its rows.
    tableBarInset = (root.frame?.y ?? 0) == 0 ? context.canvas?.barInset(of: controller) ?? 0 : 0
    buildChildren(of: 0)
    if let controller, let host {
      for guide in controller.layoutGuides where !guide.id.isEmpty {
        switch guide.role {
        case .topLayoutGuide: guidesByID[guide.id] = (host.topLayoutGuide as AnyObject, 0)
        case .bottomLayoutGuide: guidesByID[guide.id] = (host.bottomLayoutGuide as AnyObject, 0)
        default: break
        }
      }
    }
    makeConstraints()
    applyVariations(for: StoryboardSceneBuilder.sizeClasses(of: rootView.traitCollection))
    prototypeUnconstrainedViews()
    forgetDecodedAppearanceValues()
    // Trait-dependent values, not a registration: UIKit re-applies a nib's variations whenever
    // the view's size classes change, also outside a window where no callback is delivered.
    registration = rootView.keepTraitDependentValues(for: [UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self]) {
      [weak self] view, _ in
      guard let self else { return }
      self.applyVariations(for: StoryboardSceneBuilder.sizeClasses(of: view.traitCollection))
    }
  }

  // MARK: Reading the result

  /// The installed views, parents before children (the root first).
  public var entries: [Entry] {
    var result: [Entry] = []
    let resolver = IBVariationResolver(sizeClasses)
    func visit(_ index: Int, skipped: Bool) {
      let node = nodes[index]
      let source = node.hasPropertyVariations ? IBView(element: resolver.resolve(node.source.element, recursive: false)) : node.source
      let isSkipped = skipped || source.isMisplaced || source.isAmbiguous
      result.append(Entry(source: source, view: node.view, isSkipped: isSkipped))
      for child in node.children where nodes[child].isOwnInstalled { visit(child, skipped: isSkipped) }
    }
    visit(0, skipped: false)
    return result
  }

  /// Every built view, installed or not, parents before children (the root first), with its
  /// document view resolved for the current size classes. UIKit connects outlets to uninstalled
  /// views too (behaviour §12.3), so connect from these rather than from `entries`.
  public var allEntries: [Entry] {
    let resolver = IBVariationResolver(sizeClasses)
    var skipped = Array(repeating: false, count: nodes.count)
    return nodes.enumerated().map { index, node in
      let source = node.hasPropertyVariations ? IBView(element: resolver.resolve(node.source.element, recursive: false)) : node.source
      skipped[index] = (node.parent.map { skipped[$0] } ?? false) || source.isMisplaced || source.isAmbiguous
      return Entry(source: source, view: node.view, isSkipped: skipped[index])
    }
  }

  /// The view built for the document view `id` (installed or not).
  public func view(withID id: String) -> UIView? { nodesByID[id].map { nodes[$0].view } }

  /// Whether the document view `id` is in the hierarchy for the current size classes.
  public func isInstalled(viewWithID id: String) -> Bool {
    guard let index = nodesByID[id] else { return false }
    return isEffectivelyInstalled(index)
  }

  /// The solved frame of the view `id` in its superview's coordinates; nil when the document has
  /// no such view or it is not installed.
  public func frame(ofViewWithID id: String) -> CGRect? {
    guard let index = nodesByID[id], isEffectivelyInstalled(index) else { return nil }
    return nodes[index].view.frame
  }

  /// The solved frame of the view `id` in the root view's coordinates; nil when the document has
  /// no such view or it is not installed.
  public func frameInRoot(ofViewWithID id: String) -> CGRect? {
    guard let index = nodesByID[id], isEffectivelyInstalled(index) else { return nil }
    let view = nodes[index].view
    return view.convert(view.bounds, to: rootView)
  }

  /// The traits the root view has (the ones the variations were applied for).
  public var traitCollection: UITraitCollection { rootView.traitCollection }

  func isEffectivelyInstalled(_ index: Int) -> Bool {
    var current: Int? = index
    while let node = current {
      if node != 0 && !nodes[node].isOwnInstalled { return false }
      current = nodes[node].parent
    }
    return true
  }

  /// The content size category of `host`'s traits (a raw value), Large when it has none.
  static func contentSizeCategory(of host: UIViewController?) -> String {
    guard let category = host?.traitCollection.preferredContentSizeCategory, category != .unspecified else {
      return DynamicTypeSizes.defaultCategory
    }
    return category.rawValue
  }

  /// The size classes of a trait collection, as the document model names them.
  public static func sizeClasses(of traits: UITraitCollection) -> IBSizeClassPair {
    IBSizeClassPair(widthClass: ibSizeClass(traits.horizontalSizeClass), heightClass: ibSizeClass(traits.verticalSizeClass))
  }

  static func ibSizeClass(_ sizeClass: UIUserInterfaceSizeClass) -> IBSizeClass {
    switch sizeClass {
    case .compact: .compact
    case .regular: .regular
    case .unspecified: .unspecified
    }
  }

  // MARK: Building views

  private func addNode(_ source: IBView, view: UIView, parent: Int?) {
    let index = nodes.count
    let hasProperties = source.variations.contains { !$0.attributeOverrides.isEmpty || !$0.elementOverrides.isEmpty }
    nodes.append(
      Node(
        source: source, view: view, parent: parent, hasPropertyVariations: hasProperties,
        varied: hasProperties ? VariedProperties(of: source) : nil))
    if let parent { nodes[parent].children.append(index) }
    if !source.id.isEmpty, nodesByID[source.id] == nil { nodesByID[source.id] = index }
    if source.kind == "scrollView", let scroll = view as? UIScrollView {
      // A run-time scroll view: its own content guide, whose solved size is its `contentSize`.
      contentGuides[ObjectIdentifier(view)] = scroll.contentLayoutGuide
    } else if StoryboardSceneBuilder.scrollingKinds.contains(source.kind) {
      let content = ScrollContentLayoutGuide()
      view.addLayoutGuide(content)
      contentGuides[ObjectIdentifier(view)] = content
      let placing = [
        content.leftAnchor.constraint(equalTo: view.leftAnchor),
        content.topAnchor.constraint(equalTo: view.topAnchor),
        content.widthAnchor.constraint(greaterThanOrEqualToConstant: 0),
        content.heightAnchor.constraint(greaterThanOrEqualToConstant: 0),
      ]
      // UIKit's own, as its scroll views' content area is: neither the document's nor the app's.
      for constraint in placing { constraint.isSystemConstraint = true }
      NSLayoutConstraint.activate(placing)
    }
    for guide in source.layoutGuides where !guide.id.isEmpty {
      switch guide.role {
      case .safeArea: guidesByID[guide.id] = (view.safeAreaLayoutGuide, index)
      case .contentLayoutGuide:
        if let content = contentGuides[ObjectIdentifier(view)] { guidesByID[guide.id] = (content, index) }
      case .frameLayoutGuide: guidesByID[guide.id] = (view, index)
      default: break
      }
    }
  }

  /// The document children of a view: its subviews, plus a cell's or visual effect view's
  /// content view (which fills the effect view by its autoresizing mask).
  static func children(of source: IBView) -> [IBView] {
    var result = source.subviews
    if source.kind.hasSuffix("Cell") || source.kind == "visualEffectView", let content = source.contentView {
      result.insert(content, at: 0)
    }
    return result
  }

  /// The content view a UIKit view makes for itself (a runtime table or collection cell's, an
  /// effect view's).
  private static func ownContentView(of view: UIView) -> UIView? {
    (view as? UITableViewCell)?.contentView ?? (view as? UICollectionViewCell)?.contentView
      ?? (view as? UIVisualEffectView)?.contentView
  }

  /// Builds every descendant, installed or not; `applyVariations` puts them in the hierarchy.
  /// A table's or collection view's cells come after its subviews, where Interface Builder
  /// draws them.
  private func buildChildren(of parent: Int) {
    for child in StoryboardSceneBuilder.children(of: nodes[parent].source) {
      let view: UIView
      if child.key == "contentView", let ownContent = StoryboardSceneBuilder.ownContentView(of: nodes[parent].view) {
        // A runtime cell or an effect view already has its content view: the document's becomes that one.
        view = ownContent
        StoryboardSceneBuilder.configure(view, from: child.resolved(shallowFor: .any), context: context)
      } else {
        view = StoryboardSceneBuilder.makeView(
          for: child.resolved(shallowFor: .any), resources: resources, context: context,
          contentSizeCategory: contentSizeCategory)
      }
      if child.key == "contentView", child.frame == nil,
        let frame = frame(ofUnframedContentViewIn: nodes[parent].source)
      {
        view.frame = frame
      }
      // A table cell's content view drawn on the canvas has UIKit's cell margins wherever the
      // cell is drawn: in a table's rows or at the top of a xib (a runtime cell keeps its own).
      let cell = nodes[parent].source
      if child.key == "contentView", cell.kind == "tableViewCell", child.layoutMargins == nil,
        let margins = context.canvas?.contentMargins(
          screenWidth: marginReferenceWidth, hasAccessory: (cell.accessoryType ?? "none") != "none",
          isInRootTable: nodes[parent].parent.map { nodes[$0].source.kind != "tableView" || $0 == 0 } ?? true)
      {
        view.layoutMargins = margins
      }
      addNode(child, view: view, parent: parent)
      buildChildren(of: nodes.count - 1)
    }
    if context.canvas != nil, let cell = nodes[parent].view as? UITableViewCell { adoptStandardViews(of: cell, at: parent) }
    // A runtime table or collection view gets its cells from the storyboard loader
    // (`StoryboardTableContent`, `StoryboardCollectionContent`); the canvas places its own rows,
    // in the table it builds too.
    guard let canvas = context.canvas, !(nodes[parent].view is UICollectionView) else { return }
    let container = nodes[parent].source
    let barInset = isAdjustedForBars(parent) ? tableBarInset : 0
    let rows = canvas.rows(of: container, in: nodes[parent].view, barInset: barInset)
    let isTable = container.kind == "tableView"
    // Rows follow one another when one of them sizes itself, so the rows below move with it.
    let chainsRows = rows.contains { $0.isSelfSizing }
    var previous: (cell: UIView, frame: CGRect)?
    var placedCells: [IndexPath: UITableViewCell] = [:]
    for row in rows {
      let cell = StoryboardSceneBuilder.makeView(
        for: row.cell.resolved(shallowFor: .any), resources: resources, context: context,
        contentSizeCategory: contentSizeCategory)
      addNode(row.cell, view: cell, parent: parent)
      let cellIndex = nodes.count - 1
      buildChildren(of: cellIndex)
      if let indexPath = row.indexPath, let tableCell = cell as? UITableViewCell { placedCells[indexPath] = tableCell }
      // A table row spans the table's width at its offset, as UITableView places it (a
      // collection item keeps its size); its content view fills it less the accessory and
      // separator.
      let containerView = nodes[parent].view
      cell.translatesAutoresizingMaskIntoConstraints = false
      let top =
        if chainsRows, let previous {
          cell.topAnchor.constraint(equalTo: previous.cell.bottomAnchor, constant: row.frame.minY - previous.frame.maxY)
        } else {
          cell.topAnchor.constraint(equalTo: containerView.topAnchor, constant: row.frame.minY)
        }
      previous = (cell, row.frame)
      rowConstraints += [
        cell.leftAnchor.constraint(equalTo: containerView.leftAnchor, constant: row.frame.minX), top,
        isTable
          ? cell.widthAnchor.constraint(equalTo: containerView.widthAnchor, constant: -2 * row.sideInset)
          : cell.widthAnchor.constraint(equalToConstant: row.frame.width),
      ]
      cellNodes.insert(cellIndex)
      if let contentFrame = row.contentFrame, let content = nodes[cellIndex].children.first,
        nodes[content].source.key == "contentView"
      {
        let contentView = nodes[content].view
        contentView.translatesAutoresizingMaskIntoConstraints = false
        rowConstraints += [
          // Leading: right to left, UIKit's content view sits after the accessory, at the right.
          contentView.leadingAnchor.constraint(equalTo: cell.leadingAnchor),
          contentView.topAnchor.constraint(equalTo: cell.topAnchor),
          contentView.widthAnchor.constraint(equalTo: cell.widthAnchor, constant: contentFrame.width - row.frame.width),
        ]
        if row.isSelfSizing {
          // UITableView's automatic dimension: first the content view's fitting height (its
          // height held at `fittingSizeLevel`, as `systemLayoutSizeFitting` does), then the row
          // that height and a separator make (`settleSelfSizingRows`).
          let fitting = contentView.heightAnchor.constraint(equalToConstant: 0)
          fitting.priority = .fittingSizeLevel
          rowConstraints += [
            fitting,
            cell.heightAnchor.constraint(equalTo: contentView.heightAnchor, constant: row.frame.height - contentFrame.height),
          ]
          selfSizingRows.append(
            SelfSizingRow(
              contentView: contentView, table: containerView,
              hasSeparators: container.attribute("separatorStyle") != "none",
              standard: standardStyle(of: row.cell, from: cellIndex)))
        } else {
          rowConstraints += [
            contentView.heightAnchor.constraint(equalToConstant: contentFrame.height),
            cell.heightAnchor.constraint(equalToConstant: row.frame.height),
          ]
        }
        cellNodes.insert(content)
      } else {
        rowConstraints.append(cell.heightAnchor.constraint(equalToConstant: row.frame.height))
      }
    }
    if let table = nodes[parent].view as? UITableView {
      showPlacedRows(placedCells, in: table, from: container)
    }
  }

  /// A standard-style cell's style and labels among the nodes built for it from `cellIndex`.
  private func standardStyle(of cell: IBView, from cellIndex: Int) -> (style: UITableViewCell.CellStyle, labels: [UILabel])? {
    guard cell.style != nil else { return nil }
    let ids = [cell.textLabelID, cell.detailTextLabelID].compactMap { $0 }
    let labels = ids.compactMap { id in nodes[cellIndex...].first { $0.source.id == id }?.view as? UILabel }
    return (UITableViewCell.CellStyle(interfaceBuilderName: cell.style), labels)
  }

  /// Whether the scroll view at `index` is the one whose content inset iOS 7–10's
  /// `automaticallyAdjustsScrollViewInsets` adjusts: the root view, else the root's first
  /// subview (UIKit adjusted only the scroll view at index 0), here only when it starts at the
  /// root's top, under the bars (two collection views of the corpus store the inset so).
  private func isAdjustedForBars(_ index: Int) -> Bool {
    if index == 0 { return true }
    return nodes[index].parent == 0 && nodes[0].children.first == index
      && !StoryboardSceneBuilder.scrollingKinds.contains(nodes[0].source.kind) && (nodes[index].source.frame?.y ?? 1) == 0
  }

  /// The width the system minimum layout margins of a controller's views follow: the canvas
  /// device's (a 375-point form sheet or popover drawn on a 414-point iPhone keeps 20-point
  /// margins, as 11 cells of the corpus store), else the root's own. A xib's top-level cell
  /// resized from the Object Library's 320 points follows the device too: 380- and 396-point
  /// cells on 414-point iPhones store 20-point margins (nRF-Mesh, ChatSecure, woocommerce),
  /// 320-point ones of the same projects and Xcodes 16 (nRF-Mesh, ProtonVPN, OnionBrowser).
  /// Unconfirmed why: Interface Builder's own hosting of such cells is not documented.
  private var marginReferenceWidth: CGFloat {
    let rootWidth = CGFloat(nodes[0].source.frame?.width ?? 0)
    let isResizedXibCell = nodes[0].source.kind == "tableViewCell" && rootWidth > StoryboardSceneBuilder.templateCellWidth
    guard hasController || isResizedXibCell, let device = document.catalogDevice else { return rootWidth }
    let orientation: UIInterfaceOrientation = document.device?.orientation == "landscape" ? .landscapeLeft : .portrait
    return device.size(in: orientation).width
  }

  /// The frame of a cell's content view the document does not store (Xcode 6 and 7 wrote none
  /// for the content views of top-level xib cells): the canvas's, else the cell's bounds, which
  /// UIKit's content view fills.
  private func frame(ofUnframedContentViewIn cell: IBView) -> CGRect? {
    if let canvas = context.canvas { return canvas.frame(ofUnframedContentViewIn: cell) }
    guard cell.kind.hasSuffix("Cell"), let frame = cell.frame else { return nil }
    return CGRect(x: 0, y: 0, width: frame.width, height: frame.height)
  }

  /// Interface Builder gives a view that no constraint mentions fixed-frame prototyping
  /// constraints at build time; the stored frame with an empty autoresizing mask does the same.
  private func prototypeUnconstrainedViews() {
    var mentioned: Set<String> = []
    for record in constraintRecords where isBuilt(record.source) {
      if let first = record.source.firstItemID { mentioned.insert(first) }
      if let second = record.source.secondItemID { mentioned.insert(second) }
    }
    for (index, node) in nodes.enumerated().dropFirst()
    where !cellNodes.contains(index) && !node.view.translatesAutoresizingMaskIntoConstraints && !mentioned.contains(node.source.id)
      && !(node.view.superview is UIStackView) && !(node.parent.map { nodes[$0].view is UIStackView } ?? false)
    {
      node.view.autoresizingMask = []
      node.view.translatesAutoresizingMaskIntoConstraints = true
    }
  }
}

extension IBView {
  /// This view's own values for a size class (its subtree untouched).
  func resolved(shallowFor sizeClasses: IBSizeClassPair) -> IBView {
    IBView(element: IBVariationResolver(sizeClasses).resolve(element, recursive: false))
  }
}
