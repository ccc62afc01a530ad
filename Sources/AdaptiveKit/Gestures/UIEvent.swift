import Foundation

/// An event passed to hit testing and responders. AdaptiveKit has no touch hardware: events are
/// made by code (tests, simulated taps) and carry their type and time.
@preconcurrency @MainActor
open class UIEvent: NSObject {
  /// What kind of event it is.
  public enum EventType: Int, Sendable {
    case touches = 0, motion, remoteControl, presses
    case scroll = 10, hover, transform
  }

  /// A finer kind, for motion and remote-control events.
  public enum EventSubtype: Int, Sendable {
    case none = 0, motionShake = 1
    case remoteControlPlay = 100, remoteControlPause, remoteControlStop, remoteControlTogglePlayPause,
      remoteControlNextTrack, remoteControlPreviousTrack, remoteControlBeginSeekingBackward,
      remoteControlEndSeekingBackward, remoteControlBeginSeekingForward, remoteControlEndSeekingForward
  }

  private let storedType: EventType
  private let storedSubtype: EventSubtype
  private let storedTimestamp: TimeInterval

  /// Creates a touch event stamped with the system's uptime, as UIKit stamps events.
  public override convenience init() {
    self.init(type: .touches, subtype: .none, timestamp: ProcessInfo.processInfo.systemUptime)
  }

  /// Creates an event of a given type (AdaptiveKit addition: UIKit makes its events itself).
  public init(type: EventType, subtype: EventSubtype = .none, timestamp: TimeInterval) {
    storedType = type
    storedSubtype = subtype
    storedTimestamp = timestamp
    super.init()
  }

  /// The event's type.
  open var type: EventType { storedType }
  /// The event's subtype.
  open var subtype: EventSubtype { storedSubtype }
  /// When the event happened, in seconds since the system started.
  open var timestamp: TimeInterval { storedTimestamp }
}
