import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type * as LinkRouter from '@client/test/link-router';
import type { ServiceMedia } from '@shared/schemas/service-media.schema';
import { createI18n } from '@client/lib/i18n';
import { createBrowserDataClient, DataClientProvider } from '@client/lib/data-client';
import { endpointKey } from '@client/lib/endpoint-query';
import { attachmentsContract } from '@shared/api/attachments.contract';
import { serviceMediaContract } from '@shared/api/service-media.contract';
import { urlOf } from '@shared/api/endpoint';
import media from '../../../../locales/en-HK/media.json';
import common from '../../../../locales/en-HK/common.json';
import { MediaEditor } from './media-editor';

// The shared jest config does not transform react-router's ESM dependency, so the router is stubbed (as in client/ui tests).
jest.mock('react-router', () => jest.requireActual<typeof LinkRouter>('@client/test/link-router').linkRouter());

const SERVICE = 7;
const variant = (id: number, size: string, w: number, h: number) => ({
  width: w,
  height: h,
  webp: urlOf(attachmentsContract.download, { params: { id }, query: { size, format: 'webp' } }),
  jpeg: urlOf(attachmentsContract.download, { params: { id }, query: { size, format: 'jpeg' } }),
});
const photo = (mediaId: number, attachmentId: number, order: number, caption = '') => ({
  id: mediaId,
  attachment: {
    id: attachmentId,
    file_name: `p${attachmentId}.jpg`,
    mime: 'image/jpeg' as const,
    size: 1000,
    url: urlOf(attachmentsContract.download, { params: { id: attachmentId } }),
    created: '2026-11-22 01:00:00',
    width: 800,
    height: 600,
    thumb_url: variant(attachmentId, 'thumb', 320, 240).jpeg,
    display_url: variant(attachmentId, 'display', 800, 600).jpeg,
    variants: { thumb: variant(attachmentId, 'thumb', 320, 240), display: variant(attachmentId, 'display', 800, 600) },
  },
  url: variant(attachmentId, 'display', 800, 600).jpeg,
  width: 800,
  height: 600,
  caption_zh: caption,
  caption_en: caption,
  display_order: order,
});
const state = (photos: ServiceMedia['photos']): ServiceMedia => ({
  quote_service_id: SERVICE,
  business_name_zh: '測試水喉',
  business_name_en: 'Test Plumbing',
  photos,
  max_photos: 30,
  logo: null,
});

type Reply = { status: number; body: unknown };
const ok = (data: unknown): Reply => ({ status: 200, body: { status: 'Success', data } });

function mockApi(routes: Record<string, Reply>) {
  const calls: Array<{ url: string; body: unknown }> = [];
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const path = String(url);
    calls.push({ url: path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const key = Object.keys(routes).find((k) => path === k);
    const reply = key ? routes[key] : { status: 404, body: { status: 'Error', error: { code: 'not_found', message: 'not found' } } };
    return { ok: reply.status < 400, status: reply.status, statusText: '', json: async () => reply.body } as Response;
  }) as typeof fetch;
  return calls;
}

function renderEditor(initial: ServiceMedia) {
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.open = false;
  };
  const i18n = createI18n('en-HK', { media, common });
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  qc.setQueryData(endpointKey(serviceMediaContract.list, { params: { id: SERVICE } }), initial);
  render(
    <QueryClientProvider client={qc}>
      <DataClientProvider client={createBrowserDataClient()}>
        <I18nextProvider i18n={i18n}>
          <MediaEditor serviceId={SERVICE} />
        </I18nextProvider>
      </DataClientProvider>
    </QueryClientProvider>,
  );
  return qc;
}

describe('MediaEditor', () => {
  it('when a photo is moved later, then the new order is sent, shown and announced, and focus stays on its buttons', async () => {
    const a = photo(11, 101, 1, 'Before');
    const b = photo(12, 102, 2, 'After');
    const calls = mockApi({
      [urlOf(serviceMediaContract.reorder, { params: { id: SERVICE } })]: ok(
        state([
          { ...b, display_order: 1 },
          { ...a, display_order: 2 },
        ]),
      ),
    });
    renderEditor(state([a, b]));
    expect(screen.getByRole('button', { name: 'Move photo 1 earlier' })).toHaveProperty('disabled', true);
    await userEvent.click(screen.getByRole('button', { name: 'Move photo 1 later' }));
    expect(calls.find((c) => c.url.endsWith('/media/reorder'))?.body).toEqual({ ids: [12, 11] });
    const headings = await screen.findAllByRole('heading', { level: 3 });
    expect(headings.map((h) => h.textContent)).toEqual(['Photo 1', 'Photo 2']);
    expect(screen.getAllByRole('img').map((i) => i.getAttribute('alt'))).toEqual(['After', 'Before']);
    expect(await screen.findByText('Photo 1 moved to position 2')).toBeTruthy();
    // The moved photo is now last: its "later" button is disabled, so focus went to "earlier".
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move photo 2 earlier' }));
  });

  it('when a file of 10 MB or more is picked, then "Cannot upload" with the SPEC §5 message and code 2 shows inline and nothing is sent', async () => {
    const calls = mockApi({});
    renderEditor(state([]));
    expect(screen.getByText('No photos yet')).toBeTruthy();
    const big = new File([new Uint8Array(8)], 'huge.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 10_000_000 });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, big);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Cannot upload');
    expect(alert.textContent).toContain('File size must be smaller than 10 MB');
    expect(alert.textContent).toContain('Error code 2');
    expect(calls).toEqual([]);
  });

  it('when a photo is uploaded, then progress shows and the uploaded image is added to the service', async () => {
    const uploaded = photo(13, 103, 1).attachment;
    const calls = mockApi({ [urlOf(serviceMediaContract.add, { params: { id: SERVICE } })]: ok(state([photo(13, 103, 1)])) });
    let xhr: FakeXhr | undefined;
    class FakeXhr {
      status = 0;
      statusText = '';
      responseText = '';
      responseType = '';
      upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
      onload?: () => void;
      onerror?: () => void;
      opened: string[] = [];
      constructor() {
        // eslint-disable-next-line @typescript-eslint/no-this-alias -- the test drives this instance
        xhr = this;
      }
      open(method: string, url: string) {
        this.opened = [method, url];
      }
      setRequestHeader() {}
      send() {}
    }
    (global as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
    renderEditor(state([]));
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File([new Uint8Array(100)], 'sink.jpg', { type: 'image/jpeg' }));
    expect(xhr!.opened).toEqual(['POST', urlOf(attachmentsContract.upload)]);
    act(() => xhr!.upload.onprogress!({ lengthComputable: true, loaded: 40, total: 100 }));
    expect(screen.getByRole('progressbar', { name: 'Upload progress' }).getAttribute('aria-valuenow')).toBe('40');
    await act(async () => {
      xhr!.status = 200;
      xhr!.responseText = JSON.stringify({ status: 'Success', data: [uploaded] });
      xhr!.onload!();
    });
    expect(calls.find((c) => c.url.endsWith('/media/add'))?.body).toEqual({ attachment_ids: [103] });
    expect(await screen.findByRole('heading', { name: 'Photo 1' })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('when delete is pressed, then a confirmation is asked first and only then the photo is deleted', async () => {
    const a = photo(11, 101, 1);
    const calls = mockApi({ [urlOf(serviceMediaContract.remove, { params: { id: SERVICE, mediaId: 11 } })]: ok(state([])) });
    renderEditor(state([a]));
    await userEvent.click(screen.getByRole('button', { name: 'Delete photo 1' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this photo?' });
    expect(calls).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete photo' }));
    expect(calls.map((c) => c.url)).toEqual([urlOf(serviceMediaContract.remove, { params: { id: SERVICE, mediaId: 11 } })]);
    expect(await screen.findByText('No photos yet')).toBeTruthy();
  });

  it('when a caption is too long for the server, then its message shows at the field', async () => {
    const a = photo(11, 101, 1);
    mockApi({
      [urlOf(serviceMediaContract.edit, { params: { id: SERVICE, mediaId: 11 } })]: {
        status: 400,
        body: { status: 'Error', error: { code: 'validation', message: 'Please check', details: { fields: { caption_en: 'Too long' } } } },
      },
    });
    renderEditor(state([a]));
    await userEvent.type(screen.getByRole('textbox', { name: 'Caption (English)' }), 'Kitchen');
    await userEvent.click(screen.getByRole('button', { name: 'Save captions' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too long');
  });
});
