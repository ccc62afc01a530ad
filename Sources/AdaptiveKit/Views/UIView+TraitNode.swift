// UIView's trait-node methods live in the class body so that subclasses (UIWindow) can override them.
extension UIView: TraitNode {}
