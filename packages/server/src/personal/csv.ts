/** A CSV cell: text is quoted where needed, a number is written as it is, null is left empty. */
export type CsvCell = string | number | null;

const BOM = '\uFEFF';
// Excel runs a text cell starting with one of these as a formula; a store's title is not ours.
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: CsvCell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV file Excel opens with its Chinese intact: UTF-8 BOM, a header row, CRLF line ends. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return `${BOM}${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
