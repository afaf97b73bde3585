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
export function printStyle(paper: SlipPaper, rollLength: number): string {
  return paper === 'a5'
    ? '@page { size: A5 portrait; margin: 10mm; }'
    : `@page { size: ${ROLL_WIDTH_MM}mm ${rollLength}mm; margin: ${ROLL_MARGIN_MM}mm; }`;
}

/** The roll's width and the margin on each side, in millimetres. */
export const ROLL_WIDTH_MM = 80;
export const ROLL_MARGIN_MM = 3;
/** Before the slip is measured, and the shortest piece printed: a roll page never shorter than this. */
const ROLL_MIN_LENGTH_MM = 60;

/**
 * The roll page's length for a slip whose content is `contentPx` CSS pixels tall at the roll's printable width:
 * the content and the top and bottom margins, in whole millimetres rounded up, with 2 mm to spare so that a rounding
 * in the printer's layout never pushes the last line onto a second piece.
 */
export function printRollLength(contentPx: number): number {
  const mm = (contentPx * 25.4) / 96 + 2 * ROLL_MARGIN_MM;
  return Math.max(ROLL_MIN_LENGTH_MM, Math.ceil(mm) + 2);
}

/**
 * The roll page's length for the slip as it is laid out now, kept up to date. On screen the slip is the roll's width
 * with the page's margins as its padding, in print the page's printable width without padding: either way its
 * content box is as wide as the printed one, so its height is the printed content's.
 */
export function useRollLength(article: RefObject<HTMLElement | null>, paper: SlipPaper): number {
  const [length, setLength] = useState(ROLL_MIN_LENGTH_MM);
  useLayoutEffect(() => {
    const element = article.current;
    if (!element || paper !== 'receipt') return;
    const measure = () => {
      const style = getComputedStyle(element);
      const padding = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
      setLength(printRollLength(element.getBoundingClientRect().height - padding));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [article, paper]);
  return length;
}

/**
 * What leaves the printed page: everything but the paper itself. The admin's frame sits in the box of the admin's
 * language (`display: contents`, src/components/admin/admin-language.tsx), so its padding is reset one level down too.
 */
const PRINT_ONLY_PAPER = `@media print {
  html, body { background: #fff; }
  body header, body footer, .skip-link, [data-print-hide] { display: none !important; }
  .min-h-screen { min-height: 0 !important; }
  main, main > div, main > .contents > div { padding: 0 !important; margin: 0 !important; max-width: none !important; }
  article { break-inside: avoid; }
}`;

/** The paper's page rule and what leaves the printed page, as this screen's own style element. */
export function PrintStyle({ paper, rollLength }: { paper: SlipPaper; rollLength: number }) {
  return <style>{`${printStyle(paper, rollLength)}\n${PRINT_ONLY_PAPER}`}</style>;
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
  const rollLength = useRollLength(articleRef, paper);
  return (
    <div className="py-8 print:py-0">
      <PrintStyle paper={paper} rollLength={rollLength} />
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
