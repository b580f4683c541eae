/** Links to another page of the current list. */
import { useLocation } from 'react-router';

/** Builds the URL of another page of the current list (page 1 has no ?page), keeping the other query values. */
export function usePageHref(param = 'page') {
  const { pathname, search } = useLocation();
  return (page: number) => {
    const q = new URLSearchParams(search);
    if (page <= 1) q.delete(param);
    else q.set(param, String(page));
    const s = q.toString();
    return s ? `${pathname}?${s}` : pathname;
  };
}
