// A chart's data as a CSV file, made in the page: a header row, then one row per line of data. Fields that
// hold a comma, a quote or a line break are quoted (RFC 4180); text that a spreadsheet would run as a formula
// (=, +, -, @ first) is written as text. A byte-order mark first, so spreadsheets read Chinese names right.
import { saveFile } from '../../../components/save-file';

export type CsvCell = string | number | null;

export interface CsvTable {
  header: string[];
  rows: CsvCell[][];
}

function cell(value: CsvCell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv({ header, rows }: CsvTable): string {
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

export function downloadCsv(name: string, table: CsvTable): void {
  saveFile(new Blob(['\ufeff', toCsv(table)], { type: 'text/csv;charset=utf-8' }), `${name}.csv`);
}
