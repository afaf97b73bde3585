/** The writes of the orders screen, as its forms name them in `intent` (src/routes/admin/orders-route.tsx, `action`). */
export type OrderIntent = 'add' | 'lines' | 'status' | 'delete';

/** The form's data as the server's schema takes it: without which write (`intent`) and of which order (`id`). */
export function orderBody(formData: FormData): FormData {
  const body = new FormData();
  for (const [name, entry] of formData) if (name !== 'intent' && name !== 'id') body.append(name, entry);
  return body;
}
