import { flip, offset, shift, size, type Middleware } from '@floating-ui/react';

/** Viewport padding every popup keeps. */
const padding = 8;

/**
 * Middleware of the kit's popups: `gap` px from the reference, flipped to the other side when it
 * does not fit (or to the other axis), shifted inside the viewport; `fit` also caps the height to the space left and
 * gives the popup at least the reference's width (the select's listbox).
 */
export function popupMiddleware(gap: number, fit = false): Middleware[] {
  // Neither side fits (a tooltip on the left of a narrow screen): try the other axis.
  const middleware = [
    offset(gap),
    flip({ padding, fallbackAxisSideDirection: 'start' }),
    shift({ padding }),
  ];
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
