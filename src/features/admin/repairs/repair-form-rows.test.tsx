import { describe, expect, test } from 'vitest';
import { adminText } from '@/i18n/admin-texts';
import type { AdminKey } from '@/i18n/catalogue-keys';
import { REPAIR_FIELDS, REPAIR_FORM_SECTIONS, REPAIR_INPUT_FIELDS } from '@/domain/repair-fields';
import { fullRepairJob } from '../../../../tests/full-records';
import { escapedForRegExp, renderedForm } from '../../../../tests/rendered-form';
import { DRAWN_BY_REPAIR_FORM, RepairForm } from './repair-form';

/**
 * The repair form draws every row of REPAIR_FIELDS that has `input` (issue 48): rendered with a job whose every
 * field is filled, each such field is a control of the form by its name, and each it draws from its row is under
 * the row's label, in the table's order. A row the form forgets (one without a section, say) fails here.
 */

const drawn: readonly string[] = DRAWN_BY_REPAIR_FORM;
const fromRows = REPAIR_INPUT_FIELDS.filter((name) => !drawn.includes(name));
const text = (key: AdminKey) => adminText('en', key);

describe('the repair form', () => {
  test('has a control for every field of the table the owner types, by its name', () => {
    const html = renderedForm(<RepairForm job={fullRepairJob()} />);
    for (const name of REPAIR_INPUT_FIELDS) expect(html, `the form draws ${name}`).toContain(`name="${name}"`);
  });

  test.each(['add', 'edit'] as const)(
    'draws the rows under their labels, in the table’s order, section by section, when it is to %s',
    (mode) => {
      const html = renderedForm(<RepairForm job={mode === 'add' ? null : fullRepairJob()} />);
      for (const section of REPAIR_FORM_SECTIONS) expect(html).toContain(text(`repairs.form.sections.${section}`));
      const places = fromRows.map((name) => {
        const { input } = REPAIR_FIELDS[name];
        const label = escapedForRegExp(text(input.label));
        const optional = input.required ? '' : escapedForRegExp(` (${text('repairs.optional')})`);
        expect(html, name).toMatch(new RegExp(`<label for="repair-${name}"[^>]*>${label}${optional}</label>`));
        if ('max' in input) expect(html, name).toMatch(new RegExp(`id="repair-${name}"[^>]*maxLength="${input.max}"`));
        return html.indexOf(`id="repair-${name}"`);
      });
      expect(places).toEqual([...places].sort((a, b) => a - b));
    },
  );
});
