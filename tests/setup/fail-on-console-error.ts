import { afterEach, vi } from 'vitest';

// A console.error during a test is a defect that the test would otherwise hide.
const spy = vi.spyOn(console, 'error');
afterEach(() => {
  const calls = spy.mock.calls.slice();
  spy.mockClear();
  if (calls.length > 0) throw new Error(`console.error was called:\n${calls.map((c) => c.join(' ')).join('\n')}`);
});
