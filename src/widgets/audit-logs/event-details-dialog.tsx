import type { AuditLogEvent } from '../../api/widgets';
import { Button, Dialog, dateTimeFormat } from '../../ui';
import { useI18n, useStrings } from '../shared';
import { entityLabel, metadataText } from './model';
import { createAuditLogsStrings } from './strings';

export interface EventDetailsDialogProps {
  event: AuditLogEvent | null;
  onClose: () => void;
}

/** Everything recorded about one event: who, what, when, from where, and its metadata. */
export function EventDetailsDialog({ event, onClose }: EventDetailsDialogProps) {
  const strings = useStrings(createAuditLogsStrings);
  const { locale } = useI18n();
  if (!event) return null;
  const metadata = Object.entries(event.metadata ?? {});
  const date = dateTimeFormat(locale.tag, { dateStyle: 'full', timeStyle: 'long' }).format(
    new Date(event.occurredAt),
  );
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={strings.detailsTitle}
      description={<code dir="ltr">{event.action}</code>}
      width={530}
      footer={
        <Button intent="secondary" onClick={onClose}>
          {strings.detailsClose}
        </Button>
      }
    >
      <dl className="al-details" part="details">
        <dt>{strings.detailsId}</dt>
        <dd>
          <code dir="ltr">{event.id}</code>
        </dd>
        <dt>{strings.detailsDate}</dt>
        <dd>
          <time dateTime={event.occurredAt}>{date}</time>
        </dd>
        <dt>{strings.detailsActor}</dt>
        <dd>
          <bdi>{entityLabel(event.actor)}</bdi>{' '}
          <span className="al-meta" dir="ltr">
            ({event.actor.type} · {event.actor.id})
          </span>
        </dd>
        <dt>{strings.detailsTargets}</dt>
        <dd>
          {event.targets.length === 0 ? (
            strings.detailsNone
          ) : (
            <ul className="al-list">
              {event.targets.map((target) => (
                <li key={`${target.type}:${target.id}`}>
                  <bdi>{entityLabel(target)}</bdi>{' '}
                  <span className="al-meta" dir="ltr">
                    ({target.type} · {target.id})
                  </span>
                </li>
              ))}
            </ul>
          )}
        </dd>
        <dt>{strings.detailsLocation}</dt>
        <dd>
          <code dir="ltr">{event.location}</code>
        </dd>
        <dt>{strings.detailsUserAgent}</dt>
        <dd dir={event.userAgent ? 'ltr' : undefined} className="al-agent">
          {event.userAgent ?? strings.detailsNone}
        </dd>
        <dt>{strings.detailsMetadata}</dt>
        <dd>
          {metadata.length === 0 ? (
            strings.detailsNone
          ) : (
            <ul className="al-list">
              {metadata.map(([key, value]) => (
                <li key={key} dir="ltr">
                  <code>{key}</code>: <bdi>{metadataText(value)}</bdi>
                </li>
              ))}
            </ul>
          )}
        </dd>
      </dl>
    </Dialog>
  );
}
