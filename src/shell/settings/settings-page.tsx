import type { ReactNode } from 'react';
import { useDocumentTitle } from '../layout/use-document-title';
import './settings.css';

export interface SettingsPageProps {
  title: string;
  /** One line under the title; default none. */
  description?: ReactNode;
  children: ReactNode;
}

/** Title and body of a settings screen inside the dashboard layout. */
export function SettingsPage({ title, description, children }: SettingsPageProps) {
  useDocumentTitle(title === 'Settings' ? title : `${title} · Settings`);
  return (
    <section className="settings-page" aria-labelledby="settings-page-title">
      <header className="settings-page-header">
        <h1 id="settings-page-title" className="settings-page-title">
          {title}
        </h1>
        {description && <p className="settings-page-description">{description}</p>}
      </header>
      {children}
    </section>
  );
}
