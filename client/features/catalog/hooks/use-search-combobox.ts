/**
 * State and keys of the service search combobox (WAI-ARIA APG "combobox with listbox popup"): suggestions follow the
 * typing after a 150 ms pause; ↓/↑ move through them (wrapping), Enter picks the active one, Escape closes the list
 * (or clears the box when it is already closed). Enter without an active option leaves the form to submit.
 */
import { useMemo, useState, type KeyboardEvent } from 'react';
import { normalizeSearch } from '@shared/domain/search-query';
import type { SearchCategory, SuggestPro } from '@shared/schemas/search.schema';
import { useSuggestions } from '../api/search.queries';
import { useDebouncedValue } from './use-debounced-value';

export const SUGGEST_DEBOUNCE_MS = 150;

export type SearchOption =
  { kind: 'category'; id: string; category: SearchCategory } | { kind: 'pro'; id: string; pro: SuggestPro } | { kind: 'all'; id: string };

export function useSearchCombobox(listId: string, onPick: (option: SearchOption, text: string) => void, initial = '') {
  const [value, setValue] = useState(initial);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const settled = useDebouncedValue(value, SUGGEST_DEBOUNCE_MS);
  const { data } = useSuggestions(settled);
  const typed = normalizeSearch(value) !== '';

  const options = useMemo<SearchOption[]>(() => {
    if (!typed || !data) return [];
    return [
      ...data.categories.map((category) => ({ kind: 'category' as const, id: `${listId}-c-${category.slug}`, category })),
      ...data.pros.map((pro) => ({ kind: 'pro' as const, id: `${listId}-p-${pro.quote_service_id}`, pro })),
      { kind: 'all' as const, id: `${listId}-all` },
    ];
  }, [typed, data, listId]);
  const expanded = open && options.length > 0;

  function change(next: string) {
    setValue(next);
    setOpen(true);
    setActive(-1);
  }

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    const n = options.length;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!n) return;
      e.preventDefault();
      setOpen(true);
      const down = e.key === 'ArrowDown';
      setActive((i) => (!expanded || i < 0 ? (down ? 0 : n - 1) : (i + (down ? 1 : n - 1)) % n));
    } else if (e.key === 'Enter' && expanded && active >= 0 && options[active]) {
      e.preventDefault();
      onPick(options[active], value);
      close();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      if (expanded) close();
      else change('');
    }
  }

  return {
    value,
    options,
    expanded,
    active: expanded ? options[active] : undefined,
    setActiveId: (id: string) => setActive(options.findIndex((o) => o.id === id)),
    change,
    open: () => setOpen(true),
    close,
    onKeyDown,
  };
}
