/**
 * The header's disclosures (the language list, the phone menu: `<details data-dropdown>`) open and close without
 * code. With it, as the spec asks of the language list, an open one closes on a tap outside it and on Escape, which
 * gives the focus back to its toggle. A few listeners on the document, not a React root: nothing in them is drawn by
 * code.
 */
export function closeDisclosuresOutside(): void {
  const open = () => [...document.querySelectorAll<HTMLDetailsElement>('details[data-dropdown][open]')];
  document.addEventListener('pointerdown', (event) => {
    for (const details of open()) if (!details.contains(event.target as Node)) details.open = false;
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    for (const details of open()) {
      details.open = false;
      details.querySelector('summary')?.focus();
    }
  });
}

/** A `<select data-submit-on-change>` (the catalogue's order) sends its GET form as soon as a choice is made. */
export function submitOnChange(): void {
  document.addEventListener('change', (event) => {
    const select = event.target;
    if (select instanceof HTMLSelectElement && select.hasAttribute('data-submit-on-change'))
      select.form?.requestSubmit();
  });
}

/** A `<details data-closes-on-blur>` (an About value, spec §4) closes when the focus leaves it. */
export function closeDisclosuresOnBlur(): void {
  document.addEventListener('focusout', (event) => {
    const details = event.target instanceof Element ? event.target.closest('details[data-closes-on-blur]') : null;
    if (!(details instanceof HTMLDetailsElement) || !details.open) return;
    const next = event.relatedTarget;
    if (next instanceof Node && details.contains(next)) return;
    details.open = false;
  });
}
