import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/messages';
import { ChatIcon } from './icons';

/**
 * A link that opens a WhatsApp chat (a wa.me address, src/content/chat.ts) in a new tab that cannot reach back to
 * this page, with the chat icon, and says so to a screen reader. `countsAsEnquiry` marks a tap as an enquiry for
 * the visitor insights (src/features/site/visits/collect.ts), about `product` when it names one.
 */
export function WhatsAppLink({
  href,
  className,
  countsAsEnquiry = false,
  product,
  children,
}: {
  href: string;
  className: string;
  countsAsEnquiry?: boolean;
  product?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('site');
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      data-insight={countsAsEnquiry ? 'enquiry' : undefined}
      data-insight-product={countsAsEnquiry ? product : undefined}
    >
      <ChatIcon className="h-5 w-5" />
      {children}
      <span className="sr-only">{t('product.newTab')}</span>
    </a>
  );
}
