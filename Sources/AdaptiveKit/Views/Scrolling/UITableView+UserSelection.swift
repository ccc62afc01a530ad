extension UITableView {
  /// A user's tap on a row, as UIKit delivers it: highlight (if the delegate allows), then
  /// `willSelectRowAt` (which may redirect or cancel), deselection of the previous row in single
  /// selection (`willDeselectRowAt`/`didDeselectRowAt`), selection, `didSelectRowAt`, and the
  /// cell's storyboard selection segues. In multiple selection a tap on a selected row deselects it.
  public func _selectRowAsUser(at indexPath: IndexPath) {
    guard allowsSelection || (isEditing && allowsSelectionDuringEditing) else { return }
    ensureGeometry()
    guard geometry?.contains(indexPath) == true else { return }
    let delegate = tableDelegate
    if delegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true {
      cellForRow(at: indexPath)?.setHighlighted(true, animated: false)
      delegate?.tableView(self, didHighlightRowAt: indexPath)
      cellForRow(at: indexPath)?.setHighlighted(false, animated: false)
      delegate?.tableView(self, didUnhighlightRowAt: indexPath)
    }
    if allowsMultipleSelection, selectedIndexPaths.contains(indexPath) {
      deselectAsUser(indexPath)
      return
    }
    // A delegate's nil cancels; without a delegate the tapped row is selected.
    let proposed = delegate.map { $0.tableView(self, willSelectRowAt: indexPath) } ?? indexPath
    guard let target = proposed, geometry?.contains(target) == true else { return }
    if !allowsMultipleSelection {
      for selected in selectedIndexPaths where selected != target { deselectAsUser(selected) }
    }
    selectRow(at: target, animated: false, scrollPosition: .none)
    NotificationCenter.default.post(name: UITableView.selectionDidChangeNotification, object: self)
    delegate?.tableView(self, didSelectRowAt: target)
    cellForRow(at: target)?._performStoryboardSelectionSegues()
  }

  /// A user's tap on a row's detail (info) button.
  public func _tapAccessoryButtonAsUser(at indexPath: IndexPath) {
    tableDelegate?.tableView(self, accessoryButtonTappedForRowWith: indexPath)
  }

  private func deselectAsUser(_ indexPath: IndexPath) {
    let proposed = tableDelegate.map { $0.tableView(self, willDeselectRowAt: indexPath) } ?? indexPath
    guard let target = proposed else { return }
    deselectRow(at: target, animated: false)
    tableDelegate?.tableView(self, didDeselectRowAt: target)
  }
}
