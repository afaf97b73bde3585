import i18next from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActionFunctionArgs } from 'react-router';
import { BackendError, type Backend } from '@/data';
import type { FormReply } from '@/components/admin/admin-form';

const orders = {
  createManual: vi.fn(),
  setLines: vi.fn(),
  setStatus: vi.fn(),
  remove: vi.fn(),
};

vi.mock('@/data', async (original) => ({
  ...(await original<object>()),
  getBackend: () => Promise.resolve({ orders } as unknown as Backend),
}));

// The app starts i18next before any admin route module loads (src/main.tsx).
await i18next.init({ lng: 'en', resources: {} });
const { action, shouldRevalidate } = await import('./orders-route');

/** The screen's action as a fetcher sends it: the form's entries, posted to the screen's address. */
async function send(entries: Record<string, string>): Promise<FormReply> {
  const body = new FormData();
  for (const [name, value] of Object.entries(entries)) body.append(name, value);
  const request = new Request('http://localhost/admin-portal/orders?status=pending', { method: 'POST', body });
  return (await action({ request, params: {}, context: {} } as ActionFunctionArgs)) as FormReply;
}

beforeEach(() => vi.resetAllMocks());

describe('the orders screen action', () => {
  it('refuses an order without a name or lines at those fields, and writes nothing', async () => {
    const reply = await send({ intent: 'add', customerName: '', customerPhone: '' });
    expect(reply.status).toBe('error');
    expect(reply.error).toMatchObject({ customerName: ['required'], lines: ['noLines'] });
    expect(orders.createManual).not.toHaveBeenCalled();
  });

  it('adds an order from the named lines, a quantity as typed', async () => {
    orders.createManual.mockResolvedValue({ id: 'o1' });
    const reply = await send({
      intent: 'add',
      customerName: 'Encik Rahman',
      customerPhone: '012-345 6789',
      'lines[0].productId': 'p1',
      'lines[0].quantity': '2',
    });
    expect(reply.status).toBe('success');
    expect(orders.createManual).toHaveBeenCalledWith(
      expect.objectContaining({ customerName: 'Encik Rahman', lines: [{ productId: 'p1', quantity: 2 }] }),
    );
  });

  it("takes a line's shown name and price (kept for the draft) as no part of the write", async () => {
    orders.createManual.mockResolvedValue({ id: 'o1' });
    orders.setLines.mockResolvedValue({ id: 'o2' });
    const line = {
      'lines[0].productId': 'p1',
      'lines[0].name': 'MIG Welder',
      'lines[0].price': '150',
      'lines[0].quantity': '2',
    };
    expect((await send({ intent: 'add', customerName: 'Encik Rahman', ...line })).status).toBe('success');
    expect(orders.createManual).toHaveBeenCalledWith(
      expect.objectContaining({ lines: [{ productId: 'p1', quantity: 2 }] }),
    );
    expect((await send({ intent: 'lines', id: 'o2', ...line })).status).toBe('success');
    expect(orders.setLines).toHaveBeenCalledWith('o2', [{ productId: 'p1', quantity: 2 }]);
  });

  it('says a quantity over 99 at its line', async () => {
    const reply = await send({ intent: 'lines', id: 'o1', 'lines[0].productId': 'p1', 'lines[0].quantity': '100' });
    expect(reply.error).toMatchObject({ 'lines[0].quantity': ['quantity'] });
    expect(orders.setLines).not.toHaveBeenCalled();
  });

  it("puts the store's refusal of a line at that line, and an order that moved on at its status", async () => {
    orders.setLines.mockRejectedValueOnce(
      new BackendError('invalid', 400, { fields: { 'lines.0.productId': 'unknownProduct' } }),
    );
    const line = { intent: 'lines', id: 'o1', 'lines[0].productId': 'p1', 'lines[0].quantity': '1' };
    expect((await send(line)).error).toMatchObject({ 'lines[0].productId': ['unknownProduct'] });
    expect(orders.setLines).toHaveBeenCalledWith('o1', [{ productId: 'p1', quantity: 1 }]);

    orders.setLines.mockRejectedValueOnce(new BackendError('conflict', 409, { fields: { status: 'notPending' } }));
    const moved = await send(line);
    expect(moved.error).toEqual({ status: ['notPending'] });
  });

  it("answers a dialog's failure without fields as its form error, in words", async () => {
    orders.createManual.mockRejectedValue(new BackendError('network', 0));
    const reply = await send({
      intent: 'add',
      customerName: 'Puan Lim',
      'lines[0].productId': 'p1',
      'lines[0].quantity': '1',
    });
    expect(reply.error?.['']?.[0]).toMatch(/^Failed to add the order: /);
  });

  it("changes a status and deletes an order by the form's id", async () => {
    expect((await send({ intent: 'status', id: 'o1', status: 'shipped' })).status).toBe('success');
    expect(orders.setStatus).toHaveBeenCalledWith('o1', 'shipped');
    expect((await send({ intent: 'delete', id: 'o2' })).status).toBe('success');
    expect(orders.remove).toHaveBeenCalledWith('o2');
  });

  it('refuses a write it does not know', async () => {
    await expect(send({ intent: 'archive', id: 'o1' })).rejects.toMatchObject({ init: { status: 400 } });
  });

  it('reads the screen again after an action, not for a new filter', () => {
    const args = {
      currentUrl: new URL('http://x/a'),
      nextUrl: new URL('http://x/a?q=1'),
      defaultShouldRevalidate: true,
    };
    expect(shouldRevalidate({ ...args, formMethod: 'POST' } as Parameters<typeof shouldRevalidate>[0])).toBe(true);
    expect(shouldRevalidate(args as Parameters<typeof shouldRevalidate>[0])).toBe(false);
  });
});
