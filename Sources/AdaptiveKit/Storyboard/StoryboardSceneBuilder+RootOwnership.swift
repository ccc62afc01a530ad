extension StoryboardSceneBuilder {
  /// Makes the root view the builder's owner: the root keeps the builder (its variations, the
  /// uninstalled views and the constraints they take along) and the builder refers to the root
  /// weakly. A nib's top-level view then re-applies its size-class variations for as long as it
  /// lives, whoever owns the nib (none, an `NSObject`, a controller that let the view go): UIKit
  /// keeps a nib's variations in the objects it decodes, so nothing else has to stay alive, and
  /// dropping the view frees everything (no cycle: the views refer to their superviews weakly,
  /// constraints to their items weakly, the trait registration to the builder weakly).
  package func makeRootViewOwner() {
    let root = rootView
    guard !root.retainedSceneLayouts.contains(where: { $0 === self }) else { return }
    nodes[0].holdViewWeakly()
    root.retainedSceneLayouts.append(self)
  }
}
