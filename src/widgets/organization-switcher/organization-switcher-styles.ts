import css from './organization-switcher.css?inline';

/** The widget's own CSS, adopted into the element's shadow root after the UI styles. */
export const organizationSwitcherStyles: string = css;
