// Visitor measurements (server/db/insights-store.ts): raw events, kept 30 days, and their daily roll-ups, kept
// 13 months: counts per event, page type, device and product, and each vital's histogram.
export default `
  CREATE TABLE insight_events (
    at INTEGER NOT NULL,
    day TEXT NOT NULL,
    name TEXT NOT NULL,
    page TEXT NOT NULL,
    device TEXT NOT NULL,
    product_id TEXT NOT NULL DEFAULT '',
    value REAL,
    bucket REAL
  ) STRICT;
  CREATE INDEX insight_events_by_day ON insight_events (day);

  CREATE TABLE insight_counts_daily (
    day TEXT NOT NULL,
    name TEXT NOT NULL,
    page TEXT NOT NULL,
    device TEXT NOT NULL,
    product_id TEXT NOT NULL,
    count INTEGER NOT NULL,
    PRIMARY KEY (day, name, page, device, product_id)
  ) STRICT, WITHOUT ROWID;

  CREATE TABLE insight_vitals_daily (
    day TEXT NOT NULL,
    metric TEXT NOT NULL,
    page TEXT NOT NULL,
    device TEXT NOT NULL,
    value REAL NOT NULL,
    count INTEGER NOT NULL,
    PRIMARY KEY (day, metric, page, device, value)
  ) STRICT, WITHOUT ROWID;
  `;
