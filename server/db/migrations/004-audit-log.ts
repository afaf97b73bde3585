// The audit log (server/db/audit-store.ts): newest first by time, kept a year.
export default `
  CREATE TABLE audit_log (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    at TEXT NOT NULL,
    actor TEXT NOT NULL,
    action TEXT NOT NULL,
    target TEXT NOT NULL DEFAULT '',
    detail TEXT NOT NULL DEFAULT '{}',
    address TEXT NOT NULL DEFAULT ''
  ) STRICT;
  CREATE INDEX audit_log_by_at ON audit_log (at DESC, id DESC);
  `;
