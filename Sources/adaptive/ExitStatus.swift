/// The exit statuses every `adaptive` command shares, so a CI job reads them the same way
/// whichever command it runs; a thrown `CommandFailure` carries one.
enum ExitStatus: Int32 {
  /// Nothing to report.
  case clean = 0
  /// The command ran and found something: lint errors, a missed `--min-agreement`, documents
  /// that did not decode or render, or decoder warnings under `--warnings-as-errors`.
  case findings = 1
  /// The command could not run as asked: a bad option, or a path that is missing, unreadable
  /// or not a document.
  case usage = 2

  /// The scheme as one paragraph for every command's `--help`.
  static let helpText = """
    Exit status: 0 clean; 1 findings (lint errors, a missed threshold, documents that did not \
    decode or render, decoder warnings with --warnings-as-errors); 2 a usage or input error \
    (an unknown option or value, a path that is missing, unreadable or not a regular file).
    """
}
