import { useEffect, useRef, useState, type ComponentPropsWithRef } from 'react';
import { useUiStrings } from './ui-context';

export interface TableProps extends ComponentPropsWithRef<'table'> {
  /** Row density: 'regular' 48 px rows or 'compact' 40 px; default 'regular'. */
  density?: 'regular' | 'compact';
  /** Class on the scrolling wrapper. */
  wrapperClassName?: string;
}

/**
 * True while the element's content is wider than the element, so it scrolls sideways. Watched
 * with a ResizeObserver on the frame and its content.
 */
function useOverflowsSideways<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, []);
  return [ref, overflows] as const;
}

/**
 * A data table in a horizontally scrolling frame; numbers are tabular. While the table is wider
 * than its frame, the frame is a labelled, focusable region so the keyboard can scroll it too.
 */
export function Table({ density = 'regular', wrapperClassName, className, ...rest }: TableProps) {
  const [frameRef, overflows] = useOverflowsSideways<HTMLDivElement>();
  const { strings } = useUiStrings();
  return (
    <div
      ref={frameRef}
      className={wrapperClassName ? `ui-table-wrapper ${wrapperClassName}` : 'ui-table-wrapper'}
      part="table"
      {...(overflows
        ? { tabIndex: 0, role: 'region', 'aria-label': rest['aria-label'] ?? strings.table }
        : {})}
    >
      <table
        className={className ? `ui-table ${className}` : 'ui-table'}
        data-density={density}
        {...rest}
      />
    </div>
  );
}

const cx = (base: string, extra: string | undefined) => (extra ? `${base} ${extra}` : base);

/** The header row group (thead). */
export function TableHeader({ className, ...props }: ComponentPropsWithRef<'thead'>) {
  return <thead className={cx('ui-table-header', className)} {...props} />;
}

/** The body row group (tbody). */
export function TableBody({ className, ...props }: ComponentPropsWithRef<'tbody'>) {
  return <tbody className={cx('ui-table-body', className)} {...props} />;
}

/** One row (tr); body rows highlight on hover. */
export function TableRow({ className, ...props }: ComponentPropsWithRef<'tr'>) {
  return <tr className={cx('ui-table-row', className)} {...props} />;
}

type Align = 'start' | 'center' | 'end';

export interface TableCellProps extends Omit<ComponentPropsWithRef<'td'>, 'align'> {
  /** Horizontal alignment; default 'start' ('end' for numbers). */
  align?: Align;
}

/** A header cell for a column (scope col). */
export function TableColumnHeader({
  align,
  className,
  ...props
}: Omit<ComponentPropsWithRef<'th'>, 'align'> & { align?: Align }) {
  return (
    <th
      scope="col"
      className={cx('ui-table-column-header', className)}
      data-align={align}
      {...props}
    />
  );
}

/** A header cell for a row (scope row), e.g. the member's name. */
export function TableRowHeader({
  align,
  className,
  ...props
}: Omit<ComponentPropsWithRef<'th'>, 'align'> & { align?: Align }) {
  return (
    <th
      scope="row"
      className={cx('ui-table-row-header', className)}
      data-align={align}
      {...props}
    />
  );
}

/** A data cell (td). */
export function TableCell({ align, className, ...props }: TableCellProps) {
  return <td className={cx('ui-table-cell', className)} data-align={align} {...props} />;
}
