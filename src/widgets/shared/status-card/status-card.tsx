import type { ReactNode } from 'react';
import { Skeleton } from '../../../ui';

export interface StatusCardProps {
  /** The card's element: a section (one card), a list item (one of a list). Default section. */
  as?: 'section' | 'li';
  /** Added to `status-card` (a widget's own modifier). */
  className?: string;
  /** `part` of the card; default 'card'. */
  part?: string;
  /** The card's accessible name (a section needs one). */
  label?: string;
  /** The state the widget's CSS and tests read, as `data-status` or `data-state`. */
  status?: { attribute: 'data-status' | 'data-state'; value: string };
  /** The 40 px icon (StatusIcon); none for an empty card. */
  icon?: ReactNode;
  /** The title; with `badge`, it makes the title line. None for an empty card. */
  title?: ReactNode;
  badge?: ReactNode;
  /** Under the title line: subtitles, counts, an empty card's text. */
  details?: ReactNode;
  /** On the row's end (below it when narrow): the buttons. */
  action?: ReactNode;
  /** Under the row: notices and callouts (give a callout the class `status-card-note`). */
  children?: ReactNode;
}

/** The status card the SSO, directory sync and log stream widgets share. */
export function StatusCard({
  as: Tag = 'section',
  className,
  part = 'card',
  label,
  status,
  icon,
  title,
  badge,
  details,
  action,
  children,
}: StatusCardProps) {
  return (
    <Tag
      className={className ? `status-card ${className}` : 'status-card'}
      part={part}
      aria-label={label}
      {...(status ? { [status.attribute]: status.value } : {})}
    >
      <div className="status-card-main">
        {icon}
        <div className="status-card-text">
          {title !== undefined && (
            <span className="status-card-title-line">
              <span className="status-card-title" part="title">
                {title}
              </span>
              {badge}
            </span>
          )}
          {details}
        </div>
        <div className="status-card-action">{action}</div>
      </div>
      {children}
    </Tag>
  );
}

export interface StatusCardSkeletonProps {
  /** The loading announcement. */
  label: string;
  /** Added to `status-card`. */
  className?: string;
  /** The text lines' widths in px. */
  lines: number[];
  /** The button's width in px. */
  actionWidth: number;
}

/** The card's shape while its data loads. */
export function StatusCardSkeleton({
  label,
  className,
  lines,
  actionWidth,
}: StatusCardSkeletonProps) {
  return (
    <div
      className={className ? `status-card ${className}` : 'status-card'}
      part="card"
      role="status"
      aria-label={label}
      aria-busy="true"
    >
      <div className="status-card-main" aria-hidden="true">
        <Skeleton shape="rect" width={40} height={40} />
        <div className="status-card-text">
          {lines.map((width, index) => (
            <Skeleton key={index} width={width} />
          ))}
        </div>
        <Skeleton shape="rect" width={actionWidth} height={32} />
      </div>
    </div>
  );
}
