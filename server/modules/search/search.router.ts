/** The HTTP edge of search (shared/api/search.contract.ts): public reads. */
import { searchContract } from '@shared/api/search.contract';
import type { AppDeps } from '../../lib/app-deps';
import { implement, type Implementation } from '../../middleware/api-endpoint';
import * as search from './search.service';

export function searchRoutes({ db }: AppDeps): Implementation[] {
  return implement(searchContract, {
    suggest: ({ query }) => search.suggest(db, query),
    search: ({ query }) => search.search(db, query),
  });
}
