import { useCallback, useEffect, useRef, useState } from 'react';
import { ELEVATED_CHECK_INTERVAL_MS, elevatedTokenValid } from './elevated-access-model';
import { useElevatedAccessToken } from './use-elevated-access-token';

export interface ElevatedAccess {
  /** A token is held and has not reached its expiresAt. */
  valid: boolean;
  /** The previous token lapsed (or the server refused it); the verify step says so. */
  lapsed: boolean;
  /** Holds a new token until `expiresAt` (ms since the epoch). */
  grant: (token: string, expiresAt: number) => void;
  /** True when the token may be used now; drops it (marking it lapsed) when not. */
  check: () => boolean;
  /** Drops the token because the server refused it. */
  expire: () => void;
}

/**
 * The elevated token of SPEC.md §4 "Elevated access": kept in memory only (the element root's
 * holder), until the verify response's expiresAt, checked every 30 s and before each use.
 */
export function useElevatedAccess(): ElevatedAccess {
  const [token, setToken] = useElevatedAccessToken();
  const expiresAt = useRef<number | undefined>(undefined);
  const [lapsed, setLapsed] = useState(false);

  const expire = useCallback(() => {
    expiresAt.current = undefined;
    setToken(undefined);
    setLapsed(true);
  }, [setToken]);

  const check = useCallback(() => {
    if (token !== undefined && elevatedTokenValid(expiresAt.current, Date.now())) return true;
    if (token !== undefined) expire();
    return false;
  }, [token, expire]);

  useEffect(() => {
    if (token === undefined) return;
    const timer = setInterval(check, ELEVATED_CHECK_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [token, check]);

  const grant = useCallback(
    (next: string, until: number) => {
      expiresAt.current = until;
      setLapsed(false);
      setToken(next);
    },
    [setToken],
  );

  return {
    valid: token !== undefined && elevatedTokenValid(expiresAt.current, Date.now()),
    lapsed,
    grant,
    check,
    expire,
  };
}
