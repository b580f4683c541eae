import { bidsContract } from '@shared/api/bids.contract';
import { narrowMatchContract } from '@shared/api/narrow-match.contract';
import { requestsContract } from '@shared/api/requests.contract';
import { createConsumer, quotedLead } from '../../test/fixtures';
import { setUpTestContext } from '../../test/test-app';
import { api, endpointTitle } from '../../test/api';

const ctx = setUpTestContext();

describe(endpointTitle(narrowMatchContract.workRequirement), () => {
  it('when the consumer adds a requirement, then the pro sees it on the lead extras', async () => {
    const { pro, consumer, requestId, bidId } = await quotedLead(ctx);
    const res = await api(consumer.agent).call(narrowMatchContract.workRequirement, {
      body: { quote_request_id: requestId, work_requirement: '  需要星期六上門 ' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.work_requirement).toBe('需要星期六上門');
    const extras = await api(pro.agent).call(narrowMatchContract.bidExtras, { params: { id: bidId } });
    expect(extras.status).toBe(200);
    expect(extras.body.data).toMatchObject({ work_requirement: '需要星期六上門', is_direct: false, survey: null, can_survey: false });
  });

  it('when someone else edits it, or the request is closed, or the text is too long, then 404, 409 or 400', async () => {
    const { consumer, requestId } = await quotedLead(ctx);
    const other = await createConsumer(ctx);
    expect(
      (await api(other.agent).call(narrowMatchContract.workRequirement, { body: { quote_request_id: requestId, work_requirement: 'x' } }))
        .status,
    ).toBe(404);
    expect(
      (
        await api(consumer.agent).call(narrowMatchContract.workRequirement, {
          body: { quote_request_id: requestId, work_requirement: 'x'.repeat(2001) },
        })
      ).status,
    ).toBe(400);
    await api(consumer.agent).call(requestsContract.close, { params: { id: requestId }, body: {} });
    expect(
      (
        await api(consumer.agent).call(narrowMatchContract.workRequirement, {
          body: { quote_request_id: requestId, work_requirement: 'x' },
        })
      ).status,
    ).toBe(409);
    expect(
      (
        await api(ctx.sifu.handler).call(narrowMatchContract.workRequirement, {
          body: { quote_request_id: requestId, work_requirement: 'x' },
        })
      ).status,
    ).toBe(401);
  });
});

describe(endpointTitle(narrowMatchContract.addConsumerSurvey), () => {
  it('when the pro is not hired yet, then 409; once hired, the survey is stored and a second answer replaces it', async () => {
    const { consumer, bidId } = await quotedLead(ctx);
    const body = { quote_bid_id: bidId, total_pay: 1200, unit: 'job', comment: '好準時' };
    expect((await api(consumer.agent).call(narrowMatchContract.addConsumerSurvey, { body })).status).toBe(409);
    await api(consumer.agent).call(bidsContract.hire, { params: { id: bidId }, body: { date: '2030-01-15', time: '10:00' } });
    const res = await api(consumer.agent).call(narrowMatchContract.addConsumerSurvey, { body });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ total_pay: 1200, unit: 'job', comment: '好準時' });
    await api(consumer.agent).call(narrowMatchContract.addConsumerSurvey, { body: { ...body, total_pay: 300, unit: 'hour' } });
    const rows = await ctx.deps.db.many('SELECT total_pay, unit FROM consumer_surveys WHERE quote_bid_id = $1', [bidId]);
    expect(rows).toEqual([{ total_pay: 300, unit: 'hour' }]);
    const extras = await api(consumer.agent).call(narrowMatchContract.bidExtras, { params: { id: bidId } });
    expect(extras.body.data).toMatchObject({ can_survey: true, survey: { total_pay: 300, unit: 'hour' } });
  });

  it('when the pro, another consumer or bad input calls it, then 403/404 or 400', async () => {
    const { pro, consumer, bidId } = await quotedLead(ctx);
    await api(consumer.agent).call(bidsContract.hire, { params: { id: bidId }, body: { date: '2030-01-15', time: '10:00' } });
    const other = await createConsumer(ctx);
    const body = { quote_bid_id: bidId, total_pay: 100, unit: 'job' };
    expect((await api(other.agent).call(narrowMatchContract.addConsumerSurvey, { body })).status).toBe(404);
    expect((await api(pro.agent).call(narrowMatchContract.addConsumerSurvey, { body })).status).toBe(403);
    expect((await api(consumer.agent).call(narrowMatchContract.addConsumerSurvey, { body: { ...body, total_pay: -5 } })).status).toBe(400);
    expect((await api(consumer.agent).call(narrowMatchContract.addConsumerSurvey, { body: { ...body, total_pay: 10.5 } })).status).toBe(
      400,
    );
    expect((await api(consumer.agent).call(narrowMatchContract.addConsumerSurvey, { body: { ...body, unit: 'week' } })).status).toBe(400);
    expect((await api(other.agent).call(narrowMatchContract.bidExtras, { params: { id: bidId } })).status).toBe(404);
  });
});
