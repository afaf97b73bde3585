import { createContext } from 'react';
import type { MessagesValue } from './messages';

/**
 * The language of the site's header and footer around a screen that speaks a language of its own: the admin screens,
 * in the admin's language (src/i18n/admin-language.ts), which may differ from the public pages' (the visitor's
 * choice, which the page's address, `<html lang>` and the public i18next keep). The root layout holds the frame's
 * texts and gives a setter here; the admin's language box (components/admin/admin-language.tsx) hands it its own
 * texts while it is on screen, and takes them back when it goes. `null`: the page's own language.
 */
export type FrameMessages = (value: MessagesValue | null) => void;

export const FrameMessagesContext = createContext<FrameMessages>(() => {});
