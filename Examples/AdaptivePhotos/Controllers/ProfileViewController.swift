import AdaptiveKit

/// The user's profile: name, counts and latest photo. Its constraints come from the seeds' Visual
/// Format strings, one set for compact vertical size class (photo on the left half, labels beside
/// it) and one for regular (labels stacked above a full-width photo), swapped alongside the trait
/// transition.
@MainActor
final class ProfileViewController: UIViewController {
  /// The user shown.
  var user: User? {
    didSet { if user !== oldValue, isViewLoaded { updateUser() } }
  }

  let imageView = UIImageView()
  let nameLabel = UILabel()
  let conversationsLabel = UILabel()
  let photosLabel = UILabel()

  /// The constraints installed for the current vertical size class.
  private(set) var layoutConstraints: [NSLayoutConstraint] = []
  /// The vertical size class `layoutConstraints` were made for.
  private(set) var layoutSizeClass: UIUserInterfaceSizeClass = .unspecified

  override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    title = "Profile"
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    title = "Profile"
  }

  override func loadView() {
    let view = UIView()
    view.backgroundColor = .white
    imageView.contentMode = .scaleAspectFit
    nameLabel.font = UIFont.preferredFont(forTextStyle: .headline)
    conversationsLabel.font = UIFont.preferredFont(forTextStyle: .body)
    photosLabel.font = UIFont.preferredFont(forTextStyle: .body)
    for subview in [imageView, nameLabel, conversationsLabel, photosLabel] as [UIView] {
      subview.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(subview)
    }
    self.view = view
    updateUser()
    updateConstraints(for: traitCollection)
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    // Presented, the controller learns its real traits only now (loadView ran before it had a parent).
    if traitCollection.verticalSizeClass != layoutSizeClass { updateConstraints(for: traitCollection) }
  }

  override func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
    super.willTransition(to: newCollection, with: coordinator)
    coordinator.animate(alongsideTransition: { _ in
      self.updateConstraints(for: newCollection)
      self.view.setNeedsLayout()
    }, completion: nil)
  }

  /// Replaces the installed constraints with the seeds' set for `collection`'s vertical size class.
  func updateConstraints(for collection: UITraitCollection) {
    let views: [String: Any] = [
      "topLayoutGuide": topLayoutGuide, "imageView": imageView, "nameLabel": nameLabel,
      "conversationsLabel": conversationsLabel, "photosLabel": photosLabel,
    ]
    func visual(_ format: String) -> [NSLayoutConstraint] {
      NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: views)
    }
    var newConstraints: [NSLayoutConstraint] = []
    if collection.verticalSizeClass == .compact {
      newConstraints += visual("|[imageView]-[nameLabel]-|")
      newConstraints += visual("[imageView]-[conversationsLabel]-|")
      newConstraints += visual("[imageView]-[photosLabel]-|")
      newConstraints += visual("V:|[topLayoutGuide]-[nameLabel]-[conversationsLabel]-[photosLabel]")
      newConstraints += visual("V:|[topLayoutGuide][imageView]|")
      newConstraints.append(NSLayoutConstraint(
        item: imageView, attribute: .width, relatedBy: .equal, toItem: view, attribute: .width,
        multiplier: 0.5, constant: 0))
    } else {
      newConstraints += visual("|[imageView]|")
      newConstraints += visual("|-[nameLabel]-|")
      newConstraints += visual("|-[conversationsLabel]-|")
      newConstraints += visual("|-[photosLabel]-|")
      newConstraints += visual("V:[topLayoutGuide]-[nameLabel]-[conversationsLabel]-[photosLabel]-20-[imageView]|")
    }
    NSLayoutConstraint.deactivate(layoutConstraints)
    layoutConstraints = newConstraints
    layoutSizeClass = collection.verticalSizeClass
    NSLayoutConstraint.activate(layoutConstraints)
  }

  private func updateUser() {
    nameLabel.text = user?.name
    conversationsLabel.text = "\(user?.conversations.count ?? 0) conversations"
    photosLabel.text = "\(user?.photoCount ?? 0) photos"
    imageView.image = user?.lastPhoto?.image
  }
}
