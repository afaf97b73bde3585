// Repairs' money, payments, warranty and reminders (issue 38; src/domain/repair-fields.ts, decision 020): the new
// columns of the table of repair fields, and `serial_key` (serialKey of the serial) for machine history. The
// older jobs' figures move to sen by the next migration, which reads them here before `deposit` goes.
export default `
  ALTER TABLE repairs ADD COLUMN payments TEXT NOT NULL DEFAULT '[]';
  ALTER TABLE repairs ADD COLUMN ready_at TEXT;
  ALTER TABLE repairs ADD COLUMN collected_at TEXT;
  ALTER TABLE repairs ADD COLUMN storage_fee TEXT;
  ALTER TABLE repairs ADD COLUMN warranty_days INTEGER;
  ALTER TABLE repairs ADD COLUMN claim_of TEXT;
  ALTER TABLE repairs ADD COLUMN claims TEXT NOT NULL DEFAULT '[]';
  ALTER TABLE repairs ADD COLUMN reminders_sent TEXT NOT NULL DEFAULT '[]';
  ALTER TABLE repairs ADD COLUMN serial_key TEXT NOT NULL DEFAULT '';
  CREATE INDEX repairs_by_serial ON repairs (serial_key) WHERE serial_key <> '';
  CREATE INDEX repairs_by_phone ON repairs (customer_phone);
  CREATE INDEX repairs_by_ready ON repairs (status, ready_at);
  `;
