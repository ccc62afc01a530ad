import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Replaces a document's bytes in one step against the bytes the edit was computed from, so a
/// change made by another program is refused rather than overwritten.
///
/// Under an exclusive `flock` on the document (the convention a cooperating writer follows: lock,
/// check that the locked file is still the one at the path, write, unlock) it compares the file
/// with the expected bytes, writes a verified backup (`X.orig`, else the first free `X.orig.N`,
/// never overwriting one), writes the new bytes to a hidden temporary file in the same folder with
/// the original's mode and owner, fsyncs it, compares once more, and renames it over the
/// document. A file with more than one hard link (or whose owner cannot be given to the new
/// file) is rewritten in place instead, so every name keeps seeing the same file.
///
/// What remains: no POSIX call compares and replaces in one step, so a writer that takes no lock
/// can still write between the last comparison and the rename. Bytes it appended to the old file
/// by the time the rename is done are carried over to the new one; a write later than that, into
/// a descriptor of the old file, is lost.
package enum GuardedFileReplacement {
  /// Why the bytes were not replaced.
  package enum Failure: Error, Equatable {
    /// The file is not the bytes the edit was computed from (or was replaced by another file).
    case changed
    /// Another program held the file's lock for longer than `lockWait`.
    case locked
    /// The file system refused a step; the text names it.
    case failed(String)
  }

  /// How long an edit waits for another program's lock on the file before giving up. Bounded
  /// because the edit runs on the server's main actor, which every other request needs too.
  package static let lockWait: Duration = .seconds(2)
  /// How long to sleep between attempts to take the lock.
  static let lockRetryMicroseconds: UInt32 = 2_000

  /// How many `.orig.N` names are tried before giving up.
  static let maximumBackupNumber = 999
  /// How often the lock is retaken when the path was replaced by another file while waiting.
  static let maximumLockAttempts = 100

  /// What a replacement wrote.
  package struct Outcome: Equatable {
    /// The backup's file name, in the document's folder.
    package var backup: String
    /// The file's bytes as written: the replacement, plus anything carried over from a writer
    /// that appended without the lock.
    package var written: Data
  }

  /// Replaces the file at `path`, which must hold exactly `expected`, with `replacement`.
  package static func replace(_ path: String, expected: Data, with replacement: Data) throws(Failure) -> Outcome {
    let descriptor = try lockedDescriptor(path)
    // Closing the descriptor releases the lock.
    defer { close(descriptor) }
    var original = stat()
    guard fstat(descriptor, &original) == 0 else { throw .failed(failure("cannot look at the file")) }
    try requireUnchanged(path, descriptor: descriptor, expected: expected)
    let backup = try writeBackup(of: expected, beside: path, like: original)
    var written = replacement
    do throws(Failure) {
      if original.st_nlink > 1 {
        try rewriteInPlace(path, descriptor: descriptor, expected: expected, replacement: replacement)
      } else if let late = try replaceByRename(path, descriptor: descriptor, like: original, expected: expected, with: replacement) {
        written.append(late)
      } else {
        try rewriteInPlace(path, descriptor: descriptor, expected: expected, replacement: replacement)
      }
    } catch .changed {
      // Nothing was saved, so the backup of this attempt is not needed.
      unlink(backup)
      throw .changed
    }
    return Outcome(backup: URL(fileURLWithPath: backup).lastPathComponent, written: written)
  }

  /// An open read-write descriptor of the file now at `path`, exclusively locked.
  private static func lockedDescriptor(_ path: String) throws(Failure) -> Int32 {
    for _ in 0..<maximumLockAttempts {
      let descriptor = open(path, O_RDWR | O_CLOEXEC | O_NOFOLLOW)
      guard descriptor >= 0 else { throw .failed(failure("cannot open the file for writing")) }
      let clock = ContinuousClock()
      let deadline = clock.now.advanced(by: lockWait)
      var result = flock(descriptor, LOCK_EX | LOCK_NB)
      while result != 0, errno == EWOULDBLOCK || errno == EINTR, clock.now < deadline {
        usleep(lockRetryMicroseconds)
        result = flock(descriptor, LOCK_EX | LOCK_NB)
      }
      guard result == 0 else {
        let busy = errno == EWOULDBLOCK || errno == EINTR
        let reason = failure("cannot lock the file")
        close(descriptor)
        throw busy ? .locked : .failed(reason)
      }
      // Whoever held the lock may have renamed another file over the path: lock that one instead.
      if isAtPath(descriptor, path) { return descriptor }
      close(descriptor)
    }
    throw .failed("the file kept being replaced while the edit waited for it")
  }

  /// Whether `descriptor` is still the file at `path`.
  private static func isAtPath(_ descriptor: Int32, _ path: String) -> Bool {
    var opened = stat()
    var named = stat()
    return fstat(descriptor, &opened) == 0 && lstat(path, &named) == 0 && opened.st_dev == named.st_dev
      && opened.st_ino == named.st_ino
  }

  /// Throws `.changed` unless the file at `path` is `descriptor`'s and holds exactly `expected`.
  private static func requireUnchanged(_ path: String, descriptor: Int32, expected: Data) throws(Failure) {
    guard isAtPath(descriptor, path), try contents(of: descriptor) == expected else { throw .changed }
  }

  /// Every byte of the open file, read from the start.
  private static func contents(of descriptor: Int32) throws(Failure) -> Data {
    var result = Data()
    var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = pread(descriptor, &buffer, buffer.count, off_t(result.count))
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else { throw .failed(failure("cannot read the file")) }
      if count == 0 { return result }
      result.append(contentsOf: buffer[0..<count])
    }
  }

  /// Writes all of `data` at `offset`.
  private static func write(_ data: Data, to descriptor: Int32, at offset: Int = 0) throws(Failure) {
    var written = 0
    while written < data.count {
      let count = data.withUnsafeBytes { bytes -> Int in
        guard let base = bytes.baseAddress else { return 0 }
        return pwrite(descriptor, base + written, data.count - written, off_t(offset + written))
      }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { throw .failed(failure("cannot write")) }
      written += count
    }
  }

  /// Writes `bytes` to the first free name of `X.orig`, `X.orig.1`, `X.orig.2`, … (created
  /// exclusively, so none is ever overwritten) with the original's mode, and reads it back.
  private static func writeBackup(of bytes: Data, beside path: String, like original: stat) throws(Failure) -> String {
    for number in 0...maximumBackupNumber {
      let name = number == 0 ? path + ".orig" : path + ".orig.\(number)"
      let descriptor = open(name, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
      if descriptor < 0, errno == EEXIST { continue }
      guard descriptor >= 0 else { throw .failed(failure("cannot create the backup \(name)")) }
      defer { close(descriptor) }
      do throws(Failure) {
        try write(bytes, to: descriptor)
        // Best effort: a file owned by someone else keeps its backup under this user.
        _ = fchown(descriptor, original.st_uid, original.st_gid)
        guard fchmod(descriptor, original.st_mode & 0o7777) == 0, fsync(descriptor) == 0 else {
          throw .failed(failure("cannot finish the backup \(name)"))
        }
        guard try contents(of: descriptor) == bytes else { throw .failed("the backup \(name) does not read back as written") }
      } catch {
        unlink(name)
        throw error
      }
      syncFolder(of: path)
      return name
    }
    throw .failed("\(path).orig through .orig.\(maximumBackupNumber) all exist: remove old backups and edit again")
  }

  /// Writes the new bytes to a temporary file beside `path` with the original's owner and mode and
  /// renames it over `path` after a last comparison; returns the bytes carried over from a late
  /// appender (usually none). Returns nil, having changed nothing, when the owner cannot be given
  /// to the new file (the caller then rewrites in place).
  private static func replaceByRename(
    _ path: String, descriptor: Int32, like original: stat, expected: Data, with replacement: Data
  ) throws(Failure) -> Data? {
    let url = URL(fileURLWithPath: path)
    // Hidden and without a document extension, so a folder scan never lists it.
    var template = Array(
      (url.deletingLastPathComponent().path + "/." + url.lastPathComponent + ".adaptive-XXXXXX").utf8CString)
    let temporary = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.map { mkstemp($0) } ?? -1 }
    guard temporary >= 0 else { throw .failed(failure("cannot create a temporary file beside it")) }
    let temporaryPath = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var renamed = false
    defer {
      close(temporary)
      if !renamed { unlink(temporaryPath) }
    }
    try write(replacement, to: temporary)
    if original.st_uid != geteuid() || original.st_gid != getegid() {
      guard fchown(temporary, original.st_uid, original.st_gid) == 0 else { return nil }
    }
    guard fchmod(temporary, original.st_mode & 0o7777) == 0, fsync(temporary) == 0 else {
      throw .failed(failure("cannot finish the new file"))
    }
    try requireUnchanged(path, descriptor: descriptor, expected: expected)
    guard rename(temporaryPath, path) == 0 else { throw .failed(failure("cannot put the new file in place")) }
    renamed = true
    let late = carryLateAppends(from: descriptor, expected: expected, to: path)
    syncFolder(of: path)
    return late
  }

  /// A writer that takes no lock may append to the old file between the last comparison and the
  /// rename, or write into it through a descriptor opened before the rename; those bytes would be
  /// lost with the old file. When the old file is the expected bytes plus more, the more is
  /// appended to the new file. (A write later still, or a change that is not an append, is not
  /// caught: only a writer that locks is safe from that.)
  private static func carryLateAppends(from old: Int32, expected: Data, to path: String) -> Data {
    guard let now = try? contents(of: old), now.count > expected.count, now.prefix(expected.count) == expected else {
      return Data()
    }
    let descriptor = open(path, O_WRONLY | O_APPEND | O_CLOEXEC | O_NOFOLLOW)
    guard descriptor >= 0 else { return Data() }
    defer { close(descriptor) }
    let late = Data(now.suffix(from: now.startIndex + expected.count))
    let count = late.withUnsafeBytes { bytes in bytes.baseAddress.map { Glibc.write(descriptor, $0, bytes.count) } ?? 0 }
    fsync(descriptor)
    return count == late.count ? late : Data()
  }

  /// Overwrites the locked file itself (after a last comparison), keeping its inode, links,
  /// owner and mode. The verified backup holds the old bytes should the write stop half-way.
  private static func rewriteInPlace(_ path: String, descriptor: Int32, expected: Data, replacement: Data)
    throws(Failure)
  {
    try requireUnchanged(path, descriptor: descriptor, expected: expected)
    try write(replacement, to: descriptor)
    guard ftruncate(descriptor, off_t(replacement.count)) == 0, fsync(descriptor) == 0 else {
      throw .failed(failure("cannot finish rewriting the file"))
    }
  }

  /// Makes a new or renamed name in the document's folder durable.
  private static func syncFolder(of path: String) {
    let folder = open(URL(fileURLWithPath: path).deletingLastPathComponent().path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard folder >= 0 else { return }
    fsync(folder)
    close(folder)
  }

  /// `what` with the system's reason.
  private static func failure(_ what: String) -> String {
    "\(what): \(String(cString: strerror(errno)))"
  }
}
