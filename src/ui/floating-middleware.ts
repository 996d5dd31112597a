import { flip, offset, shift, size, type Middleware } from '@floating-ui/react';

/** Viewport padding every popup keeps. */
const padding = 8;

/**
 * Middleware of the kit's popups: `gap` px from the reference, flipped to the other side when it
 * does not fit, shifted inside the viewport; `fit` also caps the height to the space left and
 * gives the popup at least the reference's width (the select's listbox).
 */
export function popupMiddleware(gap: number, fit = false): Middleware[] {
  const middleware = [offset(gap), flip({ padding }), shift({ padding })];
  if (fit)
    middleware.push(
      size({
        padding,
        apply({ availableHeight, rects, elements }) {
          Object.assign(elements.floating.style, {
            minWidth: `${rects.reference.width}px`,
            maxHeight: `${Math.max(120, Math.min(320, availableHeight))}px`,
          });
        },
      }),
    );
  return middleware;
}
