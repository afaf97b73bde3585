import i18next from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActionFunctionArgs } from 'react-router';
import { BackendError, type Backend } from '@/data';
import type { FormReply } from '@/components/admin/admin-form';
import type { ImportAnswer } from '@/domain/product-import';

const products = { importLines: vi.fn() };
const notify = vi.fn();

vi.mock('@/data', async (original) => ({
  ...(await original<object>()),
  getBackend: () => Promise.resolve({ products } as unknown as Backend),
}));
vi.mock('@/components/ui/notices', async (original) => ({ ...(await original<object>()), notify }));

// The app starts i18next before any admin route module loads (src/main.tsx).
await i18next.init({ lng: 'en', resources: {} });
const { action } = await import('./import-route');

const PICTURE = 'https://shopee.example/helmet.jpg';
const SHEET = [
  'Category,Product Name,Product Description,Parent SKU,SKU,Price,Stock,Weight,Cover image',
  `Safety Gear,Welding helmet,Auto-darkening.,HLM-1,,RM 159.00,10,0.6,${PICTURE}`,
  `Tools > Power Tools,Grinder,Angle grinder.,GRN-1,,RM 99.00,3,2,`,
].join('\n');

/** The screen's form as its fetchers send it: the chosen file and the other entries, posted to the screen. */
async function send(entries: [string, string][], sheet = SHEET): Promise<FormReply<ImportAnswer> | Response> {
  const body = new FormData();
  body.append('file', new File([sheet], 'shopee.csv', { type: 'text/csv' }));
  for (const [name, value] of entries) body.append(name, value);
  const request = new Request('https://shop.example/admin-portal/import', { method: 'POST', body });
  return (await action({ request, params: {}, context: {} } as ActionFunctionArgs)) as FormReply<ImportAnswer>;
}

const plan = (images: Record<string, string> = {}): ImportAnswer => ({
  lines: [],
  counts: { add: 2, change: 0, same: 0, refused: 0 },
  images,
  applied: false,
});

beforeEach(() => vi.resetAllMocks());

describe('the import screen action', () => {
  it("checks the file's lines, its Shopee category as the admin matched it, and answers the plan without writing", async () => {
    products.importLines.mockResolvedValue(plan({ [PICTURE]: '/uploads/products/1_a_helmet.webp' }));
    const reply = (await send([
      ['intent', 'check'],
      ['category', 'Accessories'],
    ])) as FormReply<ImportAnswer>;
    expect(reply.status).toBe('success');
    expect(reply.result?.images).toEqual({ [PICTURE]: '/uploads/products/1_a_helmet.webp' });
    const [rows, apply] = products.importLines.mock.calls[0]!;
    expect(apply).toBe(false);
    expect(rows).toMatchObject([
      { line: 2, fields: { name: 'Welding helmet', category: 'Accessories', image: PICTURE } },
      { line: 3, fields: { name: 'Grinder', category: 'Power Tools' } },
    ]);
    expect(notify).not.toHaveBeenCalled();
  });

  it('applies the same lines with the pictures the check stored, and says so on the portal it goes to', async () => {
    products.importLines.mockResolvedValue({ ...plan(), counts: { add: 2, change: 1, same: 0, refused: 0 } });
    const reply = await send([
      ['intent', 'apply'],
      ['category', 'Accessories'],
      ['images', JSON.stringify({ [PICTURE]: '/uploads/products/1_a_helmet.webp' })],
    ]);
    const [rows, apply] = products.importLines.mock.calls[0]!;
    expect(apply).toBe(true);
    expect(rows[0]).toMatchObject({ fields: { image: '/uploads/products/1_a_helmet.webp' } });
    expect(reply).toBeInstanceOf(Response);
    expect((reply as Response).headers.get('Location')).toBe('/admin-portal');
    expect(notify).toHaveBeenCalledWith('success', 'Import done: 2 added, 1 changed.', { carry: true });
  });

  it('leaves a category not chosen unmatched, for the store to refuse its line', async () => {
    products.importLines.mockResolvedValue(plan());
    await send([
      ['intent', 'check'],
      ['category', ''],
    ]);
    expect(products.importLines.mock.calls[0]![0][0].fields).toMatchObject({ category: '' });
  });

  it('answers a failed check, and an apply that stopped part-way with the lines it wrote, as the form error', async () => {
    products.importLines.mockRejectedValueOnce(
      new BackendError('importTooLarge', 413, { params: { maxMegabytes: 24 } }),
    );
    const checked = (await send([['intent', 'check']])) as FormReply;
    expect(checked.error?.['']).toEqual([
      'The file could not be checked: The sheet is too large to import: at most 24 MB. Split it into smaller sheets and import each.',
    ]);

    products.importLines.mockRejectedValueOnce(new BackendError('unavailable', 503, { params: { written: 500 } }));
    const applied = (await send([['intent', 'apply']])) as FormReply;
    expect(applied.error?.['']?.[0]).toMatch(/^The import was not applied: /);
    expect(applied.error?.['']?.[0]).toMatch(
      / 500 lines were written before it stopped: check the file again to see what is left\.$/,
    );
    expect(notify).not.toHaveBeenCalled();
  });

  it('says a file that changed since the screen read it, and sends nothing', async () => {
    const reply = (await send([['intent', 'apply']], 'just,some\nother,text\n')) as FormReply;
    expect(reply.error?.['']).toEqual([
      'The import was not applied: The file changed on the computer after it was chosen. Choose it again.',
    ]);
    expect(products.importLines).not.toHaveBeenCalled();
  });

  it('refuses a write it does not know', async () => {
    await expect(send([['intent', 'export']])).rejects.toMatchObject({ init: { status: 400 } });
  });
});
