// The shop's settings (server/db/settings-store.ts): one row of JSON, absent until the owner first saves, and the
// testimonials in the order they are shown.
export default `
  CREATE TABLE shop_settings (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    data TEXT NOT NULL,
    updated_at TEXT NOT NULL
  ) STRICT;

  CREATE TABLE testimonials (
    id TEXT PRIMARY KEY,
    position INTEGER NOT NULL,
    author TEXT NOT NULL,
    text_en TEXT NOT NULL,
    text_ms TEXT NOT NULL
  ) STRICT;
  CREATE INDEX testimonials_by_position ON testimonials (position);
  `;
