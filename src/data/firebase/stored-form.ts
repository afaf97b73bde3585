import type { FirebaseSettings } from '@/config/build-env';

/**
 * What firebase/firestore.rules accepts of a product's links and images, as the very regular expressions
 * the rules use (stored-form.test.ts finds each of them in the rules file). The shared product schema
 * accepts more than the hosted store does (embedded `/uploads/…` paths, any http(s) image host), so the
 * adapter checks these too, and a product the rules would refuse gets a field message instead of a
 * refused write. Zod-free; loaded with the schemas by input-checks.ts.
 */
export const RULE_PATTERNS = {
  /** A marketplace link: http or https in any case, then something. */
  link: '[Hh][Tt][Tt][Pp][Ss]?://.+',
  /** Cloud Storage's download host. */
  storageHost: 'https://firebasestorage[.]googleapis[.]com/v0/b/',
  /** The Storage emulator's host, which the rules accept only in a demo- project (emulators only). */
  emulatorHost: 'http://(127[.]0[.]0[.]1|localhost):[0-9]{1,5}/v0/b/',
  /** After the project id: its default bucket, then the object part of the URL. */
  defaultBucket: '[.](firebasestorage[.]app|appspot[.]com)/o/',
  /**
   * An object under products/ with a spec key (image-key.ts), encoded as getDownloadURL encodes it, its token, and
   * the mark of an image with resized copies (image-variants.ts).
   */
  object:
    'products%2F[A-Za-z0-9]{1,40}_(intro|[0-9]{1,2})_[A-Za-z0-9._-]{1,80}[?]alt=media&token=[A-Za-z0-9-]{1,100}(#variants)?',
  /** A repair photo's object under repairs/ (repair-photo.ts), stored without resized copies, so never marked. */
  repairPhoto: 'repairs%2F[A-Za-z0-9]{1,40}_[0-9]{1,2}_[A-Za-z0-9._-]{1,80}[?]alt=media&token=[A-Za-z0-9-]{1,100}',
} as const;

/** firestore.rules: products may only be listed this many at a time (the adapter asks for a page and one more). */
export const MAX_LIST_LIMIT = 101;

export type StoredForm = {
  isLink(value: string): boolean;
  isImage(value: string): boolean;
  isRepairPhoto(value: string): boolean;
};

function whole(pattern: string): RegExp {
  return new RegExp(`^(?:${pattern})$`);
}

function escaped(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The rules' tests for this build's bucket: a download URL of an object under products/ (or, for a repair photo,
 * repairs/) in the configured bucket, from Cloud Storage or, when the build talks to the Storage emulator, from the
 * emulator.
 * The rules accept the project's default bucket only, so the configured bucket must be that one.
 */
export function storedForm(settings: FirebaseSettings): StoredForm {
  const bucket = `${escaped(settings.options.storageBucket)}/o/`;
  const emulator = settings.emulators.storage;
  const hosts: string[] = [RULE_PATTERNS.storageHost];
  if (emulator) hosts.push(`http://${escaped(`${emulator.host}:${emulator.port}`)}/v0/b/`);
  const images = hosts.map((host) => whole(host + bucket + RULE_PATTERNS.object));
  const repairPhotos = hosts.map((host) => whole(host + bucket + RULE_PATTERNS.repairPhoto));
  const link = whole(RULE_PATTERNS.link);
  return {
    isLink: (value) => value === '' || link.test(value),
    isImage: (value) => images.some((pattern) => pattern.test(value)),
    // Its length is RepairPhotoUrlSchema's to check, before this.
    isRepairPhoto: (value) => repairPhotos.some((pattern) => pattern.test(value)),
  };
}
