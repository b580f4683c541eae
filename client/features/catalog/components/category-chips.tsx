/** Categories as a wrapping row of links to their pages; the chip's look is the caller's. */
import type { SerializedStyles } from '@emotion/react';
import { Link } from '@client/ui/link';
import { bareList, cluster } from '@client/styles/layout';
import { useHref } from '@client/lib/paths';

export function CategoryChips({ categories, chipStyles }: { categories: { slug: string; name: string }[]; chipStyles: SerializedStyles }) {
  const href = useHref();
  return (
    <ul css={[bareList, cluster(2)]}>
      {categories.map((c) => (
        <li key={c.slug}>
          <Link to={href('category', { slug: c.slug })} css={chipStyles}>
            {c.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
