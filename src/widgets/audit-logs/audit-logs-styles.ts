import css from './audit-logs.css?inline';

/** The widget's own CSS, adopted into the element's shadow root after the UI styles. */
export const auditLogsStyles: string = css;
