// The log-streams form of the admin portal read into a stream configuration: each field is
// checked and a bad one is named; a secret left blank keeps the saved one (secrets are never
// shown again), as does a header whose value is left blank.
import { refusedUrl } from '../events/outgoing-url';
import { datadogRegions, streamTypes, type StreamConfig, type StreamType } from './log-streams';

export type StreamForm = Partial<Record<string, string>>;

/** Header rows the form offers for Generic HTTPS. */
export const HEADER_ROWS = 3;

const headerName = /^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,100}$/;
/** Set by the server for every request; a configured value would break or spoof it. */
const reservedHeaders = new Set([
  'content-type',
  'content-length',
  'host',
  'transfer-encoding',
  'connection',
]);
const printable = /^[\x20-\x7e]*$/;

export type StreamInput = { config: StreamConfig } | { errors: Record<string, string> };

export function readStreamForm(
  form: StreamForm,
  saved: StreamConfig | undefined,
  production: boolean,
): StreamInput {
  const errors: Record<string, string> = {};
  const text = (field: string) => (form[field] ?? '').trim();
  const url = (field: string, label: string) => {
    const value = text(field);
    if (value === '') errors[field] = `Enter the ${label}.`;
    else {
      const reason = refusedUrl(value, production);
      if (reason) errors[field] = `The ${label} ${reason}.`;
    }
    return value;
  };
  /** A secret, or the saved one when left blank. */
  const secret = (field: string, label: string, kept: string | undefined) => {
    const value = text(field);
    if (value === '' && kept) return kept;
    if (value === '') errors[field] = `Enter the ${label}.`;
    else if (value.length > 500 || !printable.test(value))
      errors[field] = `The ${label} must be up to 500 printable characters.`;
    return value;
  };

  const type = text('type') as StreamType;
  if (!streamTypes.includes(type)) return { errors: { type: 'Choose a destination.' } };
  let config: StreamConfig;
  if (type === 'GenericHttps') {
    const keptHeaders = saved?.type === 'GenericHttps' ? saved.headers : [];
    const format = text('format');
    if (format !== 'json' && format !== 'ndjson') errors.format = 'Choose JSON or NDJSON.';
    const headers: { name: string; value: string }[] = [];
    for (let row = 1; row <= HEADER_ROWS; row += 1) {
      const name = text(`header${row}_name`);
      const value = text(`header${row}_value`);
      if (name === '' && value === '') continue;
      const field = `header${row}_name`;
      if (!headerName.test(name)) errors[field] = 'A header name is letters, digits and - only.';
      else if (reservedHeaders.has(name.toLowerCase()))
        errors[field] = `${name} is set by the server.`;
      else if (headers.some((header) => header.name.toLowerCase() === name.toLowerCase()))
        errors[field] = `${name} is given twice.`;
      const kept = keptHeaders.find((header) => header.name.toLowerCase() === name.toLowerCase());
      headers.push({ name, value: secret(`header${row}_value`, `value of ${name}`, kept?.value) });
    }
    config = {
      type,
      url: url('https_url', 'endpoint URL'),
      format: format === 'ndjson' ? 'ndjson' : 'json',
      headers,
    };
  } else if (type === 'Datadog') {
    const region = text('dd_region');
    if (!(region in datadogRegions)) errors.dd_region = 'Choose the Datadog site.';
    const apiKey = secret(
      'dd_api_key',
      'Datadog API key',
      saved?.type === 'Datadog' ? saved.apiKey : undefined,
    );
    const intake = production ? '' : text('dd_intake_url');
    config = {
      type,
      region,
      apiKey,
      ...(intake ? { url: url('dd_intake_url', 'intake URL') } : {}),
    };
  } else {
    config = {
      type,
      url: url('splunk_url', 'HEC URL'),
      token: secret(
        'splunk_token',
        'HEC token',
        saved?.type === 'Splunk' ? saved.token : undefined,
      ),
    };
  }
  return Object.keys(errors).length > 0 ? { errors } : { config };
}
