/**
 * A form's draft kept in this tab's sessionStorage under the form's address, so that a reload, a lost connection or
 * a session that ended mid-save loses nothing the admin typed. Each form says how its draft is read back
 * (`parse`, given the stored object, null when it is not one: another version's, or tampered with).
 */
export type SessionDraftStore<T> = {
  save(path: string, draft: T): void;
  /** The draft kept for `path`; null when there is none or it is not one. */
  read(path: string): T | null;
  /** Forgets any draft of `path`: it was restored, or the form was saved. */
  clear(path: string): void;
};

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage can be switched off; the form then simply is not kept
  }
}

export function sessionDraftStore<T>(
  prefix: string,
  parse: (stored: Readonly<Record<string, unknown>>) => T | null,
): SessionDraftStore<T> {
  return {
    save(path, draft) {
      try {
        storage()?.setItem(prefix + path, JSON.stringify(draft));
      } catch {
        // Over the storage quota: the form goes on, only not kept.
      }
    },
    read(path) {
      const text = storage()?.getItem(prefix + path);
      return text ? parseStoredDraft(text, parse) : null;
    },
    clear(path) {
      storage()?.removeItem(prefix + path);
    },
  };
}

/** A stored draft's text read back with `parse`; null when it is not JSON of an object. */
export function parseStoredDraft<T>(
  text: string,
  parse: (stored: Readonly<Record<string, unknown>>) => T | null,
): T | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  return data && typeof data === 'object' && !Array.isArray(data) ? parse(data as Record<string, unknown>) : null;
}
