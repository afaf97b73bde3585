import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { ProductInputSchema } from './index';

describe('the zod set-up', () => {
  test('schemas parse without eval, which the Content-Security-Policy forbids', () => {
    expect(ProductInputSchema).toBeDefined();
    expect(z.config().jitless).toBe(true);
  });
});
