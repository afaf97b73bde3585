import { describe, expect, test } from 'vitest';
import { readEnv } from '../env';
import { fastifyTrustProxy } from './trust-proxy';

describe('TRUST_PROXY', () => {
  test.each([
    [undefined, false],
    ['', false],
    ['false', false],
    ['0', false],
    ['1', { hops: 1 }],
    ['2', { hops: 2 }],
    ['127.0.0.1', { addresses: ['127.0.0.1'] }],
    ['10.0.0.0/8, 192.168.1.7', { addresses: ['10.0.0.0/8', '192.168.1.7'] }],
    ['loopback,fd00::/8', { addresses: ['loopback', 'fd00::/8'] }],
  ])('%j is read as %j', (value, expected) => {
    expect(readEnv(value === undefined ? {} : { TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  test.each(['true', 'yes', '10.0.0.0/33', '300.1.1.1', 'caddy', '127.0.0.1,', '11'])(
    '%j stops the start with a message naming the key',
    (value) => {
      expect(() => readEnv({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: /);
    },
  );

  test('a hop count trusts the nearest hop only when it is on this machine or the private network', () => {
    const trust = fastifyTrustProxy({ hops: 2 });
    if (typeof trust !== 'function') throw new Error('a hop count must become a function');
    expect(trust('127.0.0.1', 0)).toBe(true);
    expect(trust('::ffff:10.1.2.3', 0)).toBe(true);
    expect(trust('172.20.0.2', 0)).toBe(true);
    expect(trust('fd12::1', 0)).toBe(true);
    // A client that reaches the server directly from the internet cannot name anyone.
    expect(trust('203.0.113.9', 0)).toBe(false);
    expect(trust('172.32.0.1', 0)).toBe(false);
    // Past the nearest hop the count decides: the header entries the trusted proxies wrote.
    expect(trust('203.0.113.9', 1)).toBe(true);
    expect(trust('203.0.113.9', 2)).toBe(false);
  });

  test('off means no forwarded header is believed', () => {
    expect(fastifyTrustProxy(false)).toBe(false);
    expect(fastifyTrustProxy({ addresses: ['10.0.0.1'] })).toEqual(['10.0.0.1']);
  });
});
