import AdaptiveKit

/// A shared, ordered log of callbacks for tests that check UIKit's callback sequences.
@MainActor
public final class CallbackLog {
  /// The recorded entries, oldest first.
  public private(set) var entries: [String] = []

  public init() {}

  /// Appends an entry.
  public func record(_ entry: String) { entries.append(entry) }

  /// Forgets every entry.
  public func clear() { entries.removeAll() }

  /// The entries that start with `prefix`.
  public func entries(startingWith prefix: String) -> [String] { entries.filter { $0.hasPrefix(prefix) } }
}

/// A view controller that records its trait and transition callbacks into a log.
@MainActor
open class RecorderViewController: UIViewController {
  public let name: String
  public let log: CallbackLog

  public init(name: String, log: CallbackLog) {
    self.name = name
    self.log = log
    super.init(nibName: nil, bundle: nil)
  }

  public required init?(coder: NSCoder) { nil }

  open override func willTransition(
    to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
  ) {
    log.record("\(name).willTransition(to: \(SizeClassPair(newCollection)))")
    super.willTransition(to: newCollection, with: coordinator)
    coordinator.animate(alongsideTransition: { [log, name] _ in log.record("\(name).alongside") }) {
      [log, name] _ in log.record("\(name).completion")
    }
  }

  open override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
    log.record("\(name).viewWillTransition(to: \(Int(size.width))x\(Int(size.height)))")
    super.viewWillTransition(to: size, with: coordinator)
  }

  open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    let previous = previousTraitCollection.map { SizeClassPair($0).description } ?? "nil"
    log.record("\(name).traitCollectionDidChange(previous: \(previous))")
  }

  open override func viewWillLayoutSubviews() {
    super.viewWillLayoutSubviews()
    log.record("\(name).viewWillLayoutSubviews")
  }

  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    log.record("\(name).viewWillAppear")
  }

  open override func viewIsAppearing(_ animated: Bool) {
    super.viewIsAppearing(animated)
    log.record("\(name).viewIsAppearing")
  }

  open override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    log.record("\(name).viewDidAppear")
  }
}

/// A view that records its trait callbacks into a log.
@MainActor
open class RecorderView: UIView {
  public let name: String
  public let log: CallbackLog

  public init(name: String, log: CallbackLog, frame: CGRect = .zero) {
    self.name = name
    self.log = log
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) { nil }

  open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    let previous = previousTraitCollection.map { SizeClassPair($0).description } ?? "nil"
    log.record("\(name).traitCollectionDidChange(previous: \(previous))")
  }
}

extension SizeClassPair {
  /// The size classes of a trait collection.
  public init(_ traits: UITraitCollection) {
    self.init(horizontal: traits.horizontalSizeClass, vertical: traits.verticalSizeClass)
  }
}
