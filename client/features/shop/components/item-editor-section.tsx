/** One part of the item editor: a card with its heading (labelling the section) and the part's fields. */
import { useId, type ReactNode } from 'react';
import { heading, sectionCard } from './item-editor.styles';

export function ItemEditorSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section css={sectionCard} aria-labelledby={id}>
      <h2 id={id} css={heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}
