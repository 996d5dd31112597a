import css from './sso-connection.css?inline';

/** The widget's own CSS, adopted into the element's shadow root after the UI styles. */
export const ssoConnectionStyles: string = css;
