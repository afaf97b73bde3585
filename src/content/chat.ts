/**
 * The chat hand-off of the spec: a wa.me link with the message as the `text` parameter, to the shop's WhatsApp
 * number (Shop settings). Nothing goes to a server of the site; the visitor's own chat app sends it (or not).
 */
export function chatLink(message: string, number: string): string {
  const digits = number.replace(/\D/g, '');
  const text = message.trim();
  return text === '' ? `https://wa.me/${digits}` : `https://wa.me/${digits}?text=${encodeURIComponent(text)}`;
}
