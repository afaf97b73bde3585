/**
 * Why a request failed, as the server and both adapters say it. Screens show each code from the catalogues
 * (`errors.*` of common.json), so a visitor reads it in their own language; an English `message` may travel
 * with it for logs and API users, but no screen shows it.
 */
export const ERROR_CODES = [
  /** The input failed its schema; `fields` says which field and why. */
  'invalid',
  /** This email and password open no admin account (whichever part is wrong). */
  'invalidCredentials',
  /** Too many sign-in attempts; `params.retryAfter` is the wait in seconds when it is known. */
  'throttled',
  /** The server is checking as many passwords as it can at once; `params.retryAfter` is the wait in seconds. */
  'busy',
  /** The session is missing or has ended. */
  'unauthorised',
  /** The account that signed in is not an admin. */
  'notAdmin',
  'accountDisabled',
  /** The request is not allowed, whoever sends it (a cross-site write, for one). */
  'forbidden',
  /** The hosted store's rules refused the data of a write; `params.kind` says which (refused-write.ts). */
  'refused',
  /** `params.what` is 'product' or 'order' when the answer knows what is missing. */
  'notFound',
  'conflict',
  /**
   * A person's details cannot be erased while an order or repair of theirs is open; `params.orders` and
   * `params.repairs` say how many.
   */
  'openRecords',
  /** The image file is over the upload limit; `params.maxMegabytes`. */
  'tooLarge',
  /** A request's data (an enquiry, a product, a beacon) is over its route's limit; `params.maxKilobytes`. */
  'bodyTooLarge',
  /** A catalogue import's lines are over the import's limit; `params.maxMegabytes`. */
  'importTooLarge',
  /** The upload is not an image the site stores. */
  'notAnImage',
  /** The request's body is of a kind the route does not take (a route takes JSON, an upload multipart). */
  'unsupportedBody',
  /** The image is over the pixel limit; `params.maxSide`. */
  'imageTooLarge',
  'animationTooLarge',
  /** The hosted service is over its quota for now. */
  'quota',
  /** No answer: offline, or the server is out of reach. */
  'network',
  /** A service this page needs cannot be reached from where it runs. */
  'unavailable',
  'unknown',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** Values a code's text needs, such as the wait of a throttled sign-in. */
export type ErrorParams = Readonly<Record<string, string | number>>;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}

/**
 * What a field's error is made of: a code such as 'nameRequired' or 'tooLong' (camelCase, no spaces).
 * Library messages (English sentences) are not codes and are reported as 'invalid'.
 */
export function isFieldCode(value: unknown): value is string {
  return typeof value === 'string' && /^[a-z][A-Za-z0-9]*$/.test(value) && value.length <= 40;
}

/** The body of every error answer of the server. */
export type ErrorBody = {
  code: ErrorCode;
  /** Short English, for logs and API users; screens never show it. */
  message?: string;
  /** Field path (such as 'additionalImages.0') → a field code. */
  fields?: Record<string, string>;
  params?: ErrorParams;
  /** On a 409 that says the record changed: the record as it is now, where the API says it sends it. */
  current?: unknown;
};
