// The title row of a screen: optional back link, title, description and actions.
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { useDocumentTitle } from '../layout/use-document-title';

export interface PageHeaderProps {
  title: ReactNode;
  /** One line under the title; default none. */
  description?: ReactNode;
  /** Buttons on the right; default none. */
  actions?: ReactNode;
  /** A link above the title back to the parent screen; default none. */
  back?: { href: string; label: string };
  /** Content before the title (an avatar); default none. */
  leading?: ReactNode;
  /** The document title; default `title` when it is text. */
  documentTitle?: string;
}

/** The screen's h1 with its context; wraps under the title on narrow screens. */
export function PageHeader({
  title,
  description,
  actions,
  back,
  leading,
  documentTitle,
}: PageHeaderProps) {
  useDocumentTitle(documentTitle ?? (typeof title === 'string' ? title : undefined));
  return (
    <div className="demo-page-header">
      {back && (
        <Link href={back.href} className="demo-back-link">
          <ArrowLeft aria-hidden="true" />
          {back.label}
        </Link>
      )}
      <div className="demo-page-header-row">
        {leading}
        <div className="demo-page-header-text">
          <h1 className="demo-page-title">{title}</h1>
          {description && <p className="demo-page-description">{description}</p>}
        </div>
        {actions && <div className="demo-page-actions">{actions}</div>}
      </div>
    </div>
  );
}
