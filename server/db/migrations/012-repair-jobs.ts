// Repair jobs (server/db/repairs-store.ts). `open` is written with the status from the domain's isOpenRepair, so the
// list (open jobs first, then newest first) is one walk of an index; no CHECK holds the statuses or languages,
// so that a new one is a row of the domain's tables and no migration (the zod schemas guard every write).
// `repair_numbers` keeps each year's last number: a job's number is never given twice, even once the job is gone.
export default `
  CREATE TABLE repairs (
    id TEXT PRIMARY KEY,
    number TEXT NOT NULL UNIQUE,
    token TEXT NOT NULL UNIQUE,
    customer_name TEXT NOT NULL,
    customer_phone TEXT NOT NULL,
    language TEXT NOT NULL,
    brand TEXT NOT NULL,
    model TEXT NOT NULL,
    serial TEXT NOT NULL DEFAULT '',
    fault TEXT NOT NULL,
    accessories TEXT NOT NULL DEFAULT '',
    photos TEXT NOT NULL DEFAULT '[]',
    estimate REAL,
    deposit REAL,
    promised_date TEXT,
    status TEXT NOT NULL,
    open INTEGER NOT NULL,
    quote TEXT,
    history TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  ) STRICT;
  CREATE INDEX repairs_by_list ON repairs (open DESC, created_at DESC, id DESC);
  CREATE INDEX repairs_by_status ON repairs (status, created_at DESC, id DESC);
  CREATE INDEX repairs_by_promised ON repairs (open, promised_date);
  CREATE INDEX repairs_by_updated ON repairs (updated_at);

  CREATE TABLE repair_numbers (
    year INTEGER PRIMARY KEY,
    last INTEGER NOT NULL
  ) STRICT;
  `;
