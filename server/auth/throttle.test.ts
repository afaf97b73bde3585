import { expect, test } from 'vitest';
import { createSignInThrottle } from './throttle';

function setup() {
  let clock = 1_000_000;
  const throttle = createSignInThrottle({
    maxFailuresPerAccount: 3,
    maxFailuresPerAddress: 5,
    windowMs: 60_000,
    now: () => clock,
  });
  return { throttle, advance: (ms: number) => (clock += ms) };
}

test('an account is locked after repeated failures until the window passes', () => {
  const { throttle, advance } = setup();
  for (let i = 0; i < 3; i++) {
    expect(throttle.retryAfter('1.1.1.1', 'a@b.c')).toBe(0);
    throttle.fail('1.1.1.1', 'a@b.c');
  }
  expect(throttle.retryAfter('1.1.1.1', 'a@b.c')).toBe(60);
  // From another address too: the account is what is being guessed.
  expect(throttle.retryAfter('2.2.2.2', 'A@B.C')).toBe(60);
  advance(30_000);
  expect(throttle.retryAfter('1.1.1.1', 'a@b.c')).toBe(30);
  advance(30_001);
  expect(throttle.retryAfter('1.1.1.1', 'a@b.c')).toBe(0);
});

test('an address is locked after failures across many accounts', () => {
  const { throttle } = setup();
  for (let i = 0; i < 5; i++) throttle.fail('9.9.9.9', `user${i}@x.y`);
  expect(throttle.retryAfter('9.9.9.9', 'new@x.y')).toBeGreaterThan(0);
  expect(throttle.retryAfter('8.8.8.8', 'new@x.y')).toBe(0);
});

test('a success clears the account failures', () => {
  const { throttle } = setup();
  throttle.fail('1.1.1.1', 'a@b.c');
  throttle.fail('1.1.1.1', 'a@b.c');
  throttle.succeed('1.1.1.1', 'a@b.c');
  throttle.fail('1.1.1.1', 'a@b.c');
  throttle.fail('1.1.1.1', 'a@b.c');
  expect(throttle.retryAfter('1.1.1.1', 'a@b.c')).toBe(0);
});
