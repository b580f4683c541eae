/** Renders CMS blocks as React elements (never raw HTML): headings, paragraphs, lists and internal links. */
import { css } from '@emotion/react';
import { Link } from '@client/ui/link';
import type { ContentBlock, Inline } from '@shared/schemas/content.schema';
import { theme } from '@client/styles/theme';
import { usePrefixed } from '@client/lib/paths';

function InlineText({ parts }: { parts: Inline }) {
  const prefixed = usePrefixed();
  return (
    <>
      {parts.map((p, i) =>
        'href' in p ? (
          <Link key={i} to={prefixed(p.href)}>
            {p.text}
          </Link>
        ) : (
          <span key={i}>{p.text}</span>
        ),
      )}
    </>
  );
}

export function ArticleBody({ blocks }: { blocks: ContentBlock[] }) {
  return (
    <div css={bodyStyles}>
      {blocks.map((b, i) => {
        if (b.type === 'h2')
          return (
            <h2 key={i} id={b.id}>
              {b.text}
            </h2>
          );
        if (b.type === 'ul') {
          return (
            <ul key={i}>
              {b.items.map((item, j) => (
                <li key={j}>
                  <InlineText parts={item} />
                </li>
              ))}
            </ul>
          );
        }
        return (
          <p key={i}>
            <InlineText parts={b.inline} />
          </p>
        );
      })}
    </div>
  );
}

/** The article's headings as an in-page table of contents. */
export function ArticleToc({ blocks, label }: { blocks: ContentBlock[]; label: string }) {
  const headings = blocks.filter((b): b is Extract<ContentBlock, { type: 'h2' }> => b.type === 'h2');
  if (headings.length < 3) return null;
  return (
    <nav aria-label={label} css={tocStyles}>
      <p
        css={css`
          margin: 0 0 ${theme.space[2]};
          font-weight: ${theme.font.weight.bold};
        `}
      >
        {label}
      </p>
      <ol>
        {headings.map((h) => (
          <li key={h.id}>
            <a href={`#${h.id}`}>{h.text}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

const bodyStyles = css`
  font-size: ${theme.font.size.md};
  line-height: 1.8;
  h2 {
    font-size: ${theme.font.size.xl};
    margin: ${theme.space[8]} 0 ${theme.space[3]};
    scroll-margin-top: 80px;
  }
  p {
    margin: 0 0 ${theme.space[4]};
  }
  ul {
    margin: 0 0 ${theme.space[4]};
    padding-left: ${theme.space[6]};
  }
  li {
    margin-bottom: ${theme.space[2]};
  }
`;
const tocStyles = css`
  background: ${theme.color.brandSoft};
  border-radius: ${theme.radius.card};
  padding: ${theme.space[4]};
  margin-bottom: ${theme.space[6]};
  font-size: ${theme.font.size.sm};
  ol {
    margin: 0;
    padding-left: ${theme.space[6]};
  }
  li {
    margin: ${theme.space[1]} 0;
  }
`;
