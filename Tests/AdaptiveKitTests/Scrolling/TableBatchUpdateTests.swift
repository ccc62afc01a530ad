import AdaptiveKit
import Foundation
import Testing

@MainActor
@Suite("Batch updates are checked against the data source with UIKit's messages")
struct TableBatchUpdateTests {
  @Test("Inserting and deleting rows that match the data source updates the table")
  func consistentUpdates() throws {
    let source = RecordingTableSource([rows(3)])
    let table = makeTable(source)
    source.sections[0].insert("New", at: 1)
    try table.validatedPerformBatchUpdates {
      table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
    }
    table.layoutIfNeeded()
    #expect(table.numberOfRows(inSection: 0) == 4)
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "New")
    source.sections[0].remove(at: 0)
    source.sections.append(rows(2, prefix: "S"))
    var completed = false
    table.performBatchUpdates({
      table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
      table.insertSections(IndexSet(integer: 1), with: .fade)
    }, completion: { completed = $0 })
    #expect(completed)
    table.layoutIfNeeded()
    #expect(table.numberOfSections == 2)
    #expect(table.numberOfRows(inSection: 0) == 3)
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 1))?.textLabel?.text == "S 0")
  }

  @Test("A row count that does not add up throws UIKit's invalid-update message")
  func invalidRowCount() {
    let source = RecordingTableSource([rows(4)])
    let table = makeTable(source)
    source.sections[0].append("Unannounced")
    let expected = UITableViewError.invalidRowCount(section: 0, after: 5, before: 4, inserted: 0, deleted: 0)
    #expect(throws: expected, "even an empty batch checks the counts") { try table.validatedPerformBatchUpdates(nil) }
    #expect(table.numberOfRows(inSection: 0) == 5, "after a failed update the table reloads")
    source.sections[0].append("Another")
    #expect(throws: UITableViewError.invalidRowCount(section: 0, after: 6, before: 5, inserted: 1, deleted: 1)) {
      try table.validatedPerformBatchUpdates {
        table.beginUpdates()
        table.insertSections(IndexSet(), with: .none)
        table.endUpdates()
        table.deleteRows(at: [IndexPath(row: 3, section: 0)], with: .none)
        table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .none)
      }
    }
    #expect(expected.description.hasPrefix(
      "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (5) must be equal to the number of rows contained in that section before the update (4), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted)"))
  }

  @Test("Section counts and out-of-range rows are refused too")
  func invalidSectionsAndRows() {
    let source = RecordingTableSource([rows(2), rows(2)])
    let table = makeTable(source)
    source.sections.removeLast()
    #expect(throws: UITableViewError.invalidSectionCount(after: 1, before: 2, inserted: 1, deleted: 0)) {
      try table.validatedPerformBatchUpdates { table.insertSections(IndexSet(integer: 0), with: .none) }
    }
    #expect(throws: UITableViewError.deleteOutOfRange(IndexPath(row: 7, section: 0), rowsBefore: 2)) {
      try table.validatedPerformBatchUpdates { table.deleteRows(at: [IndexPath(row: 7, section: 0)], with: .none) }
    }
    #expect(UITableViewError.invalidSectionCount(after: 1, before: 2, inserted: 1, deleted: 0).description
      == "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (1) must be equal to the number of sections contained in the table view before the update (2), plus or minus the number of sections inserted or deleted (1 inserted, 0 deleted).")
  }

  @Test("Selected rows follow insertions and are dropped when deleted")
  func selectionFollowsUpdates() throws {
    let source = RecordingTableSource([rows(5)])
    let table = makeTable(source)
    table.allowsMultipleSelection = true
    table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
    table.selectRow(at: IndexPath(row: 4, section: 0), animated: false, scrollPosition: .none)
    source.sections[0].insert("Top", at: 0)
    source.sections[0].remove(at: 5)
    try table.validatedPerformBatchUpdates {
      table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .top)
      table.deleteRows(at: [IndexPath(row: 4, section: 0)], with: .top)
    }
    #expect(table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
  }
}
