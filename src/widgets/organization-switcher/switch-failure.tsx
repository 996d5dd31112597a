import { useLayoutEffect, useRef, useState } from 'react';
import { IconButton, X } from '../../ui';
import { useStrings } from '../shared';
import { createOrganizationSwitcherStrings } from './strings';

/** Room kept between the message and the edges of the viewport, in px. */
const EDGE = 8;

/** SPEC.md §8's switch failure, under the trigger until dismissed or the next attempt. */
export function SwitchFailure({ text, onDismiss }: { text: string; onDismiss: () => void }) {
  const strings = useStrings(createOrganizationSwitcherStrings);
  const ref = useRef<HTMLDivElement>(null);
  // The message hangs from the trigger's end; a trigger near the start of a narrow page (a
  // partner's column, a phone) would push it past the viewport's edge: slide it back in.
  const [shift, setShift] = useState(0);
  useLayoutEffect(() => {
    const box = ref.current?.getBoundingClientRect();
    if (!box) return;
    const left = box.left - shift;
    const right = box.right - shift;
    const viewport = document.documentElement.clientWidth;
    if (left < EDGE) setShift(Math.min(EDGE - left, viewport - EDGE - right));
    else if (right > viewport - EDGE) setShift(viewport - EDGE - right);
    else setShift(0);
    // Measured once per message: the shift itself must not trigger another measurement.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);
  return (
    <div
      ref={ref}
      className="os-failure"
      part="error"
      role="alert"
      style={shift === 0 ? undefined : { transform: `translateX(${shift}px)` }}
    >
      <div className="os-failure-text">
        <strong>{strings.switchFailed}</strong>
        <span>{text}</span>
      </div>
      <IconButton aria-label={strings.dismiss} size={1} onClick={onDismiss}>
        <X aria-hidden="true" />
      </IconButton>
    </div>
  );
}
