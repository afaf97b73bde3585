import { describe, expect, test } from 'vitest';
import { DEFAULT_CATEGORY, PAGE_SIZE } from '@/domain';
import { productQueryFor, readSelection, selectionKey, selectionSearch } from './catalogue-query';

const read = (search: string) => readSelection(new URLSearchParams(search));

describe('readSelection', () => {
  test('defaults to Welding Machines and no sub-category', () => {
    expect(DEFAULT_CATEGORY).toBe('Welding Machines');
    expect(read('')).toEqual({ category: 'Welding Machines', subCategory: '' });
  });

  test('reads a category and one of its sub-categories', () => {
    expect(read('?category=Power+Tools&sub=Dong+Cheng')).toEqual({
      category: 'Power Tools',
      subCategory: 'Dong Cheng',
    });
    expect(read('?category=Welding%20Machines&sub=Plasma%20Cutter')).toEqual({
      category: 'Welding Machines',
      subCategory: 'Plasma Cutter',
    });
  });

  test('ignores an unknown category', () => {
    expect(read('?category=Spaceships')).toEqual({ category: 'Welding Machines', subCategory: '' });
  });

  test('ignores a sub-category that belongs to another category, or to a category without any', () => {
    expect(read('?category=Power+Tools&sub=MIG')).toEqual({ category: 'Power Tools', subCategory: '' });
    expect(read('?category=Generator&sub=Other')).toEqual({ category: 'Generator', subCategory: '' });
  });
});

describe('selectionSearch', () => {
  test('writes the category, and the sub-category when it belongs to it', () => {
    expect(selectionSearch('Home Improvements', 'Karcher')).toBe('?category=Home+Improvements&sub=Karcher');
    expect(selectionSearch('Generator')).toBe('?category=Generator');
  });

  test('drops a sub-category that does not belong to the category', () => {
    expect(selectionSearch('Accessories', 'MIG')).toBe('?category=Accessories');
  });

  test('round-trips through readSelection', () => {
    const search = selectionSearch('Welding Machines', 'Plasma Cutter');
    expect(read(search)).toEqual({ category: 'Welding Machines', subCategory: 'Plasma Cutter' });
  });
});

describe('productQueryFor', () => {
  test('asks for one page of the category, with the sub-category when one is chosen', () => {
    expect(productQueryFor({ category: 'Power Tools', subCategory: '' })).toEqual({
      category: 'Power Tools',
      limit: PAGE_SIZE,
    });
    expect(productQueryFor({ category: 'Power Tools', subCategory: 'Amaxx' })).toEqual({
      category: 'Power Tools',
      subCategory: 'Amaxx',
      limit: PAGE_SIZE,
    });
  });

  test('asks for nothing in the service category', () => {
    expect(productQueryFor({ category: 'Machinery Service Consultant', subCategory: '' })).toBeNull();
  });
});

describe('selectionKey', () => {
  test('differs between shelves and matches for the same shelf', () => {
    expect(selectionKey({ category: 'Power Tools', subCategory: '' })).not.toBe(
      selectionKey({ category: 'Power Tools', subCategory: 'Amaxx' }),
    );
    expect(selectionKey(read('?category=Generator'))).toBe(selectionKey(read('?category=Generator&sub=x')));
  });
});
