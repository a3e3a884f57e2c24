// A text cell of a CSV the admin downloads (the tax report, the customers): quoted when it holds a comma, quote or
// line break; one a spreadsheet would take for a formula (= + - @, a tab or carriage return first) is prefixed with
// an apostrophe, since names and notes are typed by shoppers and staff (CSV formula injection).
export const csvText = (value: string): string => {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};
