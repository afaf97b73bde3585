import type { ReactNode } from 'react';

/** A loading or empty message, announced politely to screen readers. */
export function StatusMessage({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <p
      role="status"
      className={`rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center text-slate-600 ${className}`}
    >
      {children}
    </p>
  );
}

/** A failure the visitor should notice at once. */
export function ErrorBanner({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-6 py-4 font-medium text-red-800">
      {children}
    </p>
  );
}
