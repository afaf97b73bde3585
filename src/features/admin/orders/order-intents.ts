/** The writes of the orders screen, as its forms name them in `intent` (src/routes/admin/orders-route.tsx, `action`). */
export type OrderIntent = 'add' | 'lines' | 'status' | 'delete';

/**
 * The drafts of the screen's two dialogs (useAdminForm's and saveForm's `draft`), kept under the screen's address:
 * the order being added, and the lines of the pending order named by the draft's `id` entry.
 */
export const ORDER_DRAFTS = { add: 'order-add-draft', lines: 'order-lines-draft' } as const;

/** The form's data as the server's schema takes it: without which write (`intent`) and of which order (`id`). */
export function orderBody(formData: FormData): FormData {
  const body = new FormData();
  for (const [name, entry] of formData) if (name !== 'intent' && name !== 'id') body.append(name, entry);
  return body;
}
