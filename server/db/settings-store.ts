import { LANGUAGES, type Language } from '@/domain/limits';
import { eachLanguage } from '@/domain/locales';
import type { ShopSettings, ShopTestimonial } from '@/domain/shop-settings';
import type { ParsedShopSettings } from '@/domain/shop-settings-schema';
import { DEFAULT_SHOP_SETTINGS } from '@/content/shop-defaults';
import type { Db } from './database';
import { newId } from './ids';
import { nowIso } from './clock';

/** A testimonial's row: its text in each language in a column of its own, `text_en`, `text_ms` (src/domain/locales.ts). */
type TestimonialRow = { id: string; position: number; author: string } & Record<TextColumn, string>;
type TextColumn = `text_${Language}`;
const textColumn = (language: Language): TextColumn => `text_${language}`;
const TEXT_COLUMNS = LANGUAGES.map(textColumn);

/**
 * The shop's settings: the row of shop_settings (every field but the testimonials, as JSON) and the
 * testimonials table. Until the owner first saves, there is no row and the defaults of src/content answer.
 */
export function createSettingsRepository(db: Db) {
  const readRow = db.prepare<[], { data: string }>('SELECT data FROM shop_settings WHERE id = 1');
  const readTestimonials = db.prepare<[], TestimonialRow>('SELECT * FROM testimonials ORDER BY position, id');
  const writeRow = db.prepare<{ data: string; at: string }>(
    `INSERT INTO shop_settings (id, data, updated_at) VALUES (1, @data, @at)
     ON CONFLICT (id) DO UPDATE SET data = excluded.data, updated_at = excluded.updated_at`,
  );
  const clearTestimonials = db.prepare('DELETE FROM testimonials');
  const insertTestimonial = db.prepare<TestimonialRow>(
    `INSERT INTO testimonials (id, position, author, ${TEXT_COLUMNS.join(', ')})
     VALUES (@id, @position, @author, ${TEXT_COLUMNS.map((column) => `@${column}`).join(', ')})`,
  );

  function get(): ShopSettings {
    const row = readRow.get();
    if (!row) return structuredClone(DEFAULT_SHOP_SETTINGS);
    const stored = JSON.parse(row.data) as Omit<ShopSettings, 'testimonials'>;
    // A field added to the settings after the row was saved starts from its default.
    return {
      ...structuredClone(DEFAULT_SHOP_SETTINGS),
      ...stored,
      testimonials: readTestimonials.all().map(toTestimonial),
    };
  }

  /** Replaces the settings and the whole list of testimonials; a testimonial without an id gets one. */
  const save = db.transaction((input: ParsedShopSettings): ShopSettings => {
    const { testimonials, ...rest } = input;
    writeRow.run({ data: JSON.stringify(rest), at: nowIso() });
    clearTestimonials.run();
    testimonials.forEach((item, position) => {
      insertTestimonial.run({
        id: item.id || newId(),
        position,
        author: item.author,
        ...(Object.fromEntries(LANGUAGES.map((language) => [textColumn(language), item.text[language]])) as Record<
          TextColumn,
          string
        >),
      });
    });
    return get();
  });

  return { get, save };
}

function toTestimonial(row: TestimonialRow): ShopTestimonial {
  return { id: row.id, author: row.author, text: eachLanguage((language) => row[textColumn(language)]) };
}
