import Foundation

extension UICollectionView {
  // MARK: Data and layout

  /// Reads the section and item counts from the data source when they are missing.
  func ensureData() {
    guard itemCounts == nil else { return }
    guard let source = dataSource else {
      itemCounts = []
      return
    }
    let sections = Swift.max(0, source.numberOfSections(in: self))
    itemCounts = (0..<sections).map { Swift.max(0, source.collectionView(self, numberOfItemsInSection: $0)) }
  }

  /// Prepares the layout when it was invalidated, and takes its content size. A new content
  /// size can change the adjusted content inset (the safe area joins it once the content
  /// scrolls), which invalidates the layout again: it is prepared until it settles.
  func prepareLayoutIfNeeded() {
    ensureData()
    let layout = collectionViewLayout
    for _ in 0..<3 where layout.needsPrepare {
      layout.needsPrepare = false
      layout.prepare()
      let size = layout.collectionViewContentSize
      if contentSize != size { contentSize = size }
    }
  }

  /// Whether `indexPath` names an item of the data.
  func containsItem(_ indexPath: IndexPath) -> Bool {
    ensureData()
    guard indexPath.count == 2, let counts = itemCounts, counts.indices.contains(indexPath.section) else { return false }
    return (0..<counts[indexPath.section]).contains(indexPath.item)
  }

  // MARK: Tiling

  /// Gives every item in the visible rectangle a cell and every supplementary view there a view,
  /// placed by the layout's attributes; recycles the others. Self-sizing cells (a layout with
  /// estimated sizes) are measured as they appear, which moves the items after them, so the
  /// pass repeats until the sizes settle.
  func tile() {
    guard !isTiling else { return }
    isTiling = true
    defer { isTiling = false }
    var viewsChanged = false
    for _ in 0..<8 {
      prepareLayoutIfNeeded()
      let visible = bounds
      let attributes = (collectionViewLayout.layoutAttributesForElements(in: visible) ?? []).filter {
        $0.frame.sharesArea(with: visible)
      }
      var cells: [IndexPath: UICollectionViewLayoutAttributes] = [:]
      var supplementary: [SupplementaryElement: UICollectionViewLayoutAttributes] = [:]
      // The layout's own order breaks ties between supplementary views of one index path (a
      // section's header and footer), so the views join the hierarchy in the same order on every run.
      var supplementaryOrder: [SupplementaryElement] = []
      for item in attributes {
        switch item.representedElementCategory {
        case .cell where containsItem(item.indexPath): cells[item.indexPath] = item
        case .supplementaryView:
          let element = SupplementaryElement(kind: item.representedElementKind ?? "", indexPath: item.indexPath)
          if supplementary.updateValue(item, forKey: element) == nil { supplementaryOrder.append(element) }
        default: break
        }
      }
      for (indexPath, cell) in visibleCellsByIndexPath where cells[indexPath] == nil {
        visibleCellsByIndexPath[indexPath] = nil
        recycle(cell, at: indexPath)
        viewsChanged = true
      }
      for (element, view) in visibleSupplementaryViews where supplementary[element] == nil {
        visibleSupplementaryViews[element] = nil
        recycle(view, as: element)
        viewsChanged = true
      }
      var resized = false
      for (indexPath, item) in cells.sorted(by: { $0.key < $1.key }) {
        if let cell = visibleCellsByIndexPath[indexPath] {
          place(cell, item)
          continue
        }
        guard let cell = dataSource?.collectionView(self, cellForItemAt: indexPath) else { continue }
        viewsChanged = true
        visibleCellsByIndexPath[indexPath] = cell
        if cell.superview !== self { insertSubview(cell, at: backgroundView == nil ? 0 : 1) }
        place(cell, item)
        cell.isSelected = selectedIndexPaths.contains(indexPath)
        collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
        let preferred = cell.preferredLayoutAttributesFitting(item)
        if collectionViewLayout.acceptPreferredAttributes(preferred, original: item) {
          collectionViewLayout.invalidateLayout()
          resized = true
        }
      }
      let orderedSupplementary = supplementaryOrder.enumerated().sorted {
        ($0.element.indexPath, $0.offset) < ($1.element.indexPath, $1.offset)
      }
      for (_, element) in orderedSupplementary {
        guard let item = supplementary[element] else { continue }
        if let view = visibleSupplementaryViews[element] {
          view.apply(item)
          continue
        }
        guard let source = dataSource else { continue }
        let view = source.collectionView(self, viewForSupplementaryElementOfKind: element.kind, at: element.indexPath)
        viewsChanged = true
        visibleSupplementaryViews[element] = view
        if view.superview !== self { addSubview(view) }
        view.apply(item)
        collectionDelegate?.collectionView(
          self, willDisplaySupplementaryView: view, forElementKind: element.kind, at: element.indexPath)
      }
      if !resized { break }
    }
    // Cells with constraints joined the hierarchy (or changed size): solve them now, as UIKit
    // lays cells out before they are shown.
    let views: [UIView] = Array(visibleCellsByIndexPath.values) + Array(visibleSupplementaryViews.values)
    if viewsChanged, views.contains(where: { CellSizing.hasConstraints($0) }) {
      let root = hierarchyRoot
      root.needsConstraintSolve = true
      root.solveConstraintsIfNeeded()
    }
  }

  private func place(_ cell: UICollectionViewCell, _ attributes: UICollectionViewLayoutAttributes) {
    cell.apply(attributes)
    cell.layoutContentView()
  }

  /// Takes a cell off screen and queues it for reuse under its identifier.
  func recycle(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
    cell.removeFromSuperview()
    collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
    if let identifier = cell.reuseIdentifier { reusableCells[identifier, default: []].append(cell) }
  }

  /// Takes a supplementary view off screen and queues it for reuse under its kind and identifier.
  func recycle(_ view: UICollectionReusableView, as element: SupplementaryElement) {
    view.removeFromSuperview()
    collectionDelegate?.collectionView(
      self, didEndDisplayingSupplementaryView: view, forElementOfKind: element.kind, at: element.indexPath)
    if let identifier = view.reuseIdentifier {
      reusableSupplementaryViews[SupplementaryKey(kind: element.kind, identifier: identifier), default: []].append(view)
    }
  }

  func recycleAllViews() {
    let cells = visibleCellsByIndexPath
    visibleCellsByIndexPath.removeAll()
    for (indexPath, cell) in cells.sorted(by: { $0.key < $1.key }) { recycle(cell, at: indexPath) }
    let views = visibleSupplementaryViews
    visibleSupplementaryViews.removeAll()
    for (element, view) in views.sorted(by: { $0.key.indexPath < $1.key.indexPath }) { recycle(view, as: element) }
  }

  // MARK: Reuse queues

  /// A queued cell (prepared for reuse), else a new one from the registration.
  func dequeueCell(_ identifier: String) -> UICollectionViewCell? {
    if var queue = reusableCells[identifier], !queue.isEmpty {
      let cell = queue.removeLast()
      reusableCells[identifier] = queue
      cell.prepareForReuse()
      return cell
    }
    return cellRegistrations[identifier].flatMap { make($0, identifier: identifier) as? UICollectionViewCell }
  }

  /// A queued supplementary view (prepared for reuse), else a new one from the registration.
  func dequeueSupplementaryView(_ key: SupplementaryKey) -> UICollectionReusableView? {
    if var queue = reusableSupplementaryViews[key], !queue.isEmpty {
      let view = queue.removeLast()
      reusableSupplementaryViews[key] = queue
      view.prepareForReuse()
      return view
    }
    return supplementaryRegistrations[key].flatMap { make($0, identifier: key.identifier) }
  }

  private func make(_ registration: Registration, identifier: String) -> UICollectionReusableView? {
    let view: UICollectionReusableView?
    switch registration {
    case .viewClass(let type):
      view = type.init(frame: .zero)
    case .nib(let nib):
      let objects = (try? nib.loadObjects(withOwner: nil, options: nil)) ?? []
      view = objects.lazy.compactMap { $0 as? UICollectionReusableView }.first
    case .prototype(let build):
      view = build()
    }
    if let view, view.reuseIdentifier == nil { view.reuseIdentifier = identifier }
    return view
  }
}
