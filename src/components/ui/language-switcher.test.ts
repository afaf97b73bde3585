import { expect, test } from 'vitest';
import { LANGUAGES, LOCALES } from '@/domain/locales';
import { FLAGS } from './language-switcher';

test('every language of LOCALES has its flag drawn', () => {
  const undrawn = LANGUAGES.filter((language) => !FLAGS[LOCALES[language].flag]).map(
    (language) => `${language}: ${LOCALES[language].flag}`,
  );
  expect(undrawn, 'flags to draw in src/components/ui/icons.tsx and add to FLAGS').toEqual([]);
});
