/**
 * "Now" for relative labels (SPEC §2 today / tomorrow …, SPEC §9 elapsed time): 0 during the server render and
 * hydration, the real time after mount, refreshed every minute, so server and browser markup always match.
 */
import { useEffect, useState } from 'react';

export function useNow(refreshMs = 60_000): number {
  const [now, setNow] = useState(0);
  useEffect(() => {
    setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), refreshMs);
    return () => clearInterval(id);
  }, [refreshMs]);
  return now;
}
