// When the admin last chose their own password (the change screen or the reset command); null while it is the
// one ADMIN_PASSWORD set or the first start generated. ADMIN_PASSWORD never replaces a chosen one
// (server/auth/admin-account.ts).
export default `
  ALTER TABLE admins ADD COLUMN password_changed_at TEXT;
  `;
