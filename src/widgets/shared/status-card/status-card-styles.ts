import css from './status-card.css?inline';

/** The status card's CSS: each of its widgets adopts it before its own. */
export const statusCardStyles: string = css;
