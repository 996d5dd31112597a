import type { ReactNode } from 'react';

// Placeholder by the lead; the layout engineer owns this file.
export function AppLayout({ children }: { children: ReactNode; noPadding?: boolean }) {
  return <main>{children}</main>;
}
