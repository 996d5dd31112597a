// A titled block of fields inside a demo form, laid out in a responsive grid.
import { useId, type ReactNode } from 'react';

export interface FormSectionProps {
  title: string;
  /** One line under the title; default none. */
  description?: string;
  children: ReactNode;
}

/** A fieldset-like section with its heading on the left (wide) or on top (narrow). */
export function FormSection({ title, description, children }: FormSectionProps) {
  const headingId = useId();
  return (
    <section className="form-section" aria-labelledby={headingId}>
      <div className="form-section-intro">
        <h2 className="form-section-title" id={headingId}>
          {title}
        </h2>
        {description && <p className="form-section-description">{description}</p>}
      </div>
      <div className="form-grid">{children}</div>
    </section>
  );
}
