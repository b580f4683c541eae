import { render, screen, within } from '@testing-library/react';
import type { Attachment } from '@shared/schemas/attachments.schema';
import type { LabelledAnswer } from '@shared/schemas/requests.schema';
import { IconFacts, RequestAnswers, RequestDescription, RequestPhotos } from './request-summary';

const answers: LabelledAnswer[] = [
  { field_key: 'kind', type: 'single', label_zh: '類型', label_en: 'Type', value: 'a', display_zh: '漏水', display_en: 'Leak' },
  { field_key: 'pics', type: 'photo', label_zh: '相片', label_en: 'Photos', value: [1], display_zh: '', display_en: '' },
];
const photos = [
  { id: 1, file_name: 'tap.jpg', mime: 'image/jpeg', size: 10, url: '/u/tap.jpg', created: '2026-11-20 01:00:00' },
] as Attachment[];

describe('request summary', () => {
  it('when some facts are null, then only the others are listed', () => {
    render(<IconFacts facts={[{ icon: 'map-pin', content: 'Wan Chai' }, null, false, { icon: 'calendar', content: 'Tomorrow' }]} />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['Wan Chai', 'Tomorrow']);
  });

  it('when the answers include photos, then only the other answers are listed, in the page language', () => {
    render(<RequestAnswers answers={answers} lng="zh-HK" />);
    expect(screen.getByText('類型')).toBeTruthy();
    expect(screen.getByText('漏水')).toBeTruthy();
    expect(screen.queryByText('相片')).toBeNull();
  });

  it('when there are photos, then each opens full size in a new tab; without photos or text nothing shows', () => {
    const { container, rerender } = render(<RequestPhotos photos={photos} label="Photos" />);
    const link = within(screen.getByRole('list', { name: 'Photos' })).getByRole('link', { name: 'tap.jpg' });
    expect(link.getAttribute('href')).toBe('/u/tap.jpg');
    expect(link.getAttribute('target')).toBe('_blank');
    rerender(
      <>
        <RequestPhotos photos={[]} />
        <RequestDescription text="" />
      </>,
    );
    expect(container.innerHTML).toBe('');
  });
});
