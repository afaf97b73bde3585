import { afterEach, expect, test, vi } from 'vitest';
import { makeProductInput } from '../../tests/factories';
import { ProductInputSchema } from './index';

afterEach(() => {
  vi.unstubAllGlobals();
});

test('a product is checked without eval, which the Content-Security-Policy forbids on every page', () => {
  const evalAttempts: unknown[][] = [];
  // What a browser does under a policy without 'unsafe-eval': it refuses, and reports a violation even when the
  // refusal is caught.
  vi.stubGlobal('Function', function refused(...args: unknown[]) {
    evalAttempts.push(args);
    throw new EvalError('Refused to evaluate a string as JavaScript');
  });
  const accepted = ProductInputSchema.safeParse({ ...makeProductInput(), price: '99.90' });
  const refused = ProductInputSchema.safeParse(makeProductInput({ name: ' ' }));
  vi.unstubAllGlobals();

  expect(evalAttempts).toEqual([]);
  expect(accepted.data?.price).toBe(99.9);
  expect(refused.error?.issues.map((issue) => issue.message)).toEqual(['nameRequired']);
});
