/** The admin account of the test server. Tests only: never a default of the site. */
export const E2E_ADMIN = { email: 'owner@example.test', password: 'correct-horse-battery-staple' } as const;
