import { describe, expect, test } from 'vitest';
import { PAGE_SIZE } from '@/domain';
import {
  catalogueSearch,
  productQueryFor,
  readSelection,
  selectionKey,
  selectionSearch,
  type CatalogueSelection,
} from './catalogue-query';

const read = (search: string) => readSelection(new URLSearchParams(search));
const shelf = (overrides: Partial<CatalogueSelection>): CatalogueSelection => ({
  category: 'Power Tools',
  subCategory: '',
  q: '',
  sort: null,
  ...overrides,
});

describe('readSelection', () => {
  test('without a category it is the whole catalogue: no sub-category, no search and the default order', () => {
    expect(read('')).toEqual({ category: null, subCategory: '', q: '', sort: null });
    expect(productQueryFor(read(''))).toEqual({ limit: PAGE_SIZE });
  });

  test('reads a category and one of its sub-categories', () => {
    expect(read('?category=Power+Tools&sub=Dong+Cheng')).toMatchObject({
      category: 'Power Tools',
      subCategory: 'Dong Cheng',
    });
    expect(read('?category=Welding%20Machines&sub=Plasma%20Cutter')).toMatchObject({
      category: 'Welding Machines',
      subCategory: 'Plasma Cutter',
    });
  });

  test('ignores an unknown category', () => {
    expect(read('?category=Spaceships&sub=MIG')).toMatchObject({ category: null, subCategory: '' });
  });

  test('ignores a sub-category that belongs to another category, or to a category without any', () => {
    expect(read('?category=Power+Tools&sub=MIG')).toMatchObject({ category: 'Power Tools', subCategory: '' });
    expect(read('?category=Generator&sub=Other')).toMatchObject({ category: 'Generator', subCategory: '' });
  });

  test('a search without a category covers every category; with one it stays within it', () => {
    expect(read('?q=karcher+k3')).toEqual({ category: null, subCategory: '', q: 'karcher k3', sort: null });
    expect(read('?q=kar&category=Home+Improvements&sub=Karcher')).toMatchObject({
      category: 'Home Improvements',
      subCategory: 'Karcher',
      q: 'kar',
    });
  });

  test('a query without a letter or digit is no search, and a query is trimmed and cut to its longest length', () => {
    expect(read('?q=+-+')).toMatchObject({ category: null, q: '' });
    expect(read('?q=++drill++')).toMatchObject({ q: 'drill' });
    expect(read(`?q=${'a'.repeat(150)}`).q).toHaveLength(100);
  });

  test('reads a known order and ignores an unknown one', () => {
    expect(read('?sort=price-asc').sort).toBe('price-asc');
    expect(read('?sort=price-desc&q=drill').sort).toBe('price-desc');
    expect(read('?sort=cheapest').sort).toBeNull();
    expect(read('?sort=').sort).toBeNull();
  });
});

describe('catalogueSearch and selectionSearch', () => {
  test('writes the category, and the sub-category when it belongs to it', () => {
    expect(selectionSearch('Home Improvements', 'Karcher')).toBe('?category=Home+Improvements&sub=Karcher');
    expect(selectionSearch('Generator')).toBe('?category=Generator');
  });

  test('drops a sub-category that does not belong to the category', () => {
    expect(selectionSearch('Accessories', 'MIG')).toBe('?category=Accessories');
  });

  test('writes the query and the order after the shelf, and nothing for an empty selection', () => {
    expect(catalogueSearch({ q: 'karcher k3' })).toBe('?q=karcher+k3');
    expect(catalogueSearch({ category: 'Power Tools', subCategory: 'Amaxx', q: 'drill', sort: 'price-asc' })).toBe(
      '?category=Power+Tools&sub=Amaxx&q=drill&sort=price-asc',
    );
    expect(catalogueSearch({})).toBe('');
  });

  test('the service category keeps neither a query nor an order', () => {
    expect(catalogueSearch({ category: 'Machinery Service Consultant', q: 'drill', sort: 'price-desc' })).toBe(
      '?category=Machinery+Service+Consultant',
    );
  });

  test('round-trips through readSelection', () => {
    const selection = shelf({
      category: 'Welding Machines',
      subCategory: 'Plasma Cutter',
      q: 'cut 40',
      sort: 'price-desc',
    });
    expect(read(catalogueSearch(selection))).toEqual(selection);
  });
});

describe('productQueryFor', () => {
  test('asks for one page of the category, with the sub-category when one is chosen', () => {
    expect(productQueryFor(shelf({}))).toEqual({ category: 'Power Tools', limit: PAGE_SIZE });
    expect(productQueryFor(shelf({ subCategory: 'Amaxx' }))).toEqual({
      category: 'Power Tools',
      subCategory: 'Amaxx',
      limit: PAGE_SIZE,
    });
  });

  test('passes the query and the order, and no category for a search of the whole catalogue', () => {
    expect(productQueryFor(shelf({ category: null, q: 'dc', sort: 'price-asc' }))).toEqual({
      q: 'dc',
      sort: 'price-asc',
      limit: PAGE_SIZE,
    });
  });

  test('asks for nothing in the service category', () => {
    expect(productQueryFor(shelf({ category: 'Machinery Service Consultant' }))).toBeNull();
  });
});

describe('selectionKey', () => {
  test('differs between shelves, searches and orders, and matches for the same one', () => {
    expect(selectionKey(shelf({}))).not.toBe(selectionKey(shelf({ subCategory: 'Amaxx' })));
    expect(selectionKey(shelf({ q: 'drill' }))).not.toBe(selectionKey(shelf({ q: 'drills' })));
    expect(selectionKey(shelf({}))).not.toBe(selectionKey(shelf({ sort: 'price-asc' })));
    expect(selectionKey(read('?category=Generator'))).toBe(selectionKey(read('?category=Generator&sub=x')));
  });
});
