import fc from 'fast-check';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { ImageUrlSchema, derivedImageKeys, uploadKeyOf } from '@/domain';
import { hostileImageAddress, hostilePath } from '../../tests/factories';
import { OutsideFolderError, pathInside, pathInsideOrNull, realPathInside } from './inside-folder';

let sandbox: string;
let uploads: string;
beforeEach(() => {
  sandbox = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'inside-folder-')));
  uploads = path.join(sandbox, 'data', 'uploads');
  fs.mkdirSync(path.join(uploads, 'products'), { recursive: true });
});
afterEach(() => {
  fs.rmSync(sandbox, { recursive: true, force: true });
});

/** Whether `file` is strictly inside `folder`, judged by the path between them, not by a prefix. */
function strictlyInside(folder: string, file: string): boolean {
  const between = path.relative(folder, file);
  return between !== '' && !path.isAbsolute(between) && between.split(path.sep)[0] !== '..';
}

describe('a path built from data', () => {
  test('inside its folder is given as an absolute path there', () => {
    expect(pathInside(uploads, 'products/1_intro_a.png')).toBe(path.join(uploads, 'products', '1_intro_a.png'));
    expect(pathInside(`${uploads}/`, 'products/a/../1_intro_a.png')).toBe(
      path.join(uploads, 'products', '1_intro_a.png'),
    );
  });

  test.each([
    ['a parent', '../site.db'],
    ['a parent after a name', 'products/../../site.db'],
    ['a sibling folder sharing the name as a prefix', '../uploads-old/a.png'],
    ['an absolute path', '/etc/passwd'],
    ['the folder itself', '.'],
    ['the folder, by a detour', 'products/..'],
    ['nothing', ''],
    ['a NUL', 'products/a.png\0../../site.db'],
  ])('is refused for %s', (_what, relative) => {
    expect(() => pathInside(uploads, relative)).toThrow(OutsideFolderError);
    expect(pathInsideOrNull(uploads, relative)).toBeNull();
  });

  test('is refused when absolute, even when it names a file inside the folder', () => {
    expect(() => pathInside(uploads, path.join(uploads, 'products', 'a.png'))).toThrow(OutsideFolderError);
  });

  test('generated hostile paths either stay strictly inside the folder or are refused', () => {
    fc.assert(
      fc.property(hostilePath(), (relative) => {
        const file = pathInsideOrNull(uploads, relative);
        if (file !== null) expect(strictlyInside(uploads, file), relative).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  test('generated paths that climb out of the folder are refused, however deep they start', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[A-Za-z0-9_]{1,8}$/), { maxLength: 4 }),
        fc.integer({ min: 1, max: 4 }),
        fc.constantFrom('site.db', 'device-cookie.key', 'uploads-old/a.png', ''),
        (names, extra, aim) => {
          const climb = Array.from({ length: names.length + extra }, () => '..');
          const relative = [...names, ...climb, aim].filter(Boolean).join('/');
          expect(pathInsideOrNull(uploads, relative), relative).toBeNull();
        },
      ),
    );
  });

  test('every image address the shared schema takes names files inside uploads/products only', () => {
    const products = path.join(uploads, 'products');
    fc.assert(
      fc.property(hostileImageAddress(), (address) => {
        const parsed = ImageUrlSchema.safeParse(address);
        const key = parsed.success ? uploadKeyOf(parsed.data) : null;
        if (key === null) return;
        for (const name of [key, ...derivedImageKeys(key)]) {
          const file = pathInside(uploads, name);
          expect(path.dirname(file), address).toBe(products);
        }
      }),
      { numRuns: 3000 },
    );
  });
});

describe('a path about to be read, written or removed', () => {
  test('inside the folder, existing or not yet made, is given', async () => {
    fs.writeFileSync(path.join(uploads, 'products', '1_intro_a.png'), 'a');
    await expect(realPathInside(uploads, 'products/1_intro_a.png')).resolves.toBe(
      path.join(uploads, 'products', '1_intro_a.png'),
    );
    await expect(realPathInside(uploads, 'products/later/1_intro_b.png')).resolves.toBe(
      path.join(uploads, 'products', 'later', '1_intro_b.png'),
    );
  });

  test('is refused when a link inside the folder leads out of it, as a folder or as the file', async () => {
    fs.mkdirSync(path.join(sandbox, 'elsewhere'));
    fs.writeFileSync(path.join(sandbox, 'secret.png'), 'secret');
    fs.symlinkSync(path.join(sandbox, 'elsewhere'), path.join(uploads, 'products', 'linked'));
    fs.symlinkSync(path.join(sandbox, 'secret.png'), path.join(uploads, 'products', '1_intro_a.png'));
    await expect(realPathInside(uploads, 'products/linked/1_intro_b.png')).rejects.toThrow(OutsideFolderError);
    await expect(realPathInside(uploads, 'products/linked/deeper/1_intro_b.png')).rejects.toThrow(OutsideFolderError);
    await expect(realPathInside(uploads, 'products/1_intro_a.png')).rejects.toThrow(OutsideFolderError);
    await expect(realPathInside(uploads, '../secret.png')).rejects.toThrow(OutsideFolderError);
  });

  test('is given when the folder itself is a link (uploads kept on another disk), and a link inside leads inside', async () => {
    const disk = path.join(sandbox, 'disk');
    fs.mkdirSync(path.join(disk, 'products'), { recursive: true });
    const linkedUploads = path.join(sandbox, 'linked-uploads');
    fs.symlinkSync(disk, linkedUploads);
    await expect(realPathInside(linkedUploads, 'products/1_intro_a.png')).resolves.toBe(
      path.join(linkedUploads, 'products', '1_intro_a.png'),
    );
    fs.writeFileSync(path.join(disk, 'products', '1_intro_a.png'), 'a');
    fs.symlinkSync(path.join(disk, 'products', '1_intro_a.png'), path.join(disk, 'products', '1_0_b.png'));
    await expect(realPathInside(linkedUploads, 'products/1_0_b.png')).resolves.toBe(
      path.join(linkedUploads, 'products', '1_0_b.png'),
    );
  });
});
