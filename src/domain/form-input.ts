import type { AdminKey } from '../i18n/catalogue-keys';

/**
 * What an admin form needs of a field its table holds (REPAIR_FIELDS, PRODUCT_FIELDS), read by RowField
 * (src/components/admin/row-field.tsx), which draws the field from it. Zod-free: the tables are read by public pages.
 */
export type FormInput<Control extends string> = {
  /** Its label (admin.json); the form adds its "(optional)" to a field not required. */
  label: AdminKey;
  control: Control;
  /** As the input schema says (each table's test holds the two the same). */
  required: boolean;
  /** Its longest text, the schema's and the control's `maxLength`. */
  max?: number;
  /** A line under the control (admin.json). */
  hint?: AdminKey;
  /** Spans both columns of the form's grid. */
  wide?: true;
  /** A box of several lines: how many it shows (4 when absent). */
  rows?: number;
  /** A number: the step of its arrows. */
  step?: number;
  /** A code typed as it is printed (a serial, an SKU): capitals, no spell check. */
  code?: true;
};
