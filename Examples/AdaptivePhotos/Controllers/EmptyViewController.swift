import AdaptiveKit

/// The detail column before any photo is chosen: a plain page with a hint.
@MainActor
final class EmptyViewController: UIViewController {
  /// The hint in the middle of the page.
  let messageLabel = UILabel()

  override func loadView() {
    let view = UIView()
    view.backgroundColor = .white
    messageLabel.text = "No Photo Selected"
    messageLabel.textColor = UIColor(white: 0.55, alpha: 1)
    messageLabel.font = UIFont.preferredFont(forTextStyle: .body)
    messageLabel.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(messageLabel)
    NSLayoutConstraint.activate([
      messageLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      messageLabel.centerYAnchor.constraint(equalTo: view.centerYAnchor),
    ])
    self.view = view
  }
}
