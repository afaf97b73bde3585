import { describe, expect, it } from 'vitest';
import { draftLines } from './order-lines-editor';

describe('draftLines', () => {
  it("brings back a draft's lines in order, each quantity as typed", () => {
    expect(
      draftLines({
        intent: 'lines',
        id: 'o1',
        'lines[0].productId': 'p1',
        'lines[0].name': 'MIG Welder',
        'lines[0].price': '150',
        'lines[0].quantity': '2',
        'lines[1].productId': 'p2',
        'lines[1].name': 'Gloves',
        'lines[1].price': '12.5',
        'lines[1].quantity': '',
      }),
    ).toEqual([
      { productId: 'p1', name: 'MIG Welder', price: 150, quantity: '2' },
      { productId: 'p2', name: 'Gloves', price: 12.5, quantity: '' },
    ]);
  });

  it('finds none in a draft without lines, and a price it cannot read is none', () => {
    expect(draftLines({ customerName: 'Puan Lim' })).toEqual([]);
    expect(draftLines({ 'lines[0].productId': 'p1', 'lines[0].price': 'x' })).toEqual([
      { productId: 'p1', name: '', price: 0, quantity: '' },
    ]);
  });
});
