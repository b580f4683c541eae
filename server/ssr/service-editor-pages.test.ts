/** SSR of the pro's service editor and calendar: rendered with their data for the owner, 404 for others. */
import { serviceEditorContract } from '@shared/api/service-editor.contract';
import { urlOf } from '@shared/api/endpoint';
import { setUpTestContext } from '../test/test-app';
import { createPro, setUpCatalog } from '../test/fixtures';

const ctx = setUpTestContext();
const cat = setUpCatalog(ctx);

async function proWithHours() {
  const pro = await createPro(ctx, cat);
  const res = await pro.agent.post(urlOf(serviceEditorContract.hours, { params: { id: pro.serviceId } })).send({
    hours: [
      { weekday: 1, open: '09:30', close: '12:00' },
      { weekday: 1, open: '14:00', close: '18:45' },
    ],
  });
  expect(res.status).toBe(200);
  return pro;
}

describe('service editor pages (SSR)', () => {
  it('when the owner opens services/{id}/18, then the Hours step is rendered with their hours, not indexed', async () => {
    const pro = await proWithHours();
    const res = await pro.agent.get(`/zh-HK/dashboard/services/${pro.serviceId}/18`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('<meta name="robots" content="noindex');
    expect(res.text).toContain('>營業時間</h2>');
    expect(res.text).toContain('value="09:30"');
    expect(res.text).toContain('value="18:45"');
    expect(res.text).toContain('測試水喉');
  });

  it('when another pro opens the same editor or calendar, then both are 404', async () => {
    const owner = await proWithHours();
    const other = await createPro(ctx, cat);
    expect((await other.agent.get(`/zh-HK/dashboard/services/${owner.serviceId}/18`)).status).toBe(404);
    expect((await other.agent.get(`/en-HK/dashboard/profiles/${owner.serviceId}`)).status).toBe(404);
    expect((await other.agent.get(`/zh-HK/dashboard/calendar/${owner.serviceId}`)).status).toBe(404);
    expect((await owner.agent.get('/zh-HK/dashboard/services/abc')).status).toBe(404);
  });

  it('when the index is not a step, then Basic (step 0) is shown; the calendar shows the month with the hours', async () => {
    const pro = await proWithHours();
    const basic = await pro.agent.get(`/en-HK/dashboard/services/${pro.serviceId}/99`);
    expect(basic.status).toBe(200);
    expect(basic.text).toContain('>Basic details</h2>');
    const calendar = await pro.agent.get(`/en-HK/dashboard/calendar/${pro.serviceId}/2026-11`);
    expect(calendar.status).toBe(200);
    expect(calendar.text).toContain('Nov 2026');
    expect(calendar.text).toContain('09:30–12:00, 14:00–18:45');
  });
});
