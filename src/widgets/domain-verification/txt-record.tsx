import type { Domain } from '../../api/widgets';
import { CopyButton } from './copy-button';
import { txtRecordOf } from './model';
import { useStrings } from '../shared';
import { createDomainVerificationStrings } from './strings';

/** Stands for the record's name in its message, so the name can be set apart from the words. */
const NAME_SLOT = '\uE000';

/**
 * The TXT record a pending or failed domain needs, each part copyable. The record's parts are
 * DNS data: always left to right (in Arabic too, where a leading '_' would otherwise jump to the
 * other end), and the full name isolated from the sentence around it.
 */
export function TxtRecord({ domain }: { domain: Domain }) {
  const strings = useStrings(createDomainVerificationStrings);
  const record = txtRecordOf(domain);
  const [beforeName = '', afterName = ''] = strings.txtFullName(NAME_SLOT).split(NAME_SLOT);
  return (
    <div className="dv-txt" part="txt-record">
      <p className="dv-txt-heading">{strings.txtHeading}</p>
      <dl className="dv-txt-fields">
        <div className="dv-txt-field">
          <dt>{strings.txtType}</dt>
          <dd>
            <code dir="ltr">{record.type}</code>
          </dd>
        </div>
        <div className="dv-txt-field">
          <dt>{strings.txtHost}</dt>
          <dd>
            <span className="dv-txt-host">
              <code className="dv-txt-name" dir="ltr">
                {record.host}
              </code>
              <span className="dv-txt-full">
                {beforeName}
                <bdi>{record.name}</bdi>
                {afterName}
              </span>
            </span>
            <CopyButton text={record.host} label={strings.copyHostLabel(domain.domain)} />
          </dd>
        </div>
        <div className="dv-txt-field">
          <dt>{strings.txtValue}</dt>
          <dd>
            <code className="dv-txt-value" dir="ltr">
              {record.value}
            </code>
            <CopyButton text={record.value} label={strings.copyValueLabel(domain.domain)} />
          </dd>
        </div>
      </dl>
    </div>
  );
}
