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

export function TableHeader(props: ComponentPropsWithRef<'thead'>) {
  return <thead className="ui-table-header" {...props} />;
}

export function TableBody(props: ComponentPropsWithRef<'tbody'>) {
  return <tbody className="ui-table-body" {...props} />;
}

export function TableRow(props: ComponentPropsWithRef<'tr'>) {
  return <tr className="ui-table-row" {...props} />;
}

type Align = 'start' | 'center' | 'end';

export interface TableCellProps extends Omit<ComponentPropsWithRef<'td'>, 'align'> {
  /** Horizontal alignment; default 'start' ('end' for numbers). */
  align?: Align;
}

/** A header cell for a column (scope col). */
export function TableColumnHeader({
  align,
  ...props
}: Omit<ComponentPropsWithRef<'th'>, 'align'> & { align?: Align }) {
  return <th scope="col" className="ui-table-column-header" data-align={align} {...props} />;
}

/** A header cell for a row (scope row), e.g. the member's name. */
export function TableRowHeader({
  align,
  ...props
}: Omit<ComponentPropsWithRef<'th'>, 'align'> & { align?: Align }) {
  return <th scope="row" className="ui-table-row-header" data-align={align} {...props} />;
}

export function TableCell({ align, ...props }: TableCellProps) {
  return <td className="ui-table-cell" data-align={align} {...props} />;
}
