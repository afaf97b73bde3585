// Which rows the demo seed made, so that the owner can remove them and keep their own.
export default `
  CREATE TABLE demo_rows (
    kind TEXT NOT NULL CHECK (kind IN ('product', 'order')),
    id TEXT NOT NULL,
    PRIMARY KEY (kind, id)
  ) STRICT, WITHOUT ROWID;
  `;
