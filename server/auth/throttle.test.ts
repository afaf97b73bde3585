import { describe, expect, test } from 'vitest';
import { clientKey, createBoundedMap, createSignInThrottle, type ThrottleOptions } from './throttle';

function setup(overrides: Partial<ThrottleOptions> = {}) {
  let clock = 1_000_000;
  const throttle = createSignInThrottle({
    maxFailuresPerAddress: 5,
    maxAddressesPerAccount: 3,
    maxFailuresPerDevice: 4,
    windowMs: 60_000,
    maxTrackedKeys: 1_000,
    now: () => clock,
    ...overrides,
  });
  return { throttle, advance: (ms: number) => (clock += ms) };
}

const from = (address: string, email = 'owner@shop.test', device: string | null = null) => ({
  address,
  email,
  device,
});

describe('the sign-in throttle', () => {
  test('an address is held after repeated failures until the window passes', () => {
    const { throttle, advance } = setup();
    for (let i = 0; i < 5; i++) {
      expect(throttle.retryAfter(from('1.1.1.1'))).toBe(0);
      throttle.fail(from('1.1.1.1', `user${i}@shop.test`));
    }
    expect(throttle.retryAfter(from('1.1.1.1'))).toBe(60);
    advance(30_000);
    expect(throttle.retryAfter(from('1.1.1.1', 'someone@else.test'))).toBe(30);
    advance(30_001);
    expect(throttle.retryAfter(from('1.1.1.1'))).toBe(0);
  });

  test('failures at one address never stop another address, even for the same account', () => {
    const { throttle } = setup();
    for (let i = 0; i < 40; i++) throttle.fail(from('9.9.9.9'));
    expect(throttle.retryAfter(from('9.9.9.9'))).toBeGreaterThan(0);
    expect(throttle.retryAfter(from('8.8.8.8'))).toBe(0);
    expect(throttle.retryAfter(from('8.8.8.8', 'OWNER@shop.test '))).toBe(0);
  });

  test('failures for one account from many addresses hold other new browsers, but not one with a device cookie', () => {
    const { throttle, advance } = setup();
    for (const address of ['1.0.0.1', '1.0.0.2', '1.0.0.3']) throttle.fail(from(address));
    expect(throttle.retryAfter(from('5.5.5.5'))).toBe(60);
    expect(throttle.retryAfter(from('5.5.5.5', 'other@shop.test'))).toBe(0);
    expect(throttle.retryAfter(from('1.0.0.1', 'owner@shop.test', 'device-1'))).toBe(0);
    advance(60_001);
    expect(throttle.retryAfter(from('5.5.5.5'))).toBe(0);
  });

  test('a device cookie is counted on its own: its failures hold it, and nobody else', () => {
    const { throttle } = setup();
    for (let i = 0; i < 4; i++) throttle.fail(from('1.1.1.1', 'owner@shop.test', 'stolen'));
    expect(throttle.retryAfter(from('1.1.1.1', 'owner@shop.test', 'stolen'))).toBe(60);
    expect(throttle.retryAfter(from('1.1.1.1', 'owner@shop.test', 'mine'))).toBe(0);
    expect(throttle.retryAfter(from('1.1.1.1'))).toBe(0);
  });

  test('a success forgives the failures of its own address', () => {
    const { throttle } = setup();
    for (let i = 0; i < 4; i++) throttle.fail(from('1.1.1.1'));
    throttle.succeed(from('1.1.1.1'));
    for (let i = 0; i < 4; i++) throttle.fail(from('1.1.1.1'));
    expect(throttle.retryAfter(from('1.1.1.1'))).toBe(0);
  });

  test('the addresses of one IPv6 /64 count as one, and an IPv4-mapped address as its IPv4 address', () => {
    const { throttle } = setup();
    for (let i = 1; i <= 5; i++) throttle.fail(from(`2001:db8:1:2::${i.toString(16)}`));
    expect(throttle.retryAfter(from('2001:db8:1:2:ffff:ffff:ffff:ffff'))).toBe(60);
    expect(throttle.retryAfter(from('2001:db8:1:3::1'))).toBe(0);
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('2001:0db8:0001:0002:0:0:0:1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
  });

  test('an address that sprays account names is held after a few failures, and stays remembered', () => {
    const { throttle } = setup({ maxTrackedKeys: 100 });
    let refused = 0;
    for (let i = 0; i < 50_000; i++) {
      const attempt = from('9.9.9.9', `spray${i}@x.test`);
      // As the sign-in route does: a held attempt is refused before its password is checked or counted.
      if (throttle.retryAfter(attempt) > 0) refused++;
      else throttle.fail(attempt);
    }
    expect(refused).toBe(50_000 - 5);
    expect(throttle.retryAfter(from('9.9.9.9'))).toBe(60);
  });

  test('memory stays bounded whatever is sprayed: the keys touched longest ago are forgotten first', () => {
    const { throttle } = setup({ maxTrackedKeys: 100 });
    const address = (i: number) => `10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`;
    for (let i = 0; i < 50_000; i++) throttle.fail(from(address(i), `s${i}@x.test`));
    expect(throttle.trackedKeys).toBeLessThanOrEqual(200);
    // The latest addresses still count their failures; the earliest were forgotten, one by one.
    for (let i = 0; i < 4; i++) throttle.fail(from(address(49_999)));
    expect(throttle.retryAfter(from(address(49_999)))).toBe(60);
    for (let i = 0; i < 4; i++) throttle.fail(from(address(0)));
    expect(throttle.retryAfter(from(address(0)))).toBe(0);
  });
});

describe('the bounded map', () => {
  test('drops the least recently set keys, one by one, past its capacity', () => {
    const map = createBoundedMap<string, number>(3);
    map.set('a', 1);
    map.set('b', 2);
    map.set('c', 3);
    map.set('a', 4); // a is now the newest
    map.set('d', 5);
    expect(map.has('b')).toBe(false);
    expect([map.peek('a'), map.peek('c'), map.peek('d')]).toEqual([4, 3, 5]);
    expect(map.size).toBe(3);
    map.peek('c'); // reading does not make a key newer
    map.set('e', 6);
    expect(map.has('c')).toBe(false);
    expect(map.size).toBe(3);
  });
});
