import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { decodeFileBytes, readProductFile } from './read-import-file';

const HEADER = 'name,sku,price,category';

/** A file as the admin's browser hands it over: its bytes, as a spreadsheet saved them. */
function fileOf(bytes: Uint8Array<ArrayBuffer> | string, name = 'products.csv'): File {
  return new File([typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes], name, { type: 'text/csv' });
}

/** Text as Windows-1252 (and Latin-1) write it: one byte per character, for the characters both share. */
function windows1252(text: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from([...text].map((character) => character.charCodeAt(0)));
}

function utf16le(text: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(2 + text.length * 2);
  bytes.set([0xff, 0xfe]);
  [...text].forEach((character, index) => {
    const code = character.charCodeAt(0);
    bytes[2 + index * 2] = code & 0xff;
    bytes[3 + index * 2] = code >> 8;
  });
  return bytes;
}

describe('a CSV file that cannot be read as a table', () => {
  test('a quote left open is reported by its line, and the lines after it are not run together into one product', async () => {
    const text = [HEADER, 'Grinder,G-1,100,Power Tools', '"Drill,D-1,200,Power Tools', 'Saw,S-1,300,Power Tools'].join(
      '\n',
    );
    expect(await readProductFile(fileOf(text))).toEqual({ ok: false, problem: 'csv', csv: 'quote', line: 3 });
  });

  test('wherever the open quote is, the line named is the one it is on', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 30 }), async (before, after) => {
        const line = (index: number) => `Product ${index},SKU-${index},${index + 1},Others`;
        const lines = [
          HEADER,
          ...Array.from({ length: before }, (_, index) => line(index)),
          // The quote opens the second cell and nothing closes it.
          'Open,"quote,Q-1,5,Others',
          ...Array.from({ length: after }, (_, index) => line(before + index + 1)),
        ];
        expect(await readProductFile(fileOf(lines.join('\r\n')))).toEqual({
          ok: false,
          problem: 'csv',
          csv: 'quote',
          line: before + 2,
        });
      }),
      { numRuns: 40 },
    );
  });

  test('a line of more or fewer cells than the header is reported by its line (a quoted line break counts as one line)', async () => {
    const rows = [HEADER, '"Grinder\n100 mm",G-1,100,Power Tools', 'Drill,D-1,200,Power Tools,extra', 'Saw,S-1'];
    expect(await readProductFile(fileOf(rows.join('\n')))).toEqual({
      ok: false,
      problem: 'csv',
      csv: 'tooManyCells',
      line: 3,
    });
    expect(await readProductFile(fileOf([HEADER, rows[1], rows[3]].join('\n')))).toEqual({
      ok: false,
      problem: 'csv',
      csv: 'tooFewCells',
      line: 3,
    });
  });
});

describe('a file that is not UTF-8', () => {
  test('a Windows-1252 (Latin-1) file is read as what it is, and says so: Café tool, not Caf� tool', async () => {
    const read = await readProductFile(fileOf(windows1252(`${HEADER}\r\nCafé tool ½",C-1,12.50,Others\r\n`)));
    expect(read).toMatchObject({ ok: true, format: 'site', encoding: 'windows-1252' });
    expect(read.ok && read.records[0]?.name).toBe('Café tool ½"');
  });

  test('any text of Western European letters comes back as it was written', () => {
    const accented = fc.constantFrom(...'éèêëàâäçñöüÉÀÇÑ°£½'.split(''));
    const ascii = fc.constantFrom(...'abcXYZ 019-'.split(''));
    fc.assert(
      fc.property(fc.array(fc.tuple(accented, ascii), { minLength: 1, maxLength: 20 }), (pairs) => {
        // Each accented letter followed by a plain one: bytes that are never valid UTF-8, as in a real file.
        const text = pairs.map(([letter, plain]) => `${letter}${plain}`).join('');
        expect(decodeFileBytes(windows1252(text))).toEqual({ text, encoding: 'windows-1252' });
      }),
    );
  });

  test('a UTF-16 file with its byte order mark (Excel’s Unicode text) is read', async () => {
    const read = await readProductFile(fileOf(utf16le(`${HEADER}\r\nMesin Kimpalan 焊机,W-1,1280,Mesin Kimpalan\r\n`)));
    expect(read).toMatchObject({ ok: true, encoding: 'utf-16le' });
    expect(read.ok && read.records[0]?.name).toBe('Mesin Kimpalan 焊机');
  });

  test('a file that is not text at all is refused with its own reason', async () => {
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48]);
    expect(await readProductFile(fileOf(png, 'photo.csv'))).toEqual({ ok: false, problem: 'notText' });
    // UTF-16 without its mark: every other byte is a NUL.
    expect(await readProductFile(fileOf(utf16le(`${HEADER}\r\n`).slice(2)))).toEqual({ ok: false, problem: 'notText' });
  });

  test('UTF-8, with or without Excel’s byte order mark, is read as UTF-8', async () => {
    for (const mark of ['', '\ufeff']) {
      const read = await readProductFile(fileOf(`${mark}${HEADER}\nCafé tool,C-1,"RM 1,299.00",Others\n`));
      expect(read).toMatchObject({ ok: true, encoding: 'utf-8' });
      expect(read.ok && read.records[0]).toEqual({
        name: 'Café tool',
        sku: 'C-1',
        price: 'RM 1,299.00',
        category: 'Others',
      });
    }
  });
});
