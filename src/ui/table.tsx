import type { ComponentPropsWithRef } from 'react';

export interface TableProps extends ComponentPropsWithRef<'table'> {
  /** Row density: 'regular' 48 px rows or 'compact' 40 px; default 'regular'. */
  density?: 'regular' | 'compact';
  /** Class on the scrolling wrapper. */
  wrapperClassName?: string;
}

/** A data table in a horizontally scrolling frame; numbers are tabular. */
export function Table({ density = 'regular', wrapperClassName, className, ...rest }: TableProps) {
  return (
    <div
      className={wrapperClassName ? `ui-table-wrapper ${wrapperClassName}` : 'ui-table-wrapper'}
      part="table"
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
