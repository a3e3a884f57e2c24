// Counts the SQL statements and round trips the app sends, through the storage's observer hook (nothing
// counts in the product). Importing this module installs the counter.
import { observeStatements } from "@/lib/storage/db";

export const statementCounter = { count: 0, roundTrips: 0 };

observeStatements((statements, roundTrips) => {
  statementCounter.count += statements;
  statementCounter.roundTrips += roundTrips;
});
