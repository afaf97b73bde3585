import { describe, expect, test } from 'vitest';
import type { Order, ProductInput, ProductQuery } from '@/domain';
import { eachLanguage, emptyLocalText, inEveryLanguage } from '@/domain/locales';
import type { Backend } from '../../src/data/backend';
import { makeOrderInput, makeProductInput } from '../factories';

/**
 * What every adapter of the data port must do, in one suite. Each harness supplies a backend against a real
 * store (the embedded server here; the Firebase emulators where they can run) and a way to add orders,
 * which the site itself never creates.
 */
export type ContractHarness = {
  backend: () => Backend;
  admin: { email: string; password: string };
  addOrder: (order: Omit<Order, 'id' | 'createdAt' | 'updatedAt'>) => Promise<string>;
  /** A small PNG file as a browser would hand it over. */
  imageFile: (name: string) => Promise<File>;
  /**
   * Which stores the run can reach besides sign-in; tests that need a missing one are skipped, not
   * passed (e.g. only the Firebase Auth emulator runs where Java is missing). Both by default.
   */
  stores?: { data: boolean; images: boolean };
  /** An image URL the store accepts without an upload (the hosted store takes its own bucket's only). */
  storedImage?: string;
  /**
   * Whether a search gives the best matches first (a word of the name or SKU above one of the description). The
   * embedded server ranks; the hosted store cannot, and lists matches newest first (docs/hosted-mode.md).
   */
  rankedSearch?: boolean;
  /**
   * Moves a repair job's clock back as the site's owner could with the store's own access (never through the
   * port): its readyAt and collectedAt `days` days earlier, so that reminders, the storage fee and the end of a
   * warranty can be reached without waiting. Absent: the tests that need it are skipped.
   */
  ageRepair?: (id: string, days: number) => Promise<void>;
  /**
   * Moves a job's last change (`updatedAt`) `changed` days earlier, and its readyAt and collectedAt `collected`
   * days earlier, with the store's own access, so that the retention sweep meets an old job under warranty or past
   * it. Absent: the tests that need it are skipped.
   */
  ageJob?: (id: string, days: { changed: number; collected: number }) => Promise<void>;
  /**
   * Whether the customer's answer to a quote is in the audit log ('repair.approve' or 'repair.decline'): the
   * embedded server records it; hosted mode cannot, as nobody signed in writes it (docs/hosted-mode.md).
   */
  answersAudited?: boolean;
};

/** Letters no other run uses: the words of a test's products start with them, so its searches find only those. */
function letterTag(): string {
  return Array.from({ length: 8 }, () => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(Math.random() * 26)]).join('');
}

/**
 * The contract's product: a welder on the Welding Machines / ARC shelf, with an image address that the hosted
 * store's rules accept (they take http(s) addresses only).
 */
export function productInput(overrides: Partial<ProductInput> = {}): ProductInput {
  return makeProductInput({
    name: 'Contract Welder 200A',
    category: 'Welding Machines',
    subCategory: 'ARC',
    image: 'https://example.com/placeholder.png',
    ...overrides,
  });
}

export function describeBackendContract(name: string, harness: ContractHarness): void {
  describe(`the ${name} adapter of the data port`, () => {
    const backend = () => harness.backend();
    const data = harness.stores?.data ?? true;
    const images = harness.stores?.images ?? true;
    const signIn = async () => {
      const result = await backend().auth.signIn(harness.admin.email, harness.admin.password);
      expect(result.ok).toBe(true);
    };

    test('sign-in succeeds with the right password and the admin is known', async () => {
      const result = await backend().auth.signIn(harness.admin.email, harness.admin.password);
      expect(result).toEqual({ ok: true, user: { email: harness.admin.email } });
      expect(await backend().auth.currentUser()).toEqual({ email: harness.admin.email });
      await backend().auth.signOut();
      expect(await backend().auth.currentUser()).toBeNull();
    });

    test('sign-in fails with the same code for a wrong password and for an unknown email', async () => {
      for (const email of [harness.admin.email, 'nobody@example.test']) {
        const result = await backend().auth.signIn(email, 'wrong-password');
        expect(result.ok, email).toBe(false);
        expect(result.ok ? null : result.error.code, email).toBe('invalidCredentials');
      }
    });

    test('the admin changes the password: the new one opens the account, the old one no longer does', async () => {
      const { email, password } = harness.admin;
      const changed = `${password}-changed-${letterTag()}`;
      await signIn();
      await expect(
        backend().auth.changePassword({
          currentPassword: 'wrong-password',
          newPassword: changed,
          confirmPassword: changed,
        }),
      ).rejects.toMatchObject({ code: 'invalid', fields: { currentPassword: 'wrongCurrent' } });
      await backend().auth.changePassword({
        currentPassword: password,
        newPassword: changed,
        confirmPassword: changed,
      });
      // This browser stays signed in.
      expect(await backend().auth.currentUser()).toEqual({ email });
      await backend().auth.signOut();
      expect((await backend().auth.signIn(email, password)).ok).toBe(false);
      expect((await backend().auth.signIn(email, changed)).ok).toBe(true);
      // Back to the harness's password, for the tests after this one.
      await backend().auth.changePassword({
        currentPassword: changed,
        newPassword: password,
        confirmPassword: password,
      });
      await backend().auth.signOut();
      expect((await backend().auth.signIn(email, password)).ok).toBe(true);
      await backend().auth.signOut();
    });

    test.runIf(data)('writes are refused without a session', async () => {
      await backend().auth.signOut();
      await expect(backend().products.create(productInput())).rejects.toMatchObject({ status: 401 });
      await expect(backend().orders.list()).rejects.toMatchObject({ status: 401 });
    });

    test.runIf(data && images)(
      'the admin adds a product with uploaded images, reads, lists, updates and deletes it',
      async () => {
        await signIn();
        const owner = String(Date.now());
        const image = await backend().images.upload(await harness.imageFile('intro shot.png'), owner, 'intro');
        const extra = await backend().images.upload(await harness.imageFile('side.png'), owner, 0);
        expect(image).toContain(`${owner}_intro_intro-shot.png`);

        const input = productInput({ name: 'Contract TIG 160', image, additionalImages: [extra] });
        const created = await backend().products.create(input);
        expect(created).toMatchObject(input);
        expect(created.createdAt).toBe(created.updatedAt);

        expect(await backend().products.get(created.id)).toEqual(created);
        const listed = await backend().products.list({ category: 'Welding Machines', subCategory: 'ARC', limit: 50 });
        expect(listed.items.map((p) => p.id)).toContain(created.id);
        const elsewhere = await backend().products.list({ category: 'Generator', limit: 50 });
        expect(elsewhere.items.map((p) => p.id)).not.toContain(created.id);

        const updated = await backend().products.update(created.id, productInput({ name: 'Contract TIG 180', image }));
        expect(updated).toMatchObject({
          id: created.id,
          name: 'Contract TIG 180',
          additionalImages: [],
          createdAt: created.createdAt,
        });
        expect(updated.updatedAt >= created.updatedAt).toBe(true);

        await backend().products.remove(created.id);
        expect(await backend().products.get(created.id)).toBeNull();
        // An id no product could have (a mistyped or cut link) names no product either.
        expect(await backend().products.get('no such/id!')).toBeNull();
      },
    );

    test.runIf(data)(
      'a 5th additional image, which the product page cannot show, is refused naming the field',
      async () => {
        await signIn();
        const image = harness.storedImage ?? productInput().image;
        const five = productInput({ name: 'Contract photos', image, additionalImages: Array(5).fill(image) });
        await expect(backend().products.create(five)).rejects.toMatchObject({
          code: 'invalid',
          fields: { additionalImages: 'tooManyImages' },
        });
        const created = await backend().products.create({ ...five, additionalImages: Array(4).fill(image) });
        expect(created.additionalImages).toHaveLength(4);
        await expect(backend().products.update(created.id, five)).rejects.toMatchObject({
          fields: { additionalImages: 'tooManyImages' },
        });
        await backend().products.remove(created.id);
      },
    );

    test.runIf(data)(
      'a SKU another product has is refused at its field, case and spaces aside; a product keeps its own',
      async () => {
        await signIn();
        const image = harness.storedImage ?? productInput().image;
        const sku = `SKU-${Date.now()}`;
        const first = await backend().products.create(productInput({ name: 'Contract first SKU', sku, image }));
        await expect(
          backend().products.create(
            productInput({ name: 'Contract second SKU', sku: ` ${sku.toLowerCase()} `, image }),
          ),
        ).rejects.toMatchObject({ status: 409, fields: { sku: 'skuTaken' } });
        const second = await backend().products.create(
          productInput({ name: 'Contract second SKU', sku: `${sku}-B`, image }),
        );
        await expect(backend().products.update(second.id, productInput({ sku, image }))).rejects.toMatchObject({
          status: 409,
          fields: { sku: 'skuTaken' },
        });
        // Saving a product with its own SKU is no clash.
        expect(
          (await backend().products.update(first.id, productInput({ name: 'Contract first, renamed', sku, image })))
            .sku,
        ).toBe(sku);
        await backend().products.remove(first.id);
        await backend().products.remove(second.id);
      },
    );

    test.runIf(data)('lists are newest first and paged with a cursor', async () => {
      await signIn();
      const ids: string[] = [];
      for (const n of [1, 2, 3]) {
        const image = harness.storedImage ?? productInput().image;
        ids.push(
          (
            await backend().products.create(
              productInput({ name: `Paged ${n}`, category: 'Air Compressors', subCategory: '', image }),
            )
          ).id,
        );
      }
      const first = await backend().products.list({ category: 'Air Compressors', limit: 2 });
      expect(first.items.map((p) => p.id)).toEqual([ids[2], ids[1]]);
      expect(first.nextCursor).not.toBeNull();
      const second = await backend().products.list({
        category: 'Air Compressors',
        limit: 2,
        cursor: first.nextCursor!,
      });
      expect(second.items.map((p) => p.id)).toEqual([ids[0]]);
      expect(second.nextCursor).toBeNull();
    });

    test.runIf(data)(
      'the catalogue is searched by a word of the name, the SKU or the start of a word, case and accents aside',
      async () => {
        await signIn();
        const tag = letterTag();
        const image = harness.storedImage ?? productInput().image;
        const washer = await backend().products.create(
          productInput({
            name: `Kärcher ${tag}washer K3`,
            sku: `KAR-${tag}`,
            category: 'Home Improvements',
            subCategory: 'Karcher',
            image,
          }),
        );
        const drill = await backend().products.create(
          productInput({
            name: `Dong Cheng ${tag}drill`,
            sku: `DC-${tag}`,
            category: 'Power Tools',
            subCategory: 'Dong Cheng',
            image,
          }),
        );
        const ids = async (q: string, extra: { category?: 'Power Tools' | 'Home Improvements' } = {}) =>
          (await backend().products.list({ q, limit: 50, ...extra })).items.map((p) => p.id);

        expect(await ids(`KARCHER ${tag}WASHER`)).toEqual([washer.id]);
        expect(await ids(`kar-${tag}`)).toEqual([washer.id]);
        expect(await ids(`${tag}wa`)).toEqual([washer.id]);
        // The initials of a brand of two words.
        expect(await ids(`dc ${tag}drill`)).toEqual([drill.id]);
        expect(await ids(`${tag}drill`, { category: 'Home Improvements' })).toEqual([]);
        expect(await ids(`${tag}drill`, { category: 'Power Tools' })).toEqual([drill.id]);
        expect(await ids(`${tag}nothing`)).toEqual([]);
      },
    );

    test.runIf(data)(
      'a search forgives a letter, a joined or split word, takes the shop’s synonyms, and an exact match brings no forgiven extras',
      async () => {
        await signIn();
        const tag = letterTag();
        const image = harness.storedImage ?? productInput().image;
        const make = (name: string) =>
          backend().products.create(productInput({ name, sku: `S-${name.length}-${tag}`, image }));
        const welding = await make(`${tag}welding machine`);
        const welting = await make(`${tag}welting tool`);
        const mig = await make(`Zed ${tag}mig 200 welder`);
        const compressor = await make(`${tag}pro2hp compressor`);
        const generator = await make(`${tag}generator 5kVA`);
        const ids = async (q: string) => (await backend().products.list({ q, limit: 50 })).items.map((p) => p.id);

        expect(await ids(`${tag}welding`)).toEqual([welding.id]);
        expect(await ids(`${tag}weldng`)).toEqual([welding.id]);
        expect(await ids(`${tag}mig200`)).toEqual([mig.id]);
        expect(await ids(`${tag}mig 250`)).toEqual([]);
        expect(await ids(`${tag}pro2 hp`)).toEqual([compressor.id]);
        expect(await ids(`${tag}weltin`)).toEqual([welting.id]);

        const before = await backend().settings.get();
        expect(await ids(`${tag}genset`)).toEqual([]);
        await backend().settings.save({ ...before, searchSynonyms: `${tag}genset, ${tag}jenset: ${tag}generator` });
        expect(await ids(`${tag}genset`)).toEqual([generator.id]);
        expect(await ids(`${tag}jenzet`)).toEqual([generator.id]);
        await backend().settings.save(before);
        expect(await ids(`${tag}genset`)).toEqual([]);
      },
    );

    test.runIf(data)('a search is paged with a cursor, and a word of the description finds a product too', async () => {
      await signIn();
      const tag = letterTag();
      const image = harness.storedImage ?? productInput().image;
      const inText = await backend().products.create(
        productInput({ name: 'Welding cable 10 m', description: `Fits the ${tag}welder range.`, image }),
      );
      const named = [];
      for (const n of [1, 2]) {
        named.push(
          await backend().products.create(productInput({ name: `${tag}welder ${n}`, sku: `W${n}-${tag}`, image })),
        );
      }
      const first = await backend().products.list({ q: `${tag}welder`, limit: 2 });
      expect(first.nextCursor).not.toBeNull();
      const second = await backend().products.list({ q: `${tag}welder`, limit: 2, cursor: first.nextCursor! });
      expect(second.nextCursor).toBeNull();
      const found = [...first.items, ...second.items].map((p) => p.id);
      expect([...found].sort()).toEqual([inText.id, ...named.map((p) => p.id)].sort());
      // A word of the name counts for more than one of the description.
      if (harness.rankedSearch ?? true) expect(found.at(-1)).toBe(inText.id);
    });

    test.runIf(data)(
      'the catalogue sorts by price both ways, with a price on request last, within a category or a search',
      async () => {
        await signIn();
        const tag = letterTag();
        const image = harness.storedImage ?? productInput().image;
        const make = (price: number, category: 'Generator' | 'Others') =>
          backend().products.create(
            productInput({ name: `${tag}gen ${price}`, price, category, subCategory: '', image }),
          );
        const middle = await make(300, 'Generator');
        const onRequest = await make(0, 'Generator');
        const cheap = await make(100, 'Generator');
        const elsewhere = await make(50, 'Others');
        const ids = async (query: ProductQuery) =>
          (await backend().products.list({ limit: 50, ...query })).items.map((p) => p.id);

        expect(await ids({ q: tag, sort: 'price-asc' })).toEqual([elsewhere.id, cheap.id, middle.id, onRequest.id]);
        expect(await ids({ q: tag, sort: 'price-desc' })).toEqual([middle.id, cheap.id, elsewhere.id, onRequest.id]);
        expect(await ids({ q: tag, sort: 'newest' })).toEqual([elsewhere.id, cheap.id, onRequest.id, middle.id]);
        expect(await ids({ q: tag, category: 'Generator', sort: 'price-asc' })).toEqual([
          cheap.id,
          middle.id,
          onRequest.id,
        ]);

        // A shelf sorted by price, without a search, paged with a cursor.
        const shelf: string[] = [];
        let cursor: string | undefined;
        do {
          const page = await backend().products.list({
            category: 'Generator',
            sort: 'price-desc',
            limit: 2,
            ...(cursor ? { cursor } : {}),
          });
          shelf.push(...page.items.map((p) => p.id));
          cursor = page.nextCursor ?? undefined;
        } while (cursor);
        const ours = shelf.filter((id) => [middle.id, onRequest.id, cheap.id].includes(id));
        expect(ours).toEqual([middle.id, cheap.id, onRequest.id]);
        expect(new Set(shelf).size).toBe(shelf.length);
      },
    );

    test.runIf(data)(
      'a draft is hidden from visitors, lists and searches, the admin lists and reads it; sold out stays listed; a Malay name is found',
      async () => {
        await signIn();
        const tag = letterTag();
        const image = harness.storedImage ?? productInput().image;
        const make = (status: 'active' | 'draft' | 'soldOut', nameMs = '') =>
          backend().products.create(
            productInput({ name: `${tag}pump ${status}`, nameMs, status, category: 'Others', subCategory: '', image }),
          );
        const shown = await make('active', `Pam ${tag}air`);
        const draft = await make('draft');
        const soldOut = await make('soldOut');
        expect(draft.status).toBe('draft');
        expect(shown.nameMs).toBe(`Pam ${tag}air`);

        const publicIds = async (query: ProductQuery) =>
          (await backend().products.list({ limit: 50, ...query })).items.map((p) => p.id);
        expect(await publicIds({ q: `${tag}pump` })).toEqual([soldOut.id, shown.id]);
        expect(await publicIds({ category: 'Others' })).not.toContain(draft.id);
        expect(await publicIds({ category: 'Others', sort: 'price-asc' })).not.toContain(draft.id);
        expect(await backend().products.get(draft.id)).toBeNull();
        expect(await backend().products.get(soldOut.id)).toMatchObject({ status: 'soldOut' });
        // The Malay name finds the product, by a whole word and by its start.
        expect(await publicIds({ q: `${tag}air` })).toEqual([shown.id]);
        expect(await publicIds({ q: `pam ${tag}ai` })).toEqual([shown.id]);

        const adminIds = async (query: ProductQuery & { status?: 'active' | 'draft' | 'soldOut' }) =>
          (await backend().products.adminList({ limit: 50, ...query })).items.map((p) => p.id);
        expect(await adminIds({ q: `${tag}pump` })).toEqual([soldOut.id, draft.id, shown.id]);
        expect(await adminIds({ q: `${tag}pump`, status: 'draft' })).toEqual([draft.id]);
        expect(await adminIds({ category: 'Others', status: 'soldOut' })).toContain(soldOut.id);
        expect(await adminIds({ category: 'Others', status: 'soldOut' })).not.toContain(shown.id);
        expect(await backend().products.adminGet(draft.id)).toEqual(draft);

        // Shown again, it is listed again.
        await backend().products.update(
          draft.id,
          productInput({ name: `${tag}pump draft`, category: 'Others', subCategory: '', image }),
        );
        expect(await publicIds({ q: `${tag}pump` })).toContain(draft.id);

        await backend().auth.signOut();
        await expect(backend().products.adminList({ limit: 5 })).rejects.toMatchObject({ status: 401 });
        expect(await publicIds({ q: `${tag}pump` })).toHaveLength(3);
      },
    );

    test.runIf(data)(
      'an import previews without writing, then adds and changes products by SKU and leaves refused lines out',
      async () => {
        await signIn();
        const tag = letterTag().toUpperCase();
        const image = harness.storedImage ?? productInput().image;
        const kept = await backend().products.create(productInput({ sku: `${tag}-KEEP`, price: 50, image }));
        const fields = {
          name: `${tag} imported saw`,
          nameMs: `Gergaji ${tag}`,
          price: '120.50',
          weight: '3',
          category: 'Power Tools',
          subCategory: 'Other',
          description: 'Cuts wood.',
          image,
        };
        const rows = [
          { line: 2, fields: { ...fields, sku: `${tag}-NEW` } },
          { line: 3, fields: { sku: `${tag.toLowerCase()}-keep`, price: '65', status: 'soldOut' } },
          { line: 4, fields: { ...fields, sku: `${tag}-BAD`, price: 'free' } },
          // The SKU of line 2 again, as SKUs compare: refused, naming line 2.
          { line: 5, fields: { ...fields, sku: ` ${tag.toLowerCase()}-new` } },
        ];
        const preview = await backend().products.importLines(rows, false);
        expect(preview).toMatchObject({ applied: false, counts: { add: 1, change: 1, same: 0, refused: 2 } });
        expect(preview.lines.map((line) => [line.line, line.action, line.changed, line.errors])).toEqual([
          [2, 'add', [], {}],
          [3, 'change', ['price', 'status'], {}],
          [4, 'refused', [], { price: 'number' }],
          [5, 'refused', [], { sku: 'duplicateSku' }],
        ]);
        expect(preview.lines.map((line) => line.firstLine)).toEqual([undefined, undefined, undefined, 2]);
        const tagged = async () =>
          (await backend().products.adminList({ q: tag, limit: 50 })).items.map((p) => [p.sku, p.price, p.status]);
        expect(await tagged()).toEqual([[`${tag}-KEEP`, 50, 'active']]);

        const applied = await backend().products.importLines(rows, true);
        expect(applied).toMatchObject({ applied: true, counts: { add: 1, change: 1, refused: 2 } });
        expect(await tagged()).toEqual([
          [`${tag}-NEW`, 120.5, 'active'],
          [`${tag}-KEEP`, 65, 'soldOut'],
        ]);
        const added = (await backend().products.list({ q: `gergaji ${tag}`, limit: 5 })).items;
        expect(added.map((p) => p.nameMs)).toEqual([`Gergaji ${tag}`]);
        expect((await backend().products.adminGet(kept.id))?.name).toBe(kept.name);
        // The same file again changes nothing.
        expect((await backend().products.importLines(rows.slice(0, 2), false)).counts).toMatchObject({
          add: 0,
          change: 0,
          same: 2,
        });

        await backend().auth.signOut();
        await expect(backend().products.importLines(rows, true)).rejects.toMatchObject({ status: 401 });
      },
    );

    test.runIf(data)(
      'anyone reads the shop settings; the admin saves them, testimonials in their order; a bad field is refused by name',
      async () => {
        await backend().auth.signOut();
        const before = await backend().settings.get();
        await expect(backend().settings.save(before)).rejects.toMatchObject({ status: 401 });

        await signIn();
        await expect(
          backend().settings.save({
            ...before,
            whatsApp: '12345',
            tiktok: { ...before.tiktok, url: 'javascript:alert(1)' },
          }),
        ).rejects.toMatchObject({ status: 400, code: 'invalid', fields: { whatsApp: 'phone', 'tiktok.url': 'url' } });
        expect(await backend().settings.get()).toEqual(before);

        const [first, ...rest] = before.testimonials;
        const added = {
          id: '',
          author: 'Contract Customer',
          text: inEveryLanguage({ en: 'Good service.', ms: 'Servis yang baik.' }),
        };
        const saved = await backend().settings.save({
          ...before,
          whatsApp: '012-345 6789',
          testimonials: [...rest, added, ...(first ? [first] : [])],
        });
        expect(saved.whatsApp).toBe('+60123456789');
        expect(saved.testimonials.map((item) => item.author)).toEqual([
          ...rest.map((item) => item.author),
          'Contract Customer',
          ...(first ? [first.author] : []),
        ]);
        expect(saved.testimonials.find((item) => item.author === 'Contract Customer')?.id).not.toBe('');
        // The Activity screen names what the save changed, the same on both backends.
        const changed = [...(before.whatsApp === '+60123456789' ? [] : ['whatsApp']), 'testimonials'];
        const entry = (await backend().audit.list({ limit: 10 })).items.find(
          (item) => item.action === 'settings.update',
        );
        expect(entry?.detail).toEqual({ changed: changed.join(', ') });

        await backend().auth.signOut();
        expect(await backend().settings.get()).toEqual(saved);
        await signIn();

        // A text typed in one language only is kept so, the others empty (the pages show it in every language).
        const blank = eachLanguage(() => ' ');
        const oneLanguage = await backend().settings.save({
          ...before,
          repairTerms: { ...blank, en: 'Collect within 30 days.' },
          testimonials: [{ id: '', author: 'Contract Malay', text: { ...emptyLocalText(), ms: 'Servis yang baik.' } }],
        });
        expect(oneLanguage.repairTerms).toEqual({ ...emptyLocalText(), en: 'Collect within 30 days.' });
        expect(oneLanguage.testimonials.map((item) => item.text)).toEqual([
          { ...emptyLocalText(), ms: 'Servis yang baik.' },
        ]);
        await expect(
          backend().settings.save({
            ...before,
            testimonials: [{ id: '', author: 'Contract Nobody', text: { ...emptyLocalText(), en: ' ' } }],
          }),
        ).rejects.toMatchObject({ status: 400, fields: { 'testimonials.0.text.en': 'required' } });
        expect(await backend().settings.save(before)).toEqual(before);
      },
    );

    test('an invalid product is refused naming the field', async () => {
      await signIn();
      await expect(backend().products.create(productInput({ name: ' ' }))).rejects.toMatchObject({
        status: 400,
        code: 'invalid',
        fields: { name: 'nameRequired' },
      });
    });

    test.runIf(data)(
      "a visitor's enquiry becomes a pending order with the catalogue's names, prices and total",
      async () => {
        await signIn();
        const image = harness.storedImage ?? productInput().image;
        const welder = await backend().products.create(
          productInput({ name: 'Contract MIG 250', price: 1450.5, image }),
        );
        const trolley = await backend().products.create(productInput({ name: 'Contract Trolley', price: 0, image }));
        await backend().auth.signOut();

        const customer = {
          customerName: 'Nurul Huda',
          customerPhone: '+60 12-345 6789',
          customerEmail: '',
          shippingAddress: '3 Jalan Bendahara, 31650 Ipoh',
          notes: '',
        };
        const sent = await backend().enquiries.send({
          ...customer,
          lines: [
            { productId: welder.id, quantity: 2 },
            { productId: trolley.id, quantity: 1 },
          ],
        });
        expect(sent.shortId).toBe(`#${sent.id.slice(-8).toUpperCase()}`);
        expect(sent.total).toBe(2901);
        await expect(
          backend().enquiries.send({ ...customer, lines: [{ productId: 'NoSuchProduct0000000', quantity: 1 }] }),
        ).rejects.toMatchObject({ status: 400, fields: { 'lines.0.productId': 'unknownProduct' } });

        await signIn();
        const pending = await backend().orders.list({ status: 'pending', limit: 100 });
        expect(pending.items.find((o) => o.id === sent.id)).toMatchObject({
          status: 'pending',
          customerPhone: '+60123456789',
          items: [
            { productId: welder.id, name: 'Contract MIG 250', price: 1450.5, quantity: 2 },
            { productId: trolley.id, name: 'Contract Trolley', price: 0, quantity: 1 },
          ],
          total: 2901,
        });
      },
    );

    test.runIf(data)('an enquiry collected at the shop is kept without an address; a delivery needs one', async () => {
      await signIn();
      const image = harness.storedImage ?? productInput().image;
      const grinder = await backend().products.create(productInput({ name: 'Contract grinder', price: 189, image }));
      await backend().auth.signOut();
      const customer = {
        customerName: 'Lim Ah Kow',
        customerPhone: '012-555 0101',
        customerEmail: '',
        shippingAddress: 'typed before choosing to collect',
        notes: 'Will come on Saturday morning',
        lines: [{ productId: grinder.id, quantity: 1 }],
      };
      const sent = await backend().enquiries.send({ ...customer, delivery: 'collect' });
      await expect(
        backend().enquiries.send({ ...customer, delivery: 'deliver', shippingAddress: ' ' }),
      ).rejects.toMatchObject({ status: 400, fields: { shippingAddress: 'required' } });

      await signIn();
      const pending = await backend().orders.list({ status: 'pending', limit: 100 });
      expect(pending.items.find((o) => o.id === sent.id)).toMatchObject({
        shippingAddress: '',
        notes: 'Will come on Saturday morning',
      });
    });

    test.runIf(data)('the admin changes an order status, filters by status and deletes an order', async () => {
      await signIn();
      const placed = makeOrderInput({ notes: 'Leave at the gate' });
      const id = await harness.addOrder(placed);
      await backend().orders.setStatus(id, 'shipped');
      const shipped = await backend().orders.list({ status: 'shipped', limit: 100 });
      const order = shipped.items.find((o) => o.id === id);
      expect(order).toMatchObject({ status: 'shipped', notes: placed.notes, total: placed.total });
      expect(order!.updatedAt > order!.createdAt).toBe(true);
      const pending = await backend().orders.list({ status: 'pending', limit: 100 });
      expect(pending.items.map((o) => o.id)).not.toContain(id);

      await backend().orders.remove(id);
      const all = await backend().orders.list({ limit: 100 });
      expect(all.items.map((o) => o.id)).not.toContain(id);
    });

    test.runIf(data)(
      'the admin finds orders by number, by customer name and by phone typed as a Malaysian types it',
      async () => {
        await signIn();
        const tag = letterTag();
        const eight = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
        const phone = `01${eight}`;
        const typed = `01${eight[0]}-${eight.slice(1, 4)} ${eight.slice(4)}`;
        const first = await harness.addOrder(
          makeOrderInput({ customerName: `Puan ${tag} Aminah`, customerPhone: phone, status: 'pending' }),
        );
        const second = await harness.addOrder(
          makeOrderInput({ customerName: `Encik ${tag} Rahman`, customerPhone: '+60 5-254 1234', status: 'shipped' }),
        );
        const ids = async (query: { q: string; status?: 'pending' | 'shipped' }) =>
          (await backend().orders.list({ limit: 50, ...query })).items.map((o) => o.id);

        expect(await ids({ q: typed })).toEqual([first]);
        expect(await ids({ q: `+60 ${typed.slice(1)}` })).toEqual([first]);
        expect(await ids({ q: `${tag} rahman` })).toEqual([second]);
        expect((await ids({ q: tag.toUpperCase() })).sort()).toEqual([first, second].sort());
        expect(await ids({ q: tag, status: 'pending' })).toEqual([first]);
        expect(await ids({ q: `#${first.slice(-8).toLowerCase()}` })).toContain(first);
        expect(await ids({ q: `${tag}nobody` })).toEqual([]);

        // A search is paged like the list.
        const page = await backend().orders.list({ q: tag, limit: 1 });
        expect(page.nextCursor).not.toBeNull();
        const next = await backend().orders.list({ q: tag, limit: 1, cursor: page.nextCursor! });
        expect(next.nextCursor).toBeNull();
        expect([...page.items, ...next.items].map((o) => o.id).sort()).toEqual([first, second].sort());

        await expect(backend().orders.list({ q: 'x'.repeat(101) })).rejects.toMatchObject({
          status: 400,
          code: 'invalid',
        });
        await backend().orders.remove(first);
        await backend().orders.remove(second);
      },
    );

    test.runIf(data)("the audit log names the admin's changes newest first, and only the admin reads it", async () => {
      await signIn();
      const id = await harness.addOrder(makeOrderInput({ status: 'pending' }));
      await backend().orders.setStatus(id, 'confirmed');
      await backend().orders.remove(id);
      const log = await backend().audit.list({ limit: 10 });
      const mine = log.items.filter((entry) => entry.target === id);
      expect(mine.map(({ actor, action, detail }) => ({ actor, action, detail }))).toEqual([
        { actor: harness.admin.email, action: 'order.delete', detail: {} },
        { actor: harness.admin.email, action: 'order.status', detail: { from: 'pending', to: 'confirmed' } },
      ]);
      await backend().auth.signOut();
      await expect(backend().audit.list()).rejects.toMatchObject({ status: 401 });
    });
    test.runIf(data)(
      'the admin adds an order by hand, changes its lines while it is pending, counts and exports it',
      async () => {
        await signIn();
        const image = harness.storedImage ?? productInput().image;
        const welder = await backend().products.create(productInput({ name: 'Contract MIG 250', price: 1500, image }));
        const rods = await backend().products.create(productInput({ name: 'Contract Rods', price: 20, image }));
        const before = await backend().orders.counts();

        const order = await backend().orders.createManual({
          customerName: 'Contract Walk-in',
          customerPhone: '012-345 6789',
          lines: [{ productId: welder.id, quantity: 1 }],
        });
        expect(order).toMatchObject({
          status: 'pending',
          customerPhone: '+60123456789',
          items: [{ productId: welder.id, name: 'Contract MIG 250', price: 1500, quantity: 1 }],
          total: 1500,
        });
        expect((await backend().orders.counts()).pending).toBe(before.pending + 1);

        const changed = await backend().orders.setLines(order.id, [
          { productId: welder.id, quantity: 2 },
          { productId: rods.id, quantity: 5 },
        ]);
        expect(changed.items.map((item) => [item.name, item.quantity])).toEqual([
          ['Contract MIG 250', 2],
          ['Contract Rods', 5],
        ]);
        expect(changed.total).toBe(3100);

        await expect(
          backend().orders.setLines(order.id, [{ productId: 'no-such-product', quantity: 1 }]),
        ).rejects.toMatchObject({ status: 400, fields: { 'lines.0.productId': 'unknownProduct' } });
        await backend().orders.setStatus(order.id, 'confirmed');
        await expect(backend().orders.setLines(order.id, [{ productId: rods.id, quantity: 1 }])).rejects.toMatchObject({
          status: 409,
          fields: { status: 'notPending' },
        });

        const csv = new Uint8Array(await (await backend().orders.exportCsv({ status: 'confirmed' })).arrayBuffer());
        expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
        const text = new TextDecoder().decode(csv);
        expect(text).toContain('Contract Walk-in');
        expect(text).toContain('Contract MIG 250 x2; Contract Rods x5');

        await backend().orders.remove(order.id);
        await backend().products.remove(welder.id);
        await backend().products.remove(rods.id);
      },
    );
  });
}
