/** Events & photography: caterers need a food licence; drone filming is regulated; photographers and hosts need none. */
import { BUSINESS_REGISTRATION, WRITTEN_TERMS } from './common-rules';
import type { GenreRules, RegulationText, Text } from './rules-types';

const DRONES: RegulationText = {
  title: { zh: '航拍：小型無人機規定', en: 'Drone filming: small unmanned aircraft rules' },
  body: {
    zh: '用航拍機拍攝受《小型無人機令》（第448G章）規管：重量超過250克嘅無人機要向民航處登記，操作人亦要註冊，喺機場附近等限制區域飛行有額外規定。',
    en: 'Filming with a drone is regulated by the Small Unmanned Aircraft Order (Cap. 448G): drones over 250 g must be registered with the Civil Aviation Department and flown by a registered remote pilot, and flying near airports and in other restricted areas has extra rules.',
  },
  authority: { zh: '民航處', en: 'Civil Aviation Department (CAD)' },
  check: {
    zh: '如果報價包航拍，問清楚無人機同操作人係咪已向民航處註冊，場地准唔准飛。',
    en: 'If the quote includes drone shots, ask whether the drone and pilot are registered with the CAD and whether the venue allows flying.',
  },
};

const COPYRIGHT: Text = {
  zh: '以書面講好相片或者影片點樣用、幾時交貨同交幾多張；冇協議嘅話，版權一般屬攝影師。',
  en: 'Agree in writing how you may use the photos or video, the delivery date and how many you get; without an agreement, copyright usually stays with the photographer.',
};
const PORTFOLIO: Text = {
  zh: '要求睇完整嘅作品（唔只精選），最好係同類型活動。',
  en: 'Ask to see complete work from similar events, not just highlights.',
};
const EVENT_DETAILS: Text = {
  zh: '講明日子、時間、場地同人數，要拍或者服務幾多個鐘。',
  en: 'Note the date, times, venue and number of guests, and how many hours you need.',
};
const BACKUP: Text = {
  zh: '問清楚如果當日病咗或者器材壞咗有咩後備安排。',
  en: 'Ask what happens if they fall ill or equipment fails on the day.',
};

export const EVENTS: GenreRules = {
  genre: {
    summary: {
      zh: '攝影師同司儀唔使牌照；到會要有食環署牌照，航拍受民航處規管。',
      en: 'Photographers and hosts need no licence; caterers need an FEHD licence and drone filming is regulated.',
    },
    licensed: false,
    regulations: [DRONES],
    checks: [PORTFOLIO, COPYRIGHT, BACKUP, BUSINESS_REGISTRATION, WRITTEN_TERMS],
    prepare: [
      EVENT_DETAILS,
      { zh: '收集幾張你鍾意嘅風格參考。', en: 'Collect a few examples of the style you like.' },
      { zh: '問場地有冇限制，例如閃燈、器材或者進場時間。', en: 'Ask the venue about any limits on flash, equipment or set-up times.' },
    ],
  },
  categories: {
    'mc-host': {
      summary: {
        zh: '司儀主持唔使牌照；睇片段、講好流程同語言，同場地確認音響。',
        en: 'MCs need no licence; watch past footage, agree the running order and languages, and check the sound system.',
      },
      licensed: false,
      regulations: [],
      checks: [
        {
          zh: '要求睇過往主持片段，講好用咩語言（廣東話、普通話、英文）同流程。',
          en: 'Ask for footage of past events, and agree the languages (Cantonese, Mandarin, English) and the running order.',
        },
        BACKUP,
        BUSINESS_REGISTRATION,
        WRITTEN_TERMS,
      ],
    },
    'event-photography': {
      summary: {
        zh: '活動攝影唔使牌照；講好版權、交相日期同張數，航拍要符合民航處規定。',
        en: 'Event photographers need no licence; agree rights, delivery dates and numbers, and drone shots must follow CAD rules.',
      },
      licensed: false,
    },
    'family-photography': {
      summary: {
        zh: '家庭攝影唔使牌照；睇完整作品，講好交相日期、張數同相片用途。',
        en: 'Family photographers need no licence; see complete galleries and agree delivery, numbers and how photos may be used.',
      },
      licensed: false,
    },
    'wedding-photography': {
      summary: {
        zh: '婚禮攝影唔使牌照；講好版權同交相日期，航拍要符合民航處規定。',
        en: 'Wedding photographers need no licence; agree rights and delivery dates, and drone shots must follow CAD rules.',
      },
      licensed: false,
      regulations: [DRONES],
    },
    videography: {
      summary: {
        zh: '錄影製作唔使牌照；航拍要符合民航處規定，講好版權同交片日期。',
        en: 'Videographers need no licence; drone filming must follow CAD rules, and agree rights and delivery dates.',
      },
      licensed: false,
      regulations: [DRONES],
    },
    'party-catering': {
      summary: {
        zh: '到會公司要持有食環署發出嘅食物業牌照，例如食物製造廠牌照。',
        en: 'Caterers must hold an FEHD food business licence, such as a food factory licence.',
      },
      licensed: true,
      regulations: [
        {
          title: { zh: '到會：食物業牌照', en: 'Catering: food business licence' },
          body: {
            zh: '根據《食物業規例》（第132X章），喺一個地方預備食物再送去其他地方俾人食，須持有食物環境衞生署發出嘅食物製造廠牌照，或者其他合適嘅食物業牌照。',
            en: 'Under the Food Business Regulation (Cap. 132X), a business that prepares food in one place for people to eat elsewhere must hold a food factory licence, or another suitable food business licence, from the Food and Environmental Hygiene Department.',
          },
          authority: { zh: '食物環境衞生署', en: 'Food and Environmental Hygiene Department (FEHD)' },
          check: {
            zh: '問清楚牌照號碼同持牌處所地址，必要時向食環署查詢。',
            en: 'Ask for the licence number and the address of the licensed premises, and check with the FEHD if in doubt.',
          },
        },
      ],
      checks: [
        {
          zh: '講明食物敏感同飲食要求，問清楚食物由出廠到上枱隔幾耐、點樣保溫。',
          en: 'State allergies and dietary needs, and ask how long food travels and how it is kept hot or cold.',
        },
        BUSINESS_REGISTRATION,
        WRITTEN_TERMS,
      ],
      prepare: [
        EVENT_DETAILS,
        {
          zh: '講明場地有冇電源、枱面同翻熱設備，幾點開餐。',
          en: 'Note whether the venue has power, table space and warming equipment, and when food should be served.',
        },
      ],
    },
  },
};
