/**
 * CSV as spreadsheets read it (RFC 4180), shared by the local spreadsheet sink, the Studio's export and the tests,
 * plus the guard that keeps visitors' text from running as a spreadsheet formula.
 */

/** Quotes a field when it holds a comma, quote or line break. */
export function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value
}

export function toCsvLine(values: readonly string[]): string {
  return `${values.map(csvCell).join(',')}\r\n`
}

/**
 * A leading apostrophe on text a spreadsheet would run as a formula (=, @, tab, or + / - not starting a plain number
 * such as the phone number "+234 803 123 4567"); spreadsheets show the rest as typed.
 */
export function neutraliseFormula(value: string): string {
  return /^(?:[=@\t\r]|[+-](?![\d\s()-]*$))/.test(value) ? `'${value}` : value
}

/** Parses quoted fields back faithfully. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const char = text[i]
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (char === '"') quoted = false
      else field += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      row.push(field)
      field = ''
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++
      row.push(field)
      rows.push(row)
      row = []
      field = ''
    } else field += char
  }
  if (field !== '' || row.length > 0) {
    row.push(field)
    rows.push(row)
  }
  return rows
}
