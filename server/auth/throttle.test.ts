import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  clientKey,
  createBoundedMap,
  createSignInThrottle,
  type Reservation,
  type SignInAttempt,
  type ThrottleOptions,
} from './throttle';

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
  /** An attempt let through, or null when it must wait. */
  const reserve = (attempt: SignInAttempt): Reservation | null => {
    const reserved = throttle.reserve(attempt);
    return 'reservation' in reserved ? reserved.reservation : null;
  };
  /** A wrong password, as the sign-in route meets it: reserved, checked, failed. */
  const fail = (attempt: SignInAttempt) => {
    const reservation = reserve(attempt);
    if (!reservation) throw new Error(`${attempt.address} is held`);
    reservation.fail();
  };
  const succeed = (attempt: SignInAttempt) => reserve(attempt)?.succeed();
  return { throttle, reserve, fail, succeed, advance: (ms: number) => (clock += ms) };
}

const from = (address: string, email = 'owner@shop.test', device: string | null = null) => ({
  address,
  email,
  device,
});

describe('the sign-in throttle', () => {
  test('an address is held after repeated failures until the window passes', () => {
    const { throttle, advance, fail } = setup();
    for (let i = 0; i < 5; i++) {
      expect(throttle.retryAfter(from('1.1.1.1'))).toBe(0);
      fail(from('1.1.1.1', `user${i}@shop.test`));
    }
    expect(throttle.retryAfter(from('1.1.1.1'))).toBe(60);
    advance(30_000);
    expect(throttle.retryAfter(from('1.1.1.1', 'someone@else.test'))).toBe(30);
    advance(30_001);
    expect(throttle.retryAfter(from('1.1.1.1'))).toBe(0);
  });

  test('failures at one address never stop another address, even for the same account', () => {
    const { throttle, fail } = setup();
    for (let i = 0; i < 5; i++) fail(from('9.9.9.9'));
    expect(throttle.retryAfter(from('9.9.9.9'))).toBeGreaterThan(0);
    expect(throttle.retryAfter(from('8.8.8.8'))).toBe(0);
    expect(throttle.retryAfter(from('8.8.8.8', 'OWNER@shop.test '))).toBe(0);
  });

  test('failures for one account from many addresses hold other new browsers, but not one with a device cookie', () => {
    const { throttle, advance, fail } = setup();
    for (const address of ['1.0.0.1', '1.0.0.2', '1.0.0.3']) fail(from(address));
    expect(throttle.retryAfter(from('5.5.5.5'))).toBe(60);
    expect(throttle.retryAfter(from('5.5.5.5', 'other@shop.test'))).toBe(0);
    expect(throttle.retryAfter(from('1.0.0.1', 'owner@shop.test', 'device-1'))).toBe(0);
    advance(60_001);
    expect(throttle.retryAfter(from('5.5.5.5'))).toBe(0);
  });

  test('a device cookie is counted on its own: its failures hold it, and nobody else', () => {
    const { throttle, fail } = setup();
    for (let i = 0; i < 4; i++) fail(from('1.1.1.1', 'owner@shop.test', 'stolen'));
    expect(throttle.retryAfter(from('1.1.1.1', 'owner@shop.test', 'stolen'))).toBe(60);
    expect(throttle.retryAfter(from('1.1.1.1', 'owner@shop.test', 'mine'))).toBe(0);
    expect(throttle.retryAfter(from('1.1.1.1'))).toBe(0);
  });

  test('a success forgives the failures of its own address', () => {
    const { throttle, fail, succeed } = setup();
    for (let i = 0; i < 4; i++) fail(from('1.1.1.1'));
    succeed(from('1.1.1.1'));
    for (let i = 0; i < 4; i++) fail(from('1.1.1.1'));
    expect(throttle.retryAfter(from('1.1.1.1'))).toBe(0);
  });

  test('the addresses of one IPv6 /64 count as one, and an IPv4-mapped address as its IPv4 address', () => {
    const { throttle, fail } = setup();
    for (let i = 1; i <= 5; i++) fail(from(`2001:db8:1:2::${i.toString(16)}`));
    expect(throttle.retryAfter(from('2001:db8:1:2:ffff:ffff:ffff:ffff'))).toBe(60);
    expect(throttle.retryAfter(from('2001:db8:1:3::1'))).toBe(0);
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('2001:0db8:0001:0002:0:0:0:1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
  });

  test('an address that sprays account names is held after a few failures, and stays remembered', () => {
    const { throttle, reserve } = setup({ maxTrackedKeys: 100 });
    let refused = 0;
    for (let i = 0; i < 50_000; i++) {
      // As the sign-in route does: a held attempt is refused before its password is checked or counted.
      const reservation = reserve(from('9.9.9.9', `spray${i}@x.test`));
      if (reservation) reservation.fail();
      else refused++;
    }
    expect(refused).toBe(50_000 - 5);
    expect(throttle.retryAfter(from('9.9.9.9'))).toBe(60);
  });

  test('memory stays bounded whatever is sprayed: the keys touched longest ago are forgotten first', () => {
    const { throttle, fail } = setup({ maxTrackedKeys: 100 });
    const address = (i: number) => `10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`;
    for (let i = 0; i < 50_000; i++) fail(from(address(i), `s${i}@x.test`));
    expect(throttle.trackedKeys).toBeLessThanOrEqual(200);
    // The latest addresses still count their failures; the earliest were forgotten, one by one.
    for (let i = 0; i < 4; i++) fail(from(address(49_999)));
    expect(throttle.retryAfter(from(address(49_999)))).toBe(60);
    for (let i = 0; i < 4; i++) fail(from(address(0)));
    expect(throttle.retryAfter(from(address(0)))).toBe(0);
  });
});

describe('attempts checked at the same time', () => {
  test('an attempt counts from the moment it is let through: the places are taken before any password is checked', () => {
    const { throttle, reserve } = setup();
    const first = Array.from({ length: 5 }, () => reserve(from('1.1.1.1')));
    expect(first.every((reservation) => reservation !== null)).toBe(true);
    // Five are being checked: a sixth sent alongside them waits, whatever their passwords turn out to be.
    expect(reserve(from('1.1.1.1'))).toBeNull();
    expect(throttle.retryAfter(from('1.1.1.1'))).toBe(60);
    expect(throttle.inFlight).toBe(5);
    for (const reservation of first) reservation!.fail();
    expect(throttle.inFlight).toBe(0);
    expect(reserve(from('1.1.1.1'))).toBeNull();
  });

  test('an attempt never checked gives its place back, and a right password forgives the address', () => {
    const { throttle, reserve } = setup();
    const places = Array.from({ length: 5 }, () => reserve(from('1.1.1.1'))!);
    places[0]!.release();
    const next = reserve(from('1.1.1.1'));
    expect(next).not.toBeNull();
    places[1]!.fail();
    places[2]!.succeed();
    // Settled once: a later release or failure of the same attempt changes nothing.
    places[2]!.fail();
    places[1]!.release();
    for (const reservation of [...places.slice(3), next!]) reservation.release();
    expect(throttle.inFlight).toBe(0);
    expect(throttle.retryAfter(from('1.1.1.1'))).toBe(0);
    for (let i = 0; i < 5; i++) reserve(from('1.1.1.1'))!.fail();
    expect(reserve(from('1.1.1.1'))).toBeNull();
  });

  test('attempts for one account from many addresses at once hold the next new browser while they are checked', () => {
    const { throttle, reserve } = setup();
    const places = ['1.0.0.1', '1.0.0.2', '1.0.0.3'].map((address) => reserve(from(address))!);
    expect(reserve(from('5.5.5.5'))).toBeNull();
    expect(reserve(from('5.5.5.5', 'owner@shop.test', 'device-1'))).not.toBeNull();
    for (const reservation of places) reservation.release();
    expect(throttle.retryAfter(from('5.5.5.5'))).toBe(0);
  });

  test('however attempts interleave, failures and attempts in flight never pass the limit of an address or account', () => {
    // A run of the world: attempts arrive from a few addresses; ones let through are settled in any order.
    const step = fc.oneof(
      fc.record({ arrive: fc.constantFrom('1.1.1.1', '2.2.2.2', '3.3.3.3', '4.4.4.4') }),
      fc.record({ settle: fc.nat(), outcome: fc.constantFrom('fail', 'release') }),
      fc.record({ wait: fc.integer({ min: 0, max: 20_000 }) }),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 200 }), (steps) => {
        const { throttle, reserve, advance } = setup({ maxAddressesPerAccount: 3 });
        const open: { address: string; reservation: Reservation }[] = [];
        const failed: { address: string; at: number }[] = [];
        let clock = 0;
        for (const s of steps) {
          if ('arrive' in s) {
            const reservation = reserve(from(s.arrive));
            if (reservation) open.push({ address: s.arrive, reservation });
          } else if ('settle' in s) {
            const [settled] = open.splice(s.settle % Math.max(open.length, 1), 1);
            if (settled && s.outcome === 'fail') failed.push({ address: settled.address, at: clock });
            settled?.reservation[s.outcome]();
          } else {
            advance(s.wait);
            clock += s.wait;
          }
          const recent = failed.filter((f) => f.at > clock - 60_000);
          for (const address of ['1.1.1.1', '2.2.2.2', '3.3.3.3', '4.4.4.4']) {
            const count = (list: { address: string }[]) => list.filter((f) => f.address === address).length;
            expect(count(recent) + count(open)).toBeLessThanOrEqual(5);
          }
          const addresses = new Set([...recent, ...open].map((f) => f.address));
          expect(addresses.size).toBeLessThanOrEqual(3);
        }
        for (const { reservation } of open) reservation.release();
        expect(throttle.inFlight).toBe(0);
      }),
      { numRuns: 300 },
    );
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
