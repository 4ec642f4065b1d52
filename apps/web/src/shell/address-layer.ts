import { useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { usePage } from './page-stack.tsx';

/**
 * Something a page shows over itself and names in its address (`?name=value`: a file in the
 * viewer), so that a link and a reload show it again. Opening it pushes an entry onto the same
 * page, so that the browser's back closes it as the app's own does; another value in its place
 * replaces that entry; closing goes back to the page's entry without it, or, where the page came
 * with it (a link, a reload), takes it out of the address.
 */
export function useAddressLayer(name: string): {
  value: string | null;
  show: (value: string | null) => void;
} {
  const location = useLocation();
  const navigate = useNavigate();
  const { depth } = usePage();
  // One step back per entry: a page rendered again before the step arrives does not go twice.
  const leaving = useRef<string | null>(null);
  const value = new URLSearchParams(location.search).get(name);
  const show = (next: string | null) => {
    if (next === value || leaving.current === location.key) return;
    const search = new URLSearchParams(location.search);
    if (next === null) {
      if (depth > 1) {
        leaving.current = location.key;
        navigate(-1);
        return;
      }
      search.delete(name);
    } else {
      search.set(name, next);
    }
    const to = { pathname: location.pathname, search: search.toString() };
    navigate(to, value === null ? { state: { layer: true } } : { replace: true });
  };
  return { value, show };
}
