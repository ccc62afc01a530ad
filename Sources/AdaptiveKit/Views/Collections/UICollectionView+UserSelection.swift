import Foundation

extension UICollectionView {
  /// A user's tap on an item, as UIKit delivers it: highlight (if the delegate allows), then in
  /// multiple selection a tap on a selected item deselects it (if `shouldDeselectItemAt`
  /// allows); otherwise `shouldSelectItemAt`, deselection of the previous item in single
  /// selection (`didDeselectItemAt`), selection, `didSelectItemAt`, and the cell's storyboard
  /// selection segues.
  public func _selectItemAsUser(at indexPath: IndexPath) {
    guard allowsSelection, containsItem(indexPath) else { return }
    let delegate = collectionDelegate
    if delegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true {
      cellForItem(at: indexPath)?.isHighlighted = true
      delegate?.collectionView(self, didHighlightItemAt: indexPath)
      cellForItem(at: indexPath)?.isHighlighted = false
      delegate?.collectionView(self, didUnhighlightItemAt: indexPath)
    }
    if allowsMultipleSelection, selectedIndexPaths.contains(indexPath) {
      deselectAsUser(indexPath)
      return
    }
    guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
    if !allowsMultipleSelection {
      for selected in selectedIndexPaths where selected != indexPath { deselectAsUser(selected) }
    }
    selectItem(at: indexPath, animated: false, scrollPosition: [])
    delegate?.collectionView(self, didSelectItemAt: indexPath)
    cellForItem(at: indexPath)?._performStoryboardSelectionSegues()
  }

  private func deselectAsUser(_ indexPath: IndexPath) {
    guard collectionDelegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
    deselectItem(at: indexPath, animated: false)
    collectionDelegate?.collectionView(self, didDeselectItemAt: indexPath)
  }
}
