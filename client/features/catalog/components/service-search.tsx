/**
 * "What service do you need?": a combobox that suggests as you type: matching services first, then
 * pros, then "all results". A service opens its questionnaire (form/{slug}), a pro its profile; Enter with free words
 * submits the GET form to pro-search, which goes straight to the questionnaire when the words clearly name one
 * service (?go=quote) and otherwise shows the results. Without JavaScript the same GET form works.
 */
import { useId } from 'react';
import { Form, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '@client/ui/icon';
import { useHref } from '@client/lib/paths';
import { useSearchCombobox, type SearchOption } from '../hooks/use-search-combobox';
import { CategoryIcon } from './category-icon';
import * as s from './service-search.styles';

export function ServiceSearch({ size = 'lg', defaultValue = '' }: { size?: 'md' | 'lg'; defaultValue?: string }) {
  const { t } = useTranslation('catalog');
  const href = useHref();
  const navigate = useNavigate();
  const listId = useId();
  const inputId = useId();
  const groupIds = { categories: `${listId}-hc`, pros: `${listId}-hp` };

  function pick(option: SearchOption, text: string) {
    if (option.kind === 'category') navigate(href('form', { slug: option.category.slug }));
    else if (option.kind === 'pro') navigate(href('serviceSlug', { serviceId: option.pro.quote_service_id, slug: option.pro.slug }));
    else navigate(`${href('proSearch')}?q=${encodeURIComponent(text.trim())}`);
  }
  const box = useSearchCombobox(listId, pick, defaultValue);
  const categories = box.options.filter((o) => o.kind === 'category');
  const pros = box.options.filter((o) => o.kind === 'pro');

  const optionProps = (o: SearchOption) => ({
    id: o.id,
    role: 'option',
    'aria-selected': box.active?.id === o.id,
    css: s.option,
    // Keeps the focus in the box, so the list does not close before the pick.
    onMouseDown: (e: { preventDefault(): void }) => e.preventDefault(),
    onMouseMove: () => box.setActiveId(o.id),
    onClick: () => {
      pick(o, box.value);
      box.close();
    },
  });

  return (
    <Form method="get" action={href('proSearch')} role="search" css={s.form(size)}>
      <label htmlFor={inputId} className="visually-hidden">
        {t('home>search_label')}
      </label>
      <Icon name="search" size={20} />
      <div css={s.field}>
        <input
          id={inputId}
          name="q"
          // role=combobox belongs on a text input (the Nu HTML Checker rejects it on type=search); inputMode and
          // enterKeyHint keep the phone keyboard's search key, and the form is the search landmark.
          type="text"
          inputMode="search"
          enterKeyHint="search"
          role="combobox"
          aria-expanded={box.expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={box.active?.id}
          value={box.value}
          onChange={(e) => box.change(e.target.value)}
          onKeyDown={box.onKeyDown}
          onFocus={box.open}
          onBlur={box.close}
          placeholder={t('home>search_placeholder')}
          autoComplete="off"
          maxLength={80}
          css={s.input}
        />
        <div id={listId} role="listbox" aria-label={t('search>suggestions')} hidden={!box.expanded} css={s.listbox}>
          {categories.length ? (
            <div role="group" aria-labelledby={groupIds.categories}>
              <div id={groupIds.categories} role="presentation" css={s.heading}>
                {t('search>suggest_services')}
              </div>
              {categories.map((o) => (
                <div key={o.id} {...optionProps(o)}>
                  <CategoryIcon name={o.category.icon} size="sm" />
                  <span css={s.text}>
                    <span css={s.name}>{o.category.name}</span>
                    <span css={s.meta}>{o.category.genre_name}</span>
                  </span>
                </div>
              ))}
            </div>
          ) : null}
          {pros.length ? (
            <div role="group" aria-labelledby={groupIds.pros}>
              <div id={groupIds.pros} role="presentation" css={s.heading}>
                {t('search>suggest_pros')}
              </div>
              {pros.map((o) => (
                <div key={o.id} {...optionProps(o)}>
                  <span css={s.text}>
                    <span css={s.name}>{o.pro.business_name}</span>
                    <span css={s.meta}>
                      {o.pro.review_count
                        ? t('search>suggest_pro_meta', { rating: o.pro.rating.toFixed(1), category: o.pro.category ?? '' })
                        : (o.pro.category ?? '')}
                    </span>
                  </span>
                </div>
              ))}
            </div>
          ) : null}
          {box.options
            .filter((o) => o.kind === 'all')
            .map((o) => (
              <div key={o.id} {...optionProps(o)}>
                <Icon name="search" size={16} />
                <span css={s.name}>{t('search>suggest_all', { q: box.value.trim() })}</span>
              </div>
            ))}
        </div>
        <span role="status" className="visually-hidden">
          {box.expanded ? t('search>suggest_count', { count: box.options.length - 1 }) : ''}
        </span>
      </div>
      <input type="hidden" name="go" value="quote" />
      <button type="submit" css={s.button}>
        {t('cta>get_quotes')}
      </button>
    </Form>
  );
}
