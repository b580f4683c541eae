/**
 * "What service do you need?": one field with the category names as suggestions. Choosing a category goes
 * straight to its questionnaire (form/{slug}); other words search pros. Without JavaScript the GET form goes
 * to pro-search, which redirects an exact category name to the questionnaire too.
 */
import { css } from '@emotion/react';
import { useId, useState, type FormEvent } from 'react';
import { Form, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CategorySummary } from '@shared/schemas/catalog.schema';
import { Icon } from '@client/ui/icon';
import { theme } from '@client/styles/theme';
import { useHref } from '@client/lib/paths';

/** The category whose name (either language's as shown) or slug equals the words typed, if any. */
export function matchCategory(categories: CategorySummary[], text: string): CategorySummary | undefined {
  const q = text.trim().toLowerCase();
  if (!q) return undefined;
  return categories.find((c) => c.name.toLowerCase() === q || c.slug === q);
}

export function ServiceSearch({ categories, size = 'lg' }: { categories: CategorySummary[]; size?: 'md' | 'lg' }) {
  const { t } = useTranslation('catalog');
  const href = useHref();
  const navigate = useNavigate();
  const listId = useId();
  const inputId = useId();
  const [value, setValue] = useState('');

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    const match = matchCategory(categories, value);
    if (match) {
      e.preventDefault();
      navigate(href('form', { slug: match.slug }));
    }
  }

  return (
    <Form method="get" action={href('proSearch')} role="search" onSubmit={onSubmit} css={formStyles(size)}>
      <label htmlFor={inputId} className="visually-hidden">
        {t('home>search_label')}
      </label>
      <Icon name="search" size={20} />
      <input
        id={inputId}
        name="q"
        type="search"
        list={listId}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        placeholder={t('home>search_placeholder')}
        autoComplete="off"
        maxLength={80}
        css={inputStyles}
      />
      <input type="hidden" name="go" value="quote" />
      <datalist id={listId}>
        {categories.map((c) => (
          <option key={c.slug} value={c.name} />
        ))}
      </datalist>
      <button type="submit" css={buttonStyles}>
        {t('cta>get_quotes')}
      </button>
    </Form>
  );
}

const formStyles = (size: 'md' | 'lg') => css`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  background: #fff;
  border-radius: ${theme.radius.card};
  padding: ${theme.space[1]} ${theme.space[1]} ${theme.space[1]} ${theme.space[3]};
  box-shadow: ${theme.shadow.overlay};
  max-width: 640px;
  min-height: ${size === 'lg' ? 60 : 52}px;
  & > svg {
    color: ${theme.color.textMuted};
  }
  &:focus-within {
    outline: 3px solid ${theme.color.accent};
    outline-offset: 2px;
  }
`;
const inputStyles = css`
  flex: 1;
  min-width: 0;
  border: 0;
  outline: none;
  background: transparent;
  font-size: ${theme.font.size.md};
  min-height: 48px;
  color: ${theme.color.text};
  &::placeholder {
    color: ${theme.color.textMuted};
  }
`;
const buttonStyles = css`
  flex-shrink: 0;
  min-height: 48px;
  padding: 0 ${theme.space[4]};
  border: 0;
  border-radius: ${theme.radius.control};
  background: ${theme.color.brand};
  color: #fff;
  font-weight: ${theme.font.weight.bold};
  cursor: pointer;
  white-space: nowrap;
  &:hover {
    background: ${theme.color.brandDark};
  }
`;
