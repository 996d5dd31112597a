import type { ReactNode } from 'react';
import { useDocumentTitle } from '../layout/use-document-title';

export interface OnboardingHeaderProps {
  title: string;
  subtitle?: ReactNode;
  /** Icon shown in a tinted circle above the title; default none. */
  icon?: ReactNode;
  /** Colour of the icon circle; default 'accent'. */
  tone?: 'accent' | 'warning';
  /** Text alignment; default 'center'. */
  align?: 'center' | 'start';
}

/** Title block of an onboarding card. */
export function OnboardingHeader({
  title,
  subtitle,
  icon,
  tone = 'accent',
  align = 'center',
}: OnboardingHeaderProps) {
  useDocumentTitle(title);
  return (
    <div className="onboarding-header" data-align={align}>
      {icon && (
        <span className="onboarding-status-icon" data-tone={tone} aria-hidden="true">
          {icon}
        </span>
      )}
      <h1 className="onboarding-title">{title}</h1>
      {subtitle && <p className="onboarding-subtitle">{subtitle}</p>}
    </div>
  );
}
