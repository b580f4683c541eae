/**
 * Adding an item starts with where it belongs: one of the pro's services and one of that service's categories. Each
 * service is a card listing its categories as links to the new item's editor (one tap); a service without categories
 * links to its editor's Category step instead.
 */
import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@client/ui/icon';
import { Link } from '@client/ui/link';
import { RowList, ListRow, RowMain, RowTitle } from '@client/ui/list-row';
import { useHref } from '@client/lib/paths';
import { theme } from '@client/styles/theme';
import { stack } from '@client/styles/layout';

export interface PickableService {
  id: number;
  name: string;
  categories: Array<{ id: number; name: string }>;
  /** The service editor's Category step. */
  categoriesHref: string;
}

export function ProServicePicker({ services }: { services: PickableService[] }) {
  const { t } = useTranslation('shop');
  const href = useHref();
  return (
    <div css={stack(6)}>
      {services.map((s) => (
        <section key={s.id} aria-labelledby={`service-${s.id}`} css={stack(2)}>
          <h2 id={`service-${s.id}`} css={title}>
            {s.name}
          </h2>
          {s.categories.length ? (
            <RowList aria-label={t('list>pick_category_of', { name: s.name })}>
              {s.categories.map((c) => (
                <ListRow key={c.id} to={href('proShopProduct', { action: 'new', serviceId: s.id, categoryId: c.id })}>
                  <Icon name="tag" size={20} />
                  <RowMain>
                    <RowTitle weight="medium">{c.name}</RowTitle>
                  </RowMain>
                  <Icon name="chevron-right" size={18} />
                </ListRow>
              ))}
            </RowList>
          ) : (
            <p css={note}>
              {t('list>no_categories')} <Link to={s.categoriesHref}>{t('list>add_categories')}</Link>
            </p>
          )}
        </section>
      ))}
    </div>
  );
}

const title = css`
  margin: 0;
  font-size: ${theme.font.size.lg};
`;

const note = css`
  margin: 0;
  color: ${theme.color.textSecondary};
`;
