// The frame of sign-in and onboarding screens: a centered card on the page background, without
// the dashboard's navigation (the user has no organization to navigate yet).
import type { ReactNode } from 'react';
import { AppToaster } from '../layout/app-toaster';
import { BrandMark } from '../layout/brand-mark';
import './onboarding.css';

export interface OnboardingLayoutProps {
  children: ReactNode;
  /** Card width: 'narrow' (28rem) for status screens, 'wide' (56rem) for the form; default 'narrow'. */
  width?: 'narrow' | 'wide';
}

export function OnboardingLayout({ children, width = 'narrow' }: OnboardingLayoutProps) {
  return (
    <div className="onboarding">
      <header className="onboarding-brand">
        <BrandMark />
        <span>Loyalty Console</span>
      </header>
      <main className="onboarding-card" data-width={width}>
        {children}
      </main>
      <AppToaster />
    </div>
  );
}
