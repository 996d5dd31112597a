/**
 * The `throwOnError` of a list whose failed first load goes to the widget's error fallback while
 * later failures show inline: throws until `loadedOnce.current` is true. Made here, not inline in
 * the component: the page-wide query cache keeps a query's last options after its widgets
 * unmount, and a closure made in a render keeps that render's whole scope (its state setters,
 * so the React tree and the element).
 */
export function throwUntilLoaded(loadedOnce: { readonly current: boolean }): () => boolean {
  return () => !loadedOnce.current;
}
