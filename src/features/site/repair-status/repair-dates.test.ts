import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { LANGUAGES } from '@/domain/limits';
import { localeOf } from '@/domain/format';
import { serverTranslate } from '@/i18n/server';
import type { Language } from '@/domain/limits';
import { formatRepairDay as dayIn, formatRepairMoment as momentIn } from './repair-dates';

/** The status page's dates in a language, with its texts. */
const formatRepairDay = (value: string, language: Language) => dayIn(value, serverTranslate(language, 'site'));
const formatRepairMoment = (iso: string, language: Language) => momentIn(iso, serverTranslate(language, 'site'));

/** From 2000 to 2100, to the minute: what a job's history holds. */
const instants = fc
  .integer({ min: Date.UTC(2000, 0, 1) / 60_000, max: Date.UTC(2100, 0, 1) / 60_000 })
  .map((minutes) => new Date(minutes * 60_000));

describe('the status page’s dates', () => {
  test('an instant reads as Intl writes it in Malaysian time, in each language', () => {
    for (const language of LANGUAGES) {
      const intl = new Intl.DateTimeFormat(localeOf(language), {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'Asia/Kuala_Lumpur',
      });
      fc.assert(
        fc.property(instants, (date) => {
          expect(formatRepairMoment(date.toISOString(), language)).toBe(intl.format(date).replace(/\s/g, ' '));
        }),
      );
    }
  });

  test('a calendar day reads as Intl writes it, whatever the time zone of the phone', () => {
    for (const language of LANGUAGES) {
      const intl = new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium', timeZone: 'UTC' });
      fc.assert(
        fc.property(instants, (date) => {
          const value = date.toISOString().slice(0, 10);
          expect(formatRepairDay(value, language)).toBe(intl.format(new Date(`${value}T00:00:00Z`)));
        }),
      );
    }
  });

  test('a few that a person checks by eye', () => {
    expect(formatRepairMoment('2026-03-02T16:30:00Z', 'en')).toBe('3 Mar 2026, 12:30 am');
    expect(formatRepairMoment('2026-08-02T04:05:00Z', 'ms')).toBe('2 Ogo 2026, 12:05 PTG');
    expect(formatRepairDay('2026-12-15', 'ms')).toBe('15 Dis 2026');
  });

  test('a text that is no date gives nothing rather than "Invalid Date"', () => {
    expect(formatRepairMoment('yesterday', 'en')).toBe('');
    expect(formatRepairDay('2026-02-30', 'en')).toBe('');
    expect(formatRepairDay('2026-02-03x', 'en')).toBe('');
    expect(formatRepairDay('', 'ms')).toBe('');
  });
});
