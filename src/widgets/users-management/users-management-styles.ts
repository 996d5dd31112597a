import css from './users-management.css?inline';

/** The widget's own CSS, adopted into the element's shadow root after the UI styles. */
export const usersManagementStyles: string = css;
