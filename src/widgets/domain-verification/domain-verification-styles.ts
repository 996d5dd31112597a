import css from './domain-verification.css?inline';

/** The widget's own CSS, adopted into the element's shadow root after the UI styles. */
export const domainVerificationStyles: string = css;
