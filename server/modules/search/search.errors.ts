/** Errors of search; messages common|errors>{code}. */
import { AppError } from '../../lib/errors';

export const SEARCH_QUERY_EMPTY = 'search_query_empty';

/** 422: nothing to search for (empty, spaces or punctuation only), with the field named for forms. */
export const searchQueryEmpty = () =>
  new AppError({ code: SEARCH_QUERY_EMPTY, status: 422, messageKey: SEARCH_QUERY_EMPTY, fields: { q: SEARCH_QUERY_EMPTY } });
