import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import type { AuditLogFilters, CreatedAuditLogExport } from '../../api/widgets';
import { Button, Callout } from '../../ui';
import { useWidgetApi, useStrings } from '../shared';
import { useAuditLogsEvent } from './events';
import { createAuditLogsStrings } from './strings';
import { createAuditLogExport } from './queries';

export interface ExportActionProps {
  /** The filters the list shows; the export has the same. */
  filters: AuditLogFilters;
}

/**
 * 'Export CSV': creates an export of what the filters select and downloads its CSV (the server
 * answers it as an attachment, so the page stays where it is); the link stays shown for the
 * ten minutes it is valid, in case the browser held the download back.
 */
export function ExportAction({ filters }: ExportActionProps) {
  const strings = useStrings(createAuditLogsStrings);
  const client = useWidgetApi();
  const dispatch = useAuditLogsEvent();
  const holder = useRef<HTMLSpanElement>(null);
  const exporting = useMutation({
    mutationFn: (body: AuditLogFilters) => createAuditLogExport(client, body),
    onSuccess: (created: CreatedAuditLogExport, body) => {
      download(created.url, holder.current);
      dispatch('audit-log-exported', { id: created.id, filters: body });
    },
  });
  return (
    <div className="al-export" part="export">
      <span ref={holder} hidden />
      <Button
        intent="secondary"
        className="al-export-button"
        part="export-button"
        loading={exporting.isPending}
        onClick={() => exporting.mutate(filters)}
      >
        {strings.exportButton}
      </Button>
      <div className="al-export-status" role="status">
        {exporting.isSuccess && (
          <Callout color="success" role="note" className="al-export-callout">
            {strings.exportReady}{' '}
            <a href={exporting.data.url} download rel="noopener noreferrer" part="export-link">
              {strings.exportLink}
            </a>
          </Callout>
        )}
      </div>
      {exporting.isError && (
        <Callout color="danger" role="alert" className="al-export-callout">
          {strings.exportFailed}
        </Callout>
      )}
    </div>
  );
}

/** Follows the CSV's URL with a link click: the server sends it as an attachment (a download). */
function download(url: string, container: HTMLElement | null): void {
  if (!container) return;
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.rel = 'noopener noreferrer';
  container.append(link);
  try {
    link.click();
  } finally {
    link.remove();
  }
}
