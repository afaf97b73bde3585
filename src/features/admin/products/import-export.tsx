import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFetcher } from 'react-router';
import { getBackend } from '@/data';
import {
  CATEGORIES,
  MAX_DESCRIPTION_LENGTH,
  MAX_NAME_LENGTH,
  MAX_SKU_LENGTH,
  MAX_URL_LENGTH,
  type Product,
} from '@/domain';
import { categoryName } from '@/i18n/names';
import { useLanguage } from '@/components/ui/use-language';
import { PRODUCT_INPUT_FIELDS, type ProductInputField } from '@/domain/product-fields';
import { MAX_IMPORT_ROWS, buildProductsCsv, type ImportAnswer, type ImportLine } from '@/domain/product-import';
import { useSessionExpiry } from '@/components/admin/session-expiry';
import { useErrorText } from '@/components/ui/error-message';
import { download } from '@/components/ui/download';
import { buttonStyles, tableScrollStyles, tallFieldStyles, tdStyles } from '@/components/ui/styles';
import { usePhoneLayout } from '@/components/admin/use-phone-layout';
import { useFieldErrorText, type FormReply } from '@/components/admin/admin-form';
import { IMPORT_ENTRIES, readProductFile, type ReadFile } from './read-import-file';

/** How many lines of a preview the table shows: the refused ones first, then the changes and additions. */
const LINES_SHOWN = 500;

/** The page size of the export's reads: the largest the data port takes. */
const EXPORT_PAGE = 100;

/** Every product, drafts too, a page at a time. */
async function allProducts(): Promise<Product[]> {
  const backend = await getBackend();
  const products: Product[] = [];
  let cursor: string | undefined;
  do {
    const page = await backend.products.adminList({ limit: EXPORT_PAGE, ...(cursor ? { cursor } : {}) });
    products.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return products;
}

function exportFileName(now = new Date()): string {
  return `products-${now.toISOString().slice(0, 10)}.csv`;
}

/** The export: every product in the site's own columns, as a file to download. */
function ExportSection() {
  const { t } = useTranslation('admin');
  const describe = useErrorText();
  const expire = useSessionExpiry();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function exportAll() {
    setBusy(true);
    setFailure(null);
    try {
      const text = buildProductsCsv(await allProducts(), window.location.origin);
      download(new Blob([text], { type: 'text/csv;charset=utf-8' }), exportFileName());
    } catch (error) {
      if (expire(error)) return;
      setFailure(t('import.export.failed', { error: describe(error) }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="export-heading" className="mb-10 rounded-lg border border-gray-200 bg-white p-5">
      <h2 id="export-heading" className="mb-2 text-xl font-semibold text-ink-900">
        {t('import.export.heading')}
      </h2>
      <p className="mb-4 text-gray-700">{t('import.export.text')}</p>
      <button type="button" className={buttonStyles.primary} disabled={busy} onClick={() => void exportAll()}>
        {busy ? t('import.export.working') : t('import.export.button')}
      </button>
      {failure && (
        <p role="alert" className="mt-3 text-red-700">
          {failure}
        </p>
      )}
    </section>
  );
}

/** The import's own reasons for refusing a line (src/domain/product-import.ts); the others are the form's. */
const IMPORT_CODES = [
  'duplicateSku',
  'imageAddress',
  'imageFetch',
  'notAnImage',
  'imageTooLarge',
  'animationTooLarge',
  'imageUpload',
] as const;
type ImportCode = (typeof IMPORT_CODES)[number];

function isField(name: string): name is ProductInputField {
  return (PRODUCT_INPUT_FIELDS as readonly string[]).includes(name);
}

/** The longest text of each field: the server's 'tooLong' carries no maximum. */
const MAX_LENGTHS: Partial<Record<ProductInputField, number>> = {
  name: MAX_NAME_LENGTH,
  nameMs: MAX_NAME_LENGTH,
  sku: MAX_SKU_LENGTH,
  description: MAX_DESCRIPTION_LENGTH,
  descriptionMs: MAX_DESCRIPTION_LENGTH,
  shopeeUrl: MAX_URL_LENGTH,
  tiktokUrl: MAX_URL_LENGTH,
};

/**
 * One refused field of a line, in the admin's language: 'Price (RM): Enter a number of 0 or more'; a SKU an earlier
 * line has names that line: 'SKU MIG200 is also on line 4'.
 */
function useRefusalText(): (field: string, code: string, line: ImportLine) => string {
  const { t } = useTranslation('admin');
  const formText = useFieldErrorText('validation');
  return (field, code, line) => {
    if (code === 'duplicateSku' && line.firstLine !== undefined) {
      return t('import.errors.duplicateSku', { sku: line.sku, line: line.firstLine });
    }
    if (!isField(field)) return t('validation.invalid');
    const reason = (IMPORT_CODES as readonly string[]).includes(code)
      ? t(`import.errors.${code as ImportCode}`)
      : formText([code], MAX_LENGTHS[field]);
    return `${t(`form.fields.${field}`)}: ${reason}`;
  };
}

const ORDER: Record<ImportLine['action'], number> = { refused: 0, change: 1, add: 2, same: 3 };

function PreviewTable({ answer }: { answer: ImportAnswer }) {
  const { t } = useTranslation('admin');
  const captionId = useId();
  const phone = usePhoneLayout();
  const refusal = useRefusalText();
  const shown = answer.lines
    .filter((line) => line.action !== 'same')
    .sort((a, b) => ORDER[a.action] - ORDER[b.action] || a.line - b.line)
    .slice(0, LINES_SHOWN);
  const result = (line: ImportLine) => {
    switch (line.action) {
      case 'add':
        return t('import.actions.add');
      case 'same':
        return t('import.actions.same');
      case 'change':
        return t('import.actions.change', {
          fields: line.changed.map((field) => t(`form.fields.${field}`)).join(', '),
        });
      case 'refused':
        return (
          <>
            <span className="font-semibold text-red-700">{t('import.actions.refused')}</span>
            <ul className="mt-1 list-disc pl-5">
              {Object.entries(line.errors).map(([field, code]) => (
                <li key={field}>{refusal(field, code, line)}</li>
              ))}
            </ul>
          </>
        );
    }
  };
  if (shown.length === 0) return null;
  if (phone) {
    // On a phone each line is a card: its name as the heading, the rest under their names (nothing past the edge).
    return (
      <div className="mt-4">
        <p id={captionId} className="sr-only">
          {t('import.preview.caption')}
        </p>
        <ul aria-labelledby={captionId} className="space-y-3">
          {shown.map((line) => (
            <li key={line.line} className="rounded-lg border border-gray-200 bg-white p-4 text-sm shadow-sm">
              <h3 className="font-semibold wrap-break-word text-ink-900">{line.name}</h3>
              <dl className="mt-2 space-y-1">
                <div className="flex gap-3">
                  <dt className="w-20 shrink-0 text-gray-600">{t('import.columns.line')}</dt>
                  <dd className="tabular-nums">{line.line}</dd>
                </div>
                <div className="flex gap-3">
                  <dt className="w-20 shrink-0 text-gray-600">{t('import.columns.sku')}</dt>
                  <dd className="min-w-0 font-mono wrap-break-word">{line.sku}</dd>
                </div>
                <div className="flex gap-3">
                  <dt className="w-20 shrink-0 text-gray-600">{t('import.columns.result')}</dt>
                  <dd className="min-w-0 wrap-break-word">{result(line)}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    // Scrolls sideways when the screen is narrower than it: a region of its own, reached by the keyboard.
    <div role="region" aria-labelledby={captionId} tabIndex={0} className={`${tableScrollStyles} mt-4`}>
      <table className="w-full min-w-[40rem] text-left text-sm">
        <caption id={captionId} className="sr-only">
          {t('import.preview.caption')}
        </caption>
        <thead className="bg-gray-50">
          <tr>
            <th scope="col" className={tdStyles}>
              {t('import.columns.line')}
            </th>
            <th scope="col" className={tdStyles}>
              {t('import.columns.sku')}
            </th>
            <th scope="col" className={tdStyles}>
              {t('import.columns.name')}
            </th>
            <th scope="col" className={tdStyles}>
              {t('import.columns.result')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-200">
          {shown.map((line) => (
            <tr key={line.line}>
              <td className={`${tdStyles} tabular-nums`}>{line.line}</td>
              <td className={`${tdStyles} font-mono`}>{line.sku}</td>
              <th scope="row" className={`${tdStyles} font-medium`}>
                {line.name}
              </th>
              <td className={tdStyles}>{result(line)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The import: a file chosen and read here (what it is, its Shopee categories to match), then sent with the choices
 * to the route's action, by one fetcher to be checked and by another to be applied: a failed apply leaves the check.
 */
function ImportSection() {
  const { t } = useTranslation('admin');
  const id = useId();
  const language = useLanguage();
  const check = useFetcher<FormReply<ImportAnswer>>();
  const apply = useFetcher<FormReply<ImportAnswer>>();
  // What was read of the chosen file, and when: a new file's category choices start empty.
  const [chosen, setChosen] = useState<{ file: ReadFile; at: number } | null>(null);
  const busy = check.state !== 'idle' || apply.state !== 'idle';
  const answer = check.data?.result;
  const failure = [apply, check].map((sent) => sent.state === 'idle' && sent.data?.error?.['']?.[0]).find(Boolean);
  async function choose(picked: File | undefined) {
    setChosen(picked ? { file: await readProductFile(picked), at: performance.now() } : null);
  }
  // Any change to the file or its choices makes the check's plan (and a failure to apply it) out of date.
  const forget = () => {
    check.reset();
    apply.reset();
  };

  const file = chosen?.file;
  const problem = file && !file.ok ? file : null;
  const ready = file?.ok ? file : null;
  const writes = answer ? answer.counts.add + answer.counts.change : 0;

  return (
    <section aria-labelledby="import-heading" className="rounded-lg border border-gray-200 bg-white p-5">
      <h2 id="import-heading" className="mb-4 text-xl font-semibold text-ink-900">
        {t('import.file.heading')}
      </h2>
      <check.Form
        method="post"
        encType="multipart/form-data"
        noValidate
        onChange={forget}
        onReset={() => {
          forget();
          setChosen(null);
        }}
      >
        <label htmlFor={`${id}-file`} className="mb-1 block font-medium text-gray-800">
          {t('import.file.label')}
        </label>
        <p id={`${id}-hint`} className="mb-2 text-sm text-gray-700">
          {t('import.file.hint')}
        </p>
        <input
          id={`${id}-file`}
          name="file"
          type="file"
          accept=".csv,text/csv"
          aria-describedby={`${id}-hint`}
          disabled={busy}
          onChange={(event) => void choose(event.target.files?.[0])}
          className="block w-full text-sm text-gray-700 max-sm:min-h-10 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-700"
        />
        {problem && (
          <p role="alert" className="mt-3 text-red-700">
            {problem.problem === 'tooMany'
              ? t('import.tooMany', { max: MAX_IMPORT_ROWS, count: problem.count })
              : problem.problem === 'csv'
                ? t(`import.csv.${problem.csv}`, { line: problem.line })
                : t(`import.${problem.problem}`)}
          </p>
        )}
        {ready && ready.encoding === 'windows-1252' && (
          <p className="mt-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-gray-900">
            {t('import.windows1252')}
          </p>
        )}
        {ready && (
          <p className="mt-3 text-gray-800" role="status">
            {t('import.format.read', {
              format: t(`import.format.${ready.format}`),
              count: ready.records.length,
            })}
          </p>
        )}
        {ready && ready.unmatched.length > 0 && (
          <fieldset key={chosen?.at} className="mt-4 rounded-md border border-gray-200 p-4">
            <legend className="px-1 font-semibold text-ink-900">{t('import.categories.heading')}</legend>
            <p className="mb-3 text-sm text-gray-700">{t('import.categories.text')}</p>
            <div className="grid gap-3 sm:grid-cols-2">
              {ready.unmatched.map((value, index) => (
                <div key={value}>
                  <label htmlFor={`${id}-category-${index}`} className="mb-1 block text-sm font-medium text-gray-800">
                    {t('import.categories.label', { value })}
                  </label>
                  {/* One entry per value listed, in its order: the action matches them by it. */}
                  <select
                    id={`${id}-category-${index}`}
                    name={IMPORT_ENTRIES.category}
                    defaultValue=""
                    disabled={busy}
                    className={tallFieldStyles}
                  >
                    <option value="">{t('import.categories.none')}</option>
                    {CATEGORIES.map((category) => (
                      <option key={category} value={category}>
                        {categoryName(category, language)}
                      </option>
                    ))}
                  </select>
                </div>
              ))}
            </div>
          </fieldset>
        )}
        {ready && !answer && (
          <button type="submit" name="intent" value="check" className={`${buttonStyles.primary} mt-4`} disabled={busy}>
            {check.state !== 'idle' ? t('import.checking') : t('import.check')}
          </button>
        )}

        {answer && (
          <div className="mt-6" aria-labelledby="preview-heading" role="region">
            <h3 id="preview-heading" className="text-lg font-semibold text-ink-900">
              {t('import.preview.heading')}
            </h3>
            <p className="mt-1 text-gray-800">{t('import.preview.summary', answer.counts)}</p>
            <p className="text-sm text-gray-700">
              {writes > 0 ? t('import.preview.nothingWritten') : t('import.nothingToApply')}
            </p>
            <PreviewTable answer={answer} />
            {/* Pictures the check fetched are sent as the uploads they became: nothing is fetched twice. */}
            <input type="hidden" name={IMPORT_ENTRIES.images} value={JSON.stringify(answer.images)} />
            <div className="mt-4 flex flex-wrap gap-3">
              {writes > 0 && (
                <button
                  type="submit"
                  name="intent"
                  value="apply"
                  className={buttonStyles.primary}
                  disabled={busy}
                  // The same form's entries, by the apply's own fetcher.
                  onClick={(event) => {
                    event.preventDefault();
                    void apply.submit(event.currentTarget);
                  }}
                >
                  {apply.state !== 'idle' ? t('import.applying') : t('import.apply')}
                </button>
              )}
              <button type="reset" className={buttonStyles.secondary} disabled={busy}>
                {t('import.cancel')}
              </button>
            </div>
          </div>
        )}
        {failure && (
          <p role="alert" className="mt-3 text-red-700">
            {failure}
          </p>
        )}
      </check.Form>
    </section>
  );
}

/** The admin's import and export of the catalogue (/admin-portal/import). */
export function ImportExport() {
  return (
    <>
      <ExportSection />
      <ImportSection />
    </>
  );
}
