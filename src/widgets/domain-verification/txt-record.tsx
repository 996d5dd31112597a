import type { Domain } from '../../api/widgets';
import { CopyButton } from './copy-button';
import { txtRecordOf } from './model';
import { useStrings } from '../shared';
import { createDomainVerificationStrings } from './strings';

/** The TXT record a pending or failed domain needs, each part copyable. */
export function TxtRecord({ domain }: { domain: Domain }) {
  const strings = useStrings(createDomainVerificationStrings);
  const record = txtRecordOf(domain);
  return (
    <div className="dv-txt" part="txt-record">
      <p className="dv-txt-heading">{strings.txtHeading}</p>
      <dl className="dv-txt-fields">
        <div className="dv-txt-field">
          <dt>{strings.txtType}</dt>
          <dd>
            <code>{record.type}</code>
          </dd>
        </div>
        <div className="dv-txt-field">
          <dt>{strings.txtHost}</dt>
          <dd>
            <span className="dv-txt-host">
              <code className="dv-txt-name">{record.host}</code>
              <span className="dv-txt-full">{strings.txtFullName(record.name)}</span>
            </span>
            <CopyButton text={record.host} what={`TXT record host for ${domain.domain}`} />
          </dd>
        </div>
        <div className="dv-txt-field">
          <dt>{strings.txtValue}</dt>
          <dd>
            <code className="dv-txt-value">{record.value}</code>
            <CopyButton text={record.value} what={`TXT record value for ${domain.domain}`} />
          </dd>
        </div>
      </dl>
    </div>
  );
}
