import Foundation

/// A document's edit history on disk, beside its backups (`Main.storyboard.adaptive-history`), so
/// undo and redo outlive the server process. Each step still replays only when the file is
/// exactly what the step left (`DesignerWorkspace.undo(_:)`), so a history read after the file
/// changed elsewhere refuses rather than discards that change.
enum EditHistoryFile {
  /// The layout of the file; a history written in another layout is not read (and is replaced by
  /// the next edit), since its steps cannot be trusted to mean the same.
  static let formatVersion = 2
  /// The first layout, whose steps held the whole file before and after; still read (converted).
  static let wholeFileFormatVersion = 1
  /// Appended to the document's file name.
  static let suffix = ".adaptive-history"

  /// What is written: the format, the document's file name (a history copied beside another
  /// document is not its history), and the steps.
  private struct Contents: Codable {
    var formatVersion: Int
    var document: String
    var history: EditHistory
  }

  /// Format 1: each step's whole files.
  private struct WholeFileContents: Decodable {
    struct History: Decodable {
      var undoSteps: [Step]
      var redoSteps: [Step]
    }
    struct Step: Decodable {
      var label: String
      var before: Data
      var after: Data
    }
    var history: History
  }

  /// The part of every format that says which format it is, read before the rest.
  private struct Header: Codable {
    var formatVersion: Int
    var document: String
  }

  /// Why a history could not be read or written, naming the file.
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// The history file of the document at `documentPath`.
  static func url(forDocumentAt documentPath: String) -> URL {
    URL(fileURLWithPath: documentPath + suffix)
  }

  /// The history saved for the document at `documentPath`; an empty one when there is no file.
  static func read(forDocumentAt documentPath: String) throws(Failure) -> EditHistory {
    let url = url(forDocumentAt: documentPath)
    guard FileManager.default.fileExists(atPath: url.path) else { return EditHistory() }
    let unreadable = "undo starts afresh and the next edit replaces the file"
    do {
      let data = try Data(contentsOf: url)
      let header = try JSONDecoder().decode(Header.self, from: data)
      let name = URL(fileURLWithPath: documentPath).lastPathComponent
      let readable = [formatVersion, wholeFileFormatVersion]
      guard readable.contains(header.formatVersion), header.document == name else {
        throw Failure(
          description: "\(url.lastPathComponent): a history of format \(header.formatVersion) for '\(header.document)', "
            + "not format \(formatVersion) for '\(name)'; \(unreadable)")
      }
      if header.formatVersion == wholeFileFormatVersion {
        let old = try JSONDecoder().decode(WholeFileContents.self, from: data).history
        return EditHistory(
          undoFiles: old.undoSteps.map { ($0.label, $0.before, $0.after) },
          redoFiles: old.redoSteps.map { ($0.label, $0.before, $0.after) })
      }
      return try JSONDecoder().decode(Contents.self, from: data).history
    } catch let failure as Failure {
      throw failure
    } catch {
      throw Failure(description: "\(url.lastPathComponent): not an edit history this server can read (\(error)); \(unreadable)")
    }
  }

  /// Writes `history` for the document at `documentPath`, atomically.
  static func write(_ history: EditHistory, forDocumentAt documentPath: String) throws(Failure) {
    let url = url(forDocumentAt: documentPath)
    let contents = Contents(
      formatVersion: formatVersion, document: URL(fileURLWithPath: documentPath).lastPathComponent, history: history)
    do {
      try JSONEncoder().encode(contents).write(to: url, options: .atomic)
    } catch {
      throw Failure(description: "\(url.lastPathComponent): the undo history was not saved: \(error.localizedDescription)")
    }
  }
}
