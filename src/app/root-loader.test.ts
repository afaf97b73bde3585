import { describe, expect, it } from 'vitest';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { paths } from '@/domain/paths';
import { shouldRevalidateRoot } from './root-loader';

const at = (path: string) => new URL(path, 'http://shop.test');

function asks(args: Partial<ShouldRevalidateFunctionArgs> & { from: string; to: string }): boolean {
  const { from, to, ...rest } = args;
  return shouldRevalidateRoot({
    currentUrl: at(from),
    nextUrl: at(to),
    currentParams: {},
    nextParams: {},
    defaultShouldRevalidate: true,
    ...rest,
  } as ShouldRevalidateFunctionArgs);
}

describe('shouldRevalidateRoot: when the shop settings are read again', () => {
  it('after the settings screen saves, and after its save comes back to it', () => {
    const settings = paths.admin.settings;
    expect(asks({ from: settings, to: settings, formMethod: 'POST', formAction: settings })).toBe(true);
    expect(asks({ from: settings, to: `${settings}?tab=1`, formMethod: 'POST', formAction: `${settings}?tab=1` })).toBe(
      true,
    );
  });

  it('not after another screen writes on its own address', () => {
    const orders = paths.admin.orders;
    expect(asks({ from: orders, to: orders, formMethod: 'POST', formAction: orders })).toBe(false);
    const job = paths.admin.repairs.detail('r1');
    expect(asks({ from: job, to: job, formMethod: 'POST', formAction: job })).toBe(false);
  });

  it('not for a navigation, but for a revalidation that keeps the address', () => {
    expect(asks({ from: '/en/products', to: '/en/about' })).toBe(false);
    expect(asks({ from: '/en/products', to: '/en/products' })).toBe(true);
    expect(asks({ from: '/en/products', to: '/en/products', defaultShouldRevalidate: false })).toBe(false);
  });

  it('not when the save was refused with an error status', () => {
    const settings = paths.admin.settings;
    expect(
      asks({ from: settings, to: settings, formMethod: 'POST', formAction: settings, defaultShouldRevalidate: false }),
    ).toBe(false);
  });
});
