import Dispatch
import Foundation

extension NSObject {
  /// The `description` of a main-actor object. NSObject's `description` is nonisolated, as in
  /// UIKit; UIKit reads its ivars from any thread, but Swift must not race main-actor state, so off
  /// the main actor the description is UIKit's bare `<Class: address>` form.
  nonisolated func describedOnMainActor(_ describe: @MainActor () -> String) -> String {
    guard MainQueueCheck.isRunningOnMainQueue else { return bareDescription }
    return MainActor.assumeIsolated(describe)
  }

  /// `<Class: 0x…>`, NSObject's description in UIKit.
  nonisolated var bareDescription: String {
    "<\(type(of: self)): 0x\(String(UInt(bitPattern: ObjectIdentifier(self)), radix: 16))>"
  }
}

/// Whether the caller runs where the main actor does. On Linux `dispatchMain()` retires the
/// process's first thread and a worker drains the main queue, so `Thread.isMainThread` is false on
/// the main actor; the main queue's own marker is what tells.
enum MainQueueCheck {
  private static let key: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  static var isRunningOnMainQueue: Bool {
    Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true
  }
}
