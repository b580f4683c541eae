import {
  REQUEST_ACTION_NAMES,
  WORK_FILTERS,
  checkRequestAction,
  requestDisplayState,
  restoredStatus,
  type RequestState,
} from './request-lifecycle';

const STATES: RequestState[] = [
  { is_closed: false, is_archived: false, has_hired: false },
  { is_closed: false, is_archived: false, has_hired: true },
  { is_closed: true, is_archived: false, has_hired: false },
  { is_closed: true, is_archived: true, has_hired: false },
];

/** Expected outcome per action for the states above, in order, for the owner and for a hash-link holder. */
const EXPECTED: Record<string, { consumer: string[]; hash: string[] }> = {
  close: { consumer: ['ok', 'ok', 'illegal', 'illegal'], hash: ['ok', 'ok', 'illegal', 'illegal'] },
  reopen: { consumer: ['illegal', 'illegal', 'ok', 'illegal'], hash: ['illegal', 'illegal', 'ok', 'illegal'] },
  archive: { consumer: ['ok', 'ok', 'ok', 'illegal'], hash: ['wrong_actor', 'wrong_actor', 'wrong_actor', 'wrong_actor'] },
  edit: { consumer: ['ok', 'illegal', 'illegal', 'illegal'], hash: ['wrong_actor', 'wrong_actor', 'wrong_actor', 'wrong_actor'] },
  copy: { consumer: ['ok', 'ok', 'ok', 'ok'], hash: ['wrong_actor', 'wrong_actor', 'wrong_actor', 'wrong_actor'] },
};

describe('request actions × states × actors', () => {
  const cases = REQUEST_ACTION_NAMES.flatMap((a) =>
    STATES.flatMap((s, i) => (['consumer', 'hash'] as const).map((actor) => [a, i, actor] as const)),
  );
  it.each(cases)('when %s is tried on state #%i by %s, then it matches the table', (action, i, actor) => {
    expect(checkRequestAction(action, actor, STATES[i])).toBe(EXPECTED[action][actor][i]);
  });
});

describe('request helpers', () => {
  it('when SPEC §4 work filters are read, then they map to the listed statuses', () => {
    expect(WORK_FILTERS).toEqual({
      Send: [1],
      InProgress: [2, 9],
      Waiting: [2, 3, 4, 5],
      Work: [3, 4],
      Completed: [9],
      Search: [2, 3, 4, 5],
    });
  });

  it('when a closed request reopens, then quoted bids return to InProgress and others to Send', () => {
    expect(restoredStatus({ quote_sent_on: null })).toBe(1);
    expect(restoredStatus({ quote_sent_on: '2026-01-01 00:00:00' })).toBe(2);
  });

  it('when flags combine, then archived wins over closed over hired', () => {
    expect(requestDisplayState({ is_closed: true, is_archived: true, has_hired: true })).toBe('archived');
    expect(requestDisplayState({ is_closed: true, is_archived: false, has_hired: true })).toBe('closed');
    expect(requestDisplayState({ is_closed: false, is_archived: false, has_hired: true })).toBe('hired');
  });
});
