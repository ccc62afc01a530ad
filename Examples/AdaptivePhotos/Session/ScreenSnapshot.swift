import AdaptiveKit
import Foundation

/// What a user sees at one step of the session: the device, the split view's state, each visible
/// column (its controller, title, rows and key frames) and a presented controller if any.
struct ScreenSnapshot: Sendable, Equatable {
  /// One table row as drawn.
  struct Row: Sendable, Equatable {
    var text: String
    var hasDisclosureIndicator: Bool
    var isSelected: Bool
  }

  /// One visible column (or the presented sheet).
  struct Column: Sendable, Equatable {
    /// The visible controller's class, e.g. `ConversationViewController`.
    var controller: String
    /// Its title (the navigation bar's), empty when none.
    var title: String
    /// Titles of the navigation stack, bottom first (just the controller when not in one).
    var stack: [String]
    /// The column's frame in the window.
    var frame: CGRect
    /// Table rows, when the controller is a list.
    var rows: [Row]
    /// Frames of the views that matter on this screen (photo, caption, stars, labels), in the window.
    var frames: [String: CGRect]
    /// The rating control's filled stars and star size, when a photo is shown.
    var rating: Int?
    var starSize: CGSize?
  }

  var device: String
  var orientation: String
  /// The split view's size classes, e.g. `wR hC`.
  var sizeClasses: String
  var isCollapsed: Bool
  /// Primary then secondary when expanded; one column when collapsed.
  var columns: [Column]
  /// The window's size, to tell a full-screen presentation from a form sheet.
  var presentationScreenSize: CGSize
  /// The presented controller (the profile), when one is on screen.
  var presented: Column?

  /// The printout: a headline, then one block per column.
  var lines: [String] {
    var result = [
      "\(device), \(orientation), \(sizeClasses): "
        + (isCollapsed ? "split view collapsed (one column)" : "split view expanded (primary | detail side by side)")
    ]
    for (index, column) in columns.enumerated() {
      var role = isCollapsed ? "screen" : index == 0 ? "primary" : "detail"
      // Under a full-screen presentation UIKit takes the split view out of the window, so its
      // frames are the ones it had before; say so rather than print them as current.
      if let presented, presented.frame.size == presentationScreenSize { role = "behind the sheet, " + role }
      result += ScreenSnapshot.describe(column, role: role)
    }
    if let presented { result += ScreenSnapshot.describe(presented, role: "presented") }
    return result
  }

  private static func describe(_ column: Column, role: String) -> [String] {
    var lines = ["  \(role): \(column.controller) \"\(column.title)\" at \(format(column.frame))"]
    if column.stack.count > 1 { lines.append("    navigation stack: " + column.stack.joined(separator: " › ")) }
    for row in column.rows {
      lines.append("    \(row.isSelected ? "▶" : " ") \(row.text)\(row.hasDisclosureIndicator ? "  ›" : "")")
    }
    if let rating = column.rating, let size = column.starSize {
      lines.append("    rating: \(String(repeating: "★", count: rating))\(String(repeating: "☆", count: RatingControl.maximumRating - rating)) (stars \(number(size.width)) pt)")
    }
    for (name, frame) in column.frames.sorted(by: { $0.key < $1.key }) {
      lines.append("    \(name): \(format(frame))")
    }
    return lines
  }

  static func format(_ rect: CGRect) -> String {
    "(\(number(rect.minX)), \(number(rect.minY)), \(number(rect.width)) × \(number(rect.height)))"
  }

  static func number(_ value: CGFloat) -> String {
    value == value.rounded() ? String(Int(value)) : String(format: "%.1f", Double(value))
  }
}
