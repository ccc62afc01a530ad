/// UIKit's console message for required constraints that cannot all hold.
enum ConflictReport {
  static func text(breaking broken: String, involved: [String]) -> String {
    var lines = [
      "Unable to simultaneously satisfy constraints.",
      "\tProbably at least one of the constraints in the following list is one you don't want. ",
      "\tTry this: ",
      "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
      "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ",
      "(",
    ]
    lines += involved.map { "    \"\($0)\"" }.enumerated().map { index, line in
      index < involved.count - 1 ? line + "," : line
    }
    lines += [")", "", "Will attempt to recover by breaking constraint ", broken]
    return lines.joined(separator: "\n")
  }
}
