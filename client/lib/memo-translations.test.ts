import { createI18n } from './i18n';
import { memoizeTranslations } from './memo-translations';

const resources = {
  common: { greet: 'Hi {{name}}', items_one: '{{count}} item', items_other: '{{count}} items', list: ['a', 'b'] },
};

function setup() {
  const i18n = createI18n('en-HK', resources);
  const spy = jest.spyOn(i18n, 't');
  memoizeTranslations(i18n, 3);
  return { i18n, spy, t: i18n.getFixedT('en-HK', 'common') };
}

describe('memoizeTranslations', () => {
  it('when the same key and options are translated twice, then i18next resolves it once and both answers match', () => {
    const { t, spy } = setup();
    expect(t('greet', { name: 'Ada' })).toBe('Hi Ada');
    expect(t('greet', { name: 'Ada' })).toBe('Hi Ada');
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('when options differ (interpolation, plural count), then each variant is translated correctly', () => {
    const { t } = setup();
    expect(t('greet', { name: 'Ada' })).toBe('Hi Ada');
    expect(t('greet', { name: 'Bo' })).toBe('Hi Bo');
    expect(t('items', { count: 1 })).toBe('1 item');
    expect(t('items', { count: 2 })).toBe('2 items');
  });

  it('when a result is not a string or an option is an object, then i18next is asked every time', () => {
    const { t, spy } = setup();
    expect(t('list', { returnObjects: true })).toEqual(['a', 'b']);
    expect(t('list', { returnObjects: true })).toEqual(['a', 'b']);
    expect(t('greet', { name: 'Ada', extra: { x: 1 } })).toBe('Hi Ada');
    expect(t('greet', { name: 'Ada', extra: { x: 1 } })).toBe('Hi Ada');
    expect(spy).toHaveBeenCalledTimes(4);
  });

  it('when more distinct calls than the bound are made, then the oldest are forgotten (memory stays bounded)', () => {
    const { t, spy } = setup();
    for (const name of ['a', 'b', 'c', 'd']) t('greet', { name });
    t('greet', { name: 'a' });
    expect(spy).toHaveBeenCalledTimes(5);
    t('greet', { name: 'd' });
    expect(spy).toHaveBeenCalledTimes(5);
  });

  it('keeps the fixed language and namespace of the scoped function, so scopes never mix', () => {
    const { i18n } = setup();
    const common = i18n.getFixedT('en-HK', 'common') as unknown as { lng: string; ns: string };
    expect(common.lng).toBe('en-HK');
    expect(common.ns).toBe('common');
    expect(i18n.getFixedT('en-HK', 'common', 'x')('greet', { name: 'Ada' })).not.toBe('Hi Ada');
  });
});
