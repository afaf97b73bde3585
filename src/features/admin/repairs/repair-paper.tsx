import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Language } from '@/domain/limits';
import { paths } from '@/domain/paths';
import { buttonStyles } from '@/components/ui/styles';

/** The papers the slip prints on: an A5 sheet, or the 80 mm roll of a receipt printer. */
export const SLIP_PAPERS = ['a5', 'receipt'] as const;
export type SlipPaper = (typeof SLIP_PAPERS)[number];

export function parseSlipPaper(value: string | null): SlipPaper {
  return value === 'receipt' ? 'receipt' : 'a5';
}

/**
 * The printed page for each paper: its size and margins, and what leaves the page in print (the site's header and
 * footer, the admin's bar, this screen's own controls). A style element of this screen only, so that no other
 * page prints differently; the content security policy allows inline styles (server/plugins/security-headers.ts).
 * A roll has no fixed length: its page is the roll's width and as long as the slip (printRollLength), so the
 * printer cuts after the slip rather than feed a blank A4 length of paper.
 */
export function printStyle(paper: SlipPaper, fit: PaperFit): string {
  return paper === 'a5'
    ? `@page { size: A5 portrait; margin: 10mm; }${
        fit.a5Zoom < 1 ? `\n@media print { article[data-paper='a5'] { zoom: ${fit.a5Zoom}; } }` : ''
      }`
    : `@page { size: ${ROLL_WIDTH_MM}mm ${fit.rollLength}mm; margin: ${ROLL_MARGIN_MM}mm; }`;
}

/** What the paper as laid out asks of the printed page: the roll's length, and the A5 sheet's zoom (a5Zoom). */
export type PaperFit = { rollLength: number; a5Zoom: number };

/** The roll's width and the margin on each side, in millimetres. */
export const ROLL_WIDTH_MM = 80;
export const ROLL_MARGIN_MM = 3;
/** Before the slip is measured, and the shortest piece printed: a roll page never shorter than this. */
const ROLL_MIN_LENGTH_MM = 60;
/** An A5 sheet's printable height (210 mm less the margins of 10 mm), less 2 mm spared for the printer's rounding. */
const A5_ROOM_MM = 210 - 2 * 10 - 2;

/**
 * How much an A5 paper of `contentPx` CSS pixels (at the sheet's printable width) is made smaller in print so that
 * it stays on one sheet: 1 when it fits, else the fraction that fits, in whole hundredths rounded down. A fault of
 * two thousand characters or a quote of twenty lines prints smaller rather than on a second sheet.
 */
export function a5Zoom(contentPx: number): number {
  const mm = (contentPx * 25.4) / 96;
  return mm <= A5_ROOM_MM ? 1 : Math.floor((A5_ROOM_MM / mm) * 100) / 100;
}

/**
 * The roll page's length for a slip whose content is `contentPx` CSS pixels tall at the roll's printable width:
 * the content and the top and bottom margins, in whole millimetres rounded up, with 2 mm to spare so that a rounding
 * in the printer's layout never pushes the last line onto a second piece.
 */
export function printRollLength(contentPx: number): number {
  const mm = (contentPx * 25.4) / 96 + 2 * ROLL_MARGIN_MM;
  return Math.max(ROLL_MIN_LENGTH_MM, Math.ceil(mm) + 2);
}

/** The printable width of each paper, in millimetres: A5 less its margins of 10 mm, the roll less its 3 mm. */
const PRINTABLE_WIDTH_MM: Record<SlipPaper, number> = { a5: 148 - 2 * 10, receipt: ROLL_WIDTH_MM - 2 * ROLL_MARGIN_MM };

/**
 * The height in CSS pixels of the paper's content at its printed width, whatever the screen's width or media: a
 * copy laid out out of sight at exactly that width, without padding. Measured on the paper itself, a narrow phone
 * (or a print preview) would give another height than the printer's.
 */
function printedContentHeight(element: HTMLElement, paper: SlipPaper): number {
  const copy = element.cloneNode(true) as HTMLElement;
  copy.setAttribute('aria-hidden', 'true');
  Object.assign(copy.style, {
    position: 'absolute',
    visibility: 'hidden',
    left: '-10000px',
    top: '0',
    width: `${PRINTABLE_WIDTH_MM[paper]}mm`,
    maxWidth: 'none',
    padding: '0',
    zoom: '1',
  });
  element.parentElement?.append(copy);
  const height = copy.getBoundingClientRect().height;
  copy.remove();
  return height;
}

/**
 * The printed page's fit for the paper as it is laid out now, kept up to date: the roll as long as the content,
 * the A5 sheet's zoom so that it holds it. The zoom is print's only, and the height is the printed width's
 * (printedContentHeight), so that the choice of paper made first, the screen's width or a print preview never
 * change what is measured.
 */
function usePaperFit(article: RefObject<HTMLElement | null>, paper: SlipPaper): PaperFit {
  const [fit, setFit] = useState<PaperFit>({ rollLength: ROLL_MIN_LENGTH_MM, a5Zoom: 1 });
  useLayoutEffect(() => {
    const element = article.current;
    if (!element) return;
    const measure = () => {
      const content = printedContentHeight(element, paper);
      setFit((current) =>
        paper === 'a5' ? { ...current, a5Zoom: a5Zoom(content) } : { ...current, rollLength: printRollLength(content) },
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [article, paper]);
  return fit;
}

/**
 * What leaves the printed page: everything but the paper itself. The admin's frame sits in the box of the admin's
 * language (`display: contents`, src/components/admin/admin-language-switch.tsx), so its padding is reset one level down too.
 */
const PRINT_ONLY_PAPER = `@media print {
  html, body { background: #fff; }
  body header, body footer, .skip-link, [data-print-hide] { display: none !important; }
  .min-h-screen { min-height: 0 !important; }
  main, main > div, main > .contents > div { padding: 0 !important; margin: 0 !important; max-width: none !important; }
  article { break-inside: avoid; }
}`;

/** The paper's page rule and what leaves the printed page, as this screen's own style element. */
function PrintStyle({ paper, fit }: { paper: SlipPaper; fit: PaperFit }) {
  return <style>{`${printStyle(paper, fit)}\n${PRINT_ONLY_PAPER}`}</style>;
}

/** The choice of paper (A5 or the 80 mm roll) and the Print button, left off the printed page. */
export function PaperChoice({ paper, onChange }: { paper: SlipPaper; onChange: (paper: SlipPaper) => void }) {
  const { t } = useTranslation('admin');
  return (
    <div className="mt-4 flex flex-wrap items-end gap-4">
      <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <legend className="mb-1 text-sm font-medium text-gray-800">{t('repairs.slip.paper')}</legend>
        {SLIP_PAPERS.map((choice) => (
          <label key={choice} className="flex min-h-11 items-center gap-2 text-sm text-gray-800">
            <input
              type="radio"
              name="paper"
              value={choice}
              checked={paper === choice}
              onChange={() => onChange(choice)}
              className="h-5 w-5 accent-brand-700"
            />
            {t(`repairs.slip.${choice}`)}
          </label>
        ))}
      </fieldset>
      <button type="button" onClick={() => window.print()} className={buttonStyles.primary}>
        {t('repairs.slip.print')}
      </button>
    </div>
  );
}

/**
 * A job's paper (the slip, the receipt) on its screen: the paper's print rule (the roll as long as its content), the
 * way back to the job, the screen's title and hint and the paper choice, none of them printed; then the paper itself,
 * in the customer's language, named by its own heading (`labelledBy`). `a5Text`: the paper's type size on A5.
 */
export function PaperSheet({
  jobId,
  titleId,
  title,
  hint,
  paper,
  onPaperChange,
  language,
  labelledBy,
  a5Text,
  children,
}: {
  jobId: string;
  titleId: string;
  title: string;
  hint: string;
  paper: SlipPaper;
  onPaperChange: (paper: SlipPaper) => void;
  language: Language;
  labelledBy: string;
  a5Text: 'text-[9pt]' | 'text-[10pt]';
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const articleRef = useRef<HTMLElement>(null);
  const fit = usePaperFit(articleRef, paper);
  return (
    <div className="py-8 print:py-0">
      <PrintStyle paper={paper} fit={fit} />
      <div data-print-hide="" className="mb-6">
        <Link to={paths.admin.repairs.detail(jobId)} className={`${buttonStyles.secondary} mb-4`}>
          <span aria-hidden="true">←</span> {t('repairs.slip.back')}
        </Link>
        <h1 id={titleId} className="text-2xl font-bold text-ink-900 sm:text-3xl">
          {title}
        </h1>
        <p className="mt-2 text-sm text-gray-600">{hint}</p>
        <PaperChoice paper={paper} onChange={onPaperChange} />
      </div>

      <article
        ref={articleRef}
        lang={language}
        aria-labelledby={labelledBy}
        data-paper={paper}
        className={`mx-auto max-w-full bg-white leading-snug text-black shadow-sm ring-1 ring-gray-200 print:w-full print:p-0 print:shadow-none print:ring-0 ${
          paper === 'a5' ? `w-[148mm] p-[10mm] ${a5Text}` : 'w-[80mm] p-[3mm] text-[8.5pt]'
        }`}
      >
        {children}
      </article>
    </div>
  );
}
