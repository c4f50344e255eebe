/// <reference lib="dom" />
/** The search filters (game, kind) in the address, and on a phone behind a button that says how many are set. */

/** What the router and the search form do with the filters. */
export interface FilterState {
  /** The filters as the address carries them: `?game=<id>&kind=<kind>`, or nothing when none is set. */
  filterParams(): string;
  /** Sets the filters from the address (an unknown value is ignored). */
  readFilters(params: URLSearchParams): void;
  /** Shows on a phone how many filters are set, keeping set ones in view. */
  showFilterState(): void;
}

/** The filter state of the page's header. */
export function filterState(header: HTMLElement, filtersToggle: HTMLButtonElement, rulesetFilter: HTMLSelectElement, kindFilter: HTMLSelectElement): FilterState {
  /** The filters as the address carries them: `?game=<id>&kind=<kind>`, or nothing when none is set. */
  function filterParams(): string {
    const p = new URLSearchParams();
    if (rulesetFilter.value) p.set('game', rulesetFilter.value);
    if (kindFilter.value) p.set('kind', kindFilter.value);
    const text = p.toString();
    return text ? `?${text}` : '';
  }

  /** Sets the filters from the address (an unknown value is ignored) and shows them on a phone when one is set. */
  function readFilters(params: URLSearchParams): void {
    const pick = (select: HTMLSelectElement, value: string | null) => {
      select.value = value && Array.from(select.options).some((o) => o.value === value) ? value : '';
    };
    pick(rulesetFilter, params.get('game'));
    pick(kindFilter, params.get('kind'));
    showFilterState();
  }

  /** On a phone the filters hide behind a button; it says how many are set, and set ones stay in view. */
  function showFilterState(): void {
    const set = [rulesetFilter.value, kindFilter.value].filter(Boolean).length;
    header.classList.toggle('filtered', set > 0);
    filtersToggle.textContent = set ? `Filters (${set})` : 'Filters';
  }
  return { filterParams, readFilters, showFilterState };
}
