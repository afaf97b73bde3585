/** The text of an error, fit to put in a message such as 'Failed to delete product: {error}'. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return typeof error === 'string' && error ? error : String(error);
}
