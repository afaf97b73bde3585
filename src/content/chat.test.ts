import { describe, expect, test } from 'vitest';
import { chatLink } from './chat';
import { company } from './company';

describe('chatLink', () => {
  test('puts the message, encoded, in the text parameter of the given chat number', () => {
    expect(chatLink('Hi & hello?\nLine 2', company.chatNumber)).toBe(
      `https://wa.me/${company.chatNumber}?text=Hi%20%26%20hello%3F%0ALine%202`,
    );
  });

  test('keeps only the digits of a number written with spaces, dashes or a plus sign', () => {
    expect(chatLink('x', '+60 12-345 6789')).toBe('https://wa.me/60123456789?text=x');
  });

  test('leaves the text parameter out when the message is blank', () => {
    expect(chatLink('   ', '60123')).toBe('https://wa.me/60123');
  });

  test('encodes Malay and other non-ASCII text', () => {
    expect(chatLink('Harga? 50%', '60123')).toBe('https://wa.me/60123?text=Harga%3F%2050%25');
  });
});
