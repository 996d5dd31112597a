import css from './user-profile.css?inline';

/** The widget's own CSS, adopted into the element's shadow root after the UI styles. */
export const userProfileStyles: string = css;
