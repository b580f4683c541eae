/**
 * Tabs (WAI-ARIA tabs pattern: roving tabindex, ←/→/Home/End, automatic activation by default) and
 * Chips, the filter variant: links (aria-current) or toggle buttons (aria-pressed).
 */
import { css } from '@emotion/react';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from '@client/ui/link';
import { theme } from '../styles/theme';
import { bareList, inlineRow, pill } from '../styles/layout';

export interface TabItem {
  id: string;
  label: string;
  /** e.g. an unread count; rendered after the label inside the tab. */
  badge?: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  items: TabItem[];
  value?: string;
  defaultValue?: string;
  onChange?: (id: string) => void;
  /** 'manual': arrows move focus, Enter/Space selects. */
  activation?: 'automatic' | 'manual';
  /** Keep inactive panels' content in the DOM (hidden). Default: only the active panel renders content. */
  keepMounted?: boolean;
}

export function Tabs({ label, items, value, defaultValue, onChange, activation = 'automatic', keepMounted = false }: TabsProps) {
  const baseId = useId();
  const [inner, setInner] = useState(defaultValue ?? items.find((i) => !i.disabled)?.id);
  const selected = value ?? inner;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const enabled = items.filter((i) => !i.disabled);

  const select = (id: string) => {
    if (value === undefined) setInner(id);
    if (id !== selected) onChange?.(id);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, id: string) => {
    const index = enabled.findIndex((i) => i.id === id);
    let next: TabItem | undefined;
    if (e.key === 'ArrowRight') next = enabled[(index + 1) % enabled.length];
    else if (e.key === 'ArrowLeft') next = enabled[(index - 1 + enabled.length) % enabled.length];
    else if (e.key === 'Home') next = enabled[0];
    else if (e.key === 'End') next = enabled[enabled.length - 1];
    if (!next) return;
    e.preventDefault();
    tabRefs.current.get(next.id)?.focus();
    if (activation === 'automatic') select(next.id);
  };

  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;
  const focusable = selected && enabled.some((i) => i.id === selected) ? selected : enabled[0]?.id;

  return (
    <div>
      <div role="tablist" aria-label={label} css={tablistStyles}>
        {items.map((item) => {
          const isSelected = item.id === selected;
          return (
            <button
              key={item.id}
              ref={(el) => {
                if (el) tabRefs.current.set(item.id, el);
                else tabRefs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={tabId(item.id)}
              aria-selected={isSelected}
              aria-controls={panelId(item.id)}
              tabIndex={item.id === focusable ? 0 : -1}
              disabled={item.disabled}
              css={tabStyles}
              onClick={() => select(item.id)}
              onKeyDown={(e) => onKeyDown(e, item.id)}
            >
              {item.label}
              {item.badge !== undefined ? <span css={tabBadgeStyles}>{item.badge}</span> : null}
            </button>
          );
        })}
      </div>
      {items.map((item) => {
        const isSelected = item.id === selected;
        return (
          <div
            key={item.id}
            role="tabpanel"
            id={panelId(item.id)}
            aria-labelledby={tabId(item.id)}
            hidden={!isSelected}
            tabIndex={0}
            css={panelStyles}
          >
            {isSelected || keepMounted ? item.content : null}
          </div>
        );
      })}
    </div>
  );
}

const tablistStyles = css`
  display: flex;
  gap: ${theme.space[1]};
  overflow-x: auto;
  scrollbar-width: none;
  border-bottom: 1px solid ${theme.color.border};
  margin-bottom: ${theme.space[4]};
  &::-webkit-scrollbar {
    display: none;
  }
`;

const tabStyles = css`
  flex-shrink: 0;
  ${inlineRow(2)};
  min-height: ${theme.layout.touchTarget};
  padding: 0 ${theme.space[4]};
  margin-bottom: -1px;
  background: none;
  border: 0;
  border-bottom: 3px solid transparent;
  cursor: pointer;
  white-space: nowrap;
  color: ${theme.color.textSecondary};
  font-weight: ${theme.font.weight.medium};
  &:hover:not(:disabled) {
    color: ${theme.color.text};
  }
  &[aria-selected='true'] {
    color: ${theme.color.brandDark};
    border-bottom-color: ${theme.color.brand};
    font-weight: ${theme.font.weight.bold};
  }
  &:focus-visible {
    outline-offset: -3px;
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

const tabBadgeStyles = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 22px;
  height: 22px;
  padding: 0 6px;
  border-radius: ${theme.radius.pill};
  background: ${theme.color.neutralSoft};
  color: ${theme.color.neutralText};
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
  [aria-selected='true'] > & {
    background: ${theme.color.brand};
    color: #fff;
  }
`;

const panelStyles = css`
  &:focus-visible {
    outline-offset: 4px;
    border-radius: ${theme.radius.control};
  }
`;

/* ───────────────────────────── Chips (filters) ───────────────────────────── */

interface ChipBase {
  key: string;
  label: string;
  /** e.g. the number of leads in this filter; shown after the label. */
  count?: number;
  selected: boolean;
}
export type ChipItem = (ChipBase & { href: string }) | (ChipBase & { onSelect: () => void });

export interface ChipsProps {
  /** Accessible name of the group, e.g. "Filter leads". */
  label: string;
  items: ChipItem[];
}

/**
 * A row of filter chips that scrolls sideways on phones. Link chips mark the current filter with
 * aria-current="page"; button chips are toggles with aria-pressed.
 */
export function Chips({ label, items }: ChipsProps) {
  return (
    <div role="group" aria-label={label} css={chipRowStyles}>
      <ul css={chipListStyles}>
        {items.map((item) => {
          const content = (
            <>
              {item.label}
              {item.count !== undefined ? <span css={chipCountStyles}>{item.count}</span> : null}
            </>
          );
          return (
            <li key={item.key}>
              {'href' in item ? (
                <Link to={item.href} aria-current={item.selected ? 'page' : undefined} css={chipStyles}>
                  {content}
                </Link>
              ) : (
                <button type="button" aria-pressed={item.selected} onClick={item.onSelect} css={chipStyles}>
                  {content}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

const chipRowStyles = css`
  overflow-x: auto;
  scrollbar-width: none;
  margin: 0 -${theme.space[4]};
  padding: 2px ${theme.space[4]};
  &::-webkit-scrollbar {
    display: none;
  }
  ${theme.breakpoint.sm} {
    margin: 0;
    padding: 2px 0;
    overflow: visible;
  }
`;

const chipListStyles = css`
  display: flex;
  gap: ${theme.space[2]};
  ${bareList};
  ${theme.breakpoint.sm} {
    flex-wrap: wrap;
  }
`;

const chipStyles = css`
  ${pill(theme.layout.touchTarget, 4)};
  gap: ${theme.space[2]};
  white-space: nowrap;
  border: 1.5px solid ${theme.color.borderStrong};
  background: ${theme.color.surface};
  color: ${theme.color.text};
  cursor: pointer;
  font-weight: ${theme.font.weight.medium};
  &:hover {
    border-color: ${theme.color.brand};
    color: ${theme.color.text};
  }
  &[aria-current='page'],
  &[aria-pressed='true'] {
    background: ${theme.color.brand};
    border-color: ${theme.color.brand};
    color: #fff;
  }
`;

const chipCountStyles = css`
  font-variant-numeric: tabular-nums;
  font-weight: ${theme.font.weight.bold};
`;
