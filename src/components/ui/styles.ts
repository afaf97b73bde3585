/*
 * Class lists shared by the admin screens (Tailwind finds classes in the source text, so each is written whole).
 * Every button, select and link that acts as a button on the admin screens takes its classes from here. On a phone
 * (below `sm`, 640 px) each is at least 44 px tall (`min-h-11`), the size Apple and Material give a thumb, and a text
 * field at least 40 px; from `sm` up, where a mouse points, they keep their compact desktop size.
 */
const focus = 'focus-visible:outline-2 focus-visible:outline-offset-2';
const base =
  'inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold transition-colors ' +
  `max-sm:min-h-11 ${focus} disabled:cursor-not-allowed disabled:opacity-60`;
const small =
  'inline-flex items-center justify-center rounded px-2.5 py-1 text-xs font-semibold max-sm:min-h-11 max-sm:px-3 ' +
  `max-sm:text-sm ${focus} disabled:cursor-not-allowed disabled:opacity-60`;

export const buttonStyles = {
  primary: `${base} bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-brand-700`,
  secondary: `${base} border border-gray-300 bg-white text-gray-800 hover:bg-gray-50 focus-visible:outline-gray-500`,
  danger: `${base} bg-red-600 text-white hover:bg-red-700 focus-visible:outline-red-600`,
  /** Small buttons and links inside table rows and beside pictures: a thumb's size on a phone all the same. */
  smallSecondary: `${small} border border-gray-300 bg-white text-gray-800 hover:bg-gray-50 focus-visible:outline-gray-500`,
  smallDanger: `${small} bg-red-600 text-white hover:bg-red-700 focus-visible:outline-red-600`,
  /** A button that reads as a link (a line's Remove, a dialog's contact links): as tall as the others on a phone. */
  link:
    // A long word (a product's name, an address) breaks rather than pushing a phone's screen wider.
    'inline-flex max-w-full items-center rounded text-brand-700 underline underline-offset-4 [overflow-wrap:anywhere] ' +
    'hover:text-brand-800 max-sm:min-h-11 ' +
    `${focus} focus-visible:outline-brand-600`,
  linkDanger:
    'inline-flex items-center rounded px-2 py-1 text-sm text-red-700 underline hover:text-red-900 max-sm:min-h-11 ' +
    `${focus} focus-visible:outline-brand-600`,
  /** The × of a dialog or a message: a square a thumb finds on a phone. */
  close:
    'inline-flex items-center justify-center rounded p-1 leading-none hover:bg-black/10 max-sm:min-h-11 max-sm:min-w-11 ' +
    `${focus} focus-visible:outline-current`,
} as const;

const fieldBase =
  'block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-base text-ink-900 shadow-sm sm:text-sm ' +
  'focus:border-brand-600 focus:outline-2 focus:outline-brand-600 aria-[invalid=true]:border-red-600 ' +
  'disabled:bg-gray-100 disabled:text-gray-500';

/** A text field: at least 40 px tall on a phone. */
export const inputStyles = `${fieldBase} max-sm:min-h-10`;

/**
 * A field tapped as a button is (a select in a form, or a text field with a button inside it such as the password's
 * Show): as tall as a button on a phone.
 */
export const tallFieldStyles = `${fieldBase} max-sm:min-h-11`;

/** A select is tapped as a button is: 44 px tall on a phone, at its content's width. */
export const selectStyles =
  'max-w-full min-w-0 rounded-md border border-gray-300 bg-white py-2 pr-8 pl-3 text-base text-ink-900 sm:text-sm ' +
  'max-sm:min-h-11 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:bg-gray-100 disabled:text-gray-500';

/** A select inside a table row: compact beside the row's small buttons, a thumb's size on a phone all the same. */
export const smallSelectStyles =
  'rounded border border-gray-300 bg-white py-1 pr-7 pl-2 text-xs max-sm:min-h-11 max-sm:text-sm focus-visible:outline-2 ' +
  'focus-visible:outline-brand-600 disabled:opacity-60';

/** A wide table scrolls sideways inside this box on a phone instead of widening the page. */
export const tableScrollStyles =
  'overflow-x-auto rounded-lg border border-gray-200 bg-white shadow-sm focus-visible:outline-2 focus-visible:outline-brand-600';
export const thStyles =
  'whitespace-nowrap px-4 py-3 text-left text-xs font-semibold tracking-wide text-gray-600 uppercase';
export const tdStyles = 'px-4 py-3 align-top text-sm text-gray-800';
