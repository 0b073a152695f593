/**
 * Reads CSV back the way RFC 4180 defines it (quoted fields, doubled quotes, CRLF records), for the tests
 * of the export: what a spreadsheet or a CSV library would see in the file.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let i = 0;
  while (i < text.length) {
    const char = text[i];
    if (char === '"' && field === '') {
      // A quoted field: up to the quote that is not doubled.
      i += 1;
      for (;;) {
        const end = text.indexOf('"', i);
        if (end === -1) throw new Error('CSV: a quoted field is not closed');
        field += text.slice(i, end);
        if (text[end + 1] === '"') {
          field += '"';
          i = end + 2;
        } else {
          i = end + 1;
          break;
        }
      }
    } else if (char === ',') {
      record.push(field);
      field = '';
      i += 1;
    } else if (char === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i += 2;
    } else {
      if (char === '"' || char === '\r' || char === '\n')
        throw new Error(`CSV: ${JSON.stringify(char)} outside quotes at ${i}`);
      field += char;
      i += 1;
    }
  }
  if (field !== '' || record.length > 0) throw new Error('CSV: the last record does not end with CRLF');
  return records;
}
