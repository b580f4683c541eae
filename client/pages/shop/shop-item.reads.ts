/** What a shop item's page (shop/{itemId}/{slug}) reads, once for its prefetch, its head and the page. */
import { pageFrom } from '@shared/domain/catalog';
import { itemFeedbacksQuery, publicItemQuery } from '@client/features/shop/api/shop-item-page.queries';
import { pageReads } from '@client/lib/page-reads';

/** The item decides whether the page exists; its feedback comes 20 a page (?page=). */
export const shopItemReads = pageReads(({ data, lng, params, search }) => {
  const id = Number(params.itemId);
  return {
    item: publicItemQuery(data, lng, id),
    feedbacks: itemFeedbacksQuery(data, id, pageFrom(search)),
  };
});
