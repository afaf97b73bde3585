/*
 * Class lists shared by the admin screens. Kept as whole literal strings so that Tailwind finds them.
 */
const base =
  'inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60';

export const buttonStyles = {
  primary: `${base} bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-brand-700`,
  secondary: `${base} border border-gray-300 bg-white text-gray-800 hover:bg-gray-50 focus-visible:outline-gray-500`,
  danger: `${base} bg-red-600 text-white hover:bg-red-700 focus-visible:outline-red-600`,
  /** Small buttons and links inside table rows. */
  smallSecondary:
    'inline-flex items-center rounded border border-gray-300 bg-white px-2.5 py-1 text-xs font-semibold text-gray-800 ' +
    'hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gray-500 ' +
    'disabled:cursor-not-allowed disabled:opacity-60',
  smallDanger:
    'inline-flex items-center rounded bg-red-600 px-2.5 py-1 text-xs font-semibold text-white hover:bg-red-700 ' +
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600 ' +
    'disabled:cursor-not-allowed disabled:opacity-60',
  /** Buttons and links inside a record's card on a phone: 44 px tall at least, as the site's own, for a thumb. */
  cardSecondary: `${base} min-h-11 border border-gray-300 bg-white text-gray-800 hover:bg-gray-50 focus-visible:outline-gray-500`,
  cardDanger: `${base} min-h-11 bg-red-600 text-white hover:bg-red-700 focus-visible:outline-red-600`,
} as const;

export const inputStyles =
  'block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-base text-ink-900 shadow-sm sm:text-sm ' +
  'focus:border-brand-600 focus:outline-2 focus:outline-brand-600 aria-[invalid=true]:border-red-600 ' +
  'disabled:bg-gray-100 disabled:text-gray-500';

/** A wide table scrolls sideways inside this box on a phone instead of widening the page. */
export const tableScrollStyles =
  'overflow-x-auto rounded-lg border border-gray-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-brand-600';
export const thStyles =
  'whitespace-nowrap px-4 py-3 text-left text-xs font-semibold tracking-wide text-gray-600 uppercase';
export const tdStyles = 'px-4 py-3 align-top text-sm text-gray-800';
