/**
 * What the confirmation page (/enquiry/sent) shows: the order's number and the chat link. The list page keeps it in
 * the tab's session storage before it loads that page, so a reload of the confirmation keeps it too.
 */
export type SentState = { shortId: string; chatUrl: string };

const SENT_KEY = 'enquiry-sent';

export function keepSent(state: SentState): void {
  try {
    window.sessionStorage.setItem(SENT_KEY, JSON.stringify(state));
  } catch {
    // Without storage the confirmation says it has nothing to show, and links to the catalogue.
  }
}

/** The sent enquiry this tab kept, or null; a chat link must be WhatsApp's. */
export function readSent(): SentState | null {
  try {
    const state = JSON.parse(window.sessionStorage.getItem(SENT_KEY) ?? 'null') as Partial<SentState> | null;
    if (typeof state?.shortId !== 'string' || typeof state.chatUrl !== 'string') return null;
    if (!state.chatUrl.startsWith('https://wa.me/')) return null;
    return { shortId: state.shortId, chatUrl: state.chatUrl };
  } catch {
    return null;
  }
}
