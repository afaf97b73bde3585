import { BackendError } from './backend';

/**
 * A write that the signed-in admin made and the store refused for its data, not for the session: the hosted
 * mode's security rules say no (src/data/firebase/errors.ts). Status 403, code 'refused' with the kind in
 * `params.kind`; screens say it from `refused.*` of admin.json, and these English lines go to the logs.
 */
export const refusedMessages = {
  product: 'The store refused this change: the product does not meet its rules.',
  image: 'The store refused this change: the image does not meet its rules.',
  order: 'The store refused this change: the order does not meet its rules.',
  settings: 'The store refused this change: the settings do not meet its rules.',
  repair: 'The store refused this change: the repair job does not meet its rules.',
} as const;

export type RefusedWrite = keyof typeof refusedMessages;

/** Forbidden, as HTTP has it: the session is fine (an expired one is a 401 and the sign-in screen). */
export const REFUSED_STATUS = 403;

/** Which kind of write the store refused, when `error` is such a refusal; null for any other failure. */
export function refusedWrite(error: unknown): RefusedWrite | null {
  if (!(error instanceof BackendError) || error.status !== REFUSED_STATUS || error.code !== 'refused') return null;
  const kinds = Object.keys(refusedMessages) as RefusedWrite[];
  return kinds.find((kind) => kind === error.params.kind) ?? null;
}
