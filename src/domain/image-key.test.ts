import { expect, test } from 'vitest';
import { imageObjectKey, safeFileName } from './image-key';

test('keys follow the spec: products/{owner}_intro_{name} and products/{owner}_{index}_{name}', () => {
  expect(imageObjectKey('1732000000000', 'intro', 'welder.jpg')).toBe('products/1732000000000_intro_welder.jpg');
  expect(imageObjectKey('AbC123', 3, 'side.png')).toBe('products/AbC123_3_side.png');
});

test('file names are made safe', () => {
  expect(safeFileName('../../etc/passwd')).toBe('passwd');
  expect(safeFileName('..\\..\\x.png')).toBe('x.png');
  expect(safeFileName('My Photo (1).JPG')).toBe('My-Photo-1-.JPG');
  expect(safeFileName('..')).toBe('image');
  expect(safeFileName('')).toBe('image');
  expect(safeFileName('.htaccess')).toBe('htaccess');
  expect(safeFileName('x'.repeat(300) + '.png')).toHaveLength(80);
});

test('an owner that is not an id or a timestamp is refused', () => {
  expect(() => imageObjectKey('../x', 'intro', 'a.png')).toThrow();
  expect(() => imageObjectKey('abc', 7.5, 'a.png')).toThrow();
});
