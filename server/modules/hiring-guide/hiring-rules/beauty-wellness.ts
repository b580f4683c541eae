/** Beauty & wellness: no licence for makeup, hair, fitness or massage at home; Chinese medicine is registered. */
import { BUSINESS_REGISTRATION, WRITTEN_TERMS } from './common-rules';
import type { GenreRules, Text } from './rules-types';

const HEALTH: Text = {
  zh: '有敏感、受傷、懷孕或者長期病患，一定要事先講明。',
  en: 'Mention any allergies, injuries, pregnancy or long-term conditions beforehand.',
};
const CREDENTIALS: Text = {
  zh: '香港冇法定牌照，所以要問清楚受過咩訓練、有咩認可證書同經驗。',
  en: 'With no statutory licence in Hong Kong, ask what training, recognised certificates and experience they have.',
};
const HYGIENE: Text = {
  zh: '問清楚工具點樣清潔消毒，用咩產品。',
  en: 'Ask how tools are cleaned and disinfected, and which products are used.',
};

export const BEAUTY_WELLNESS: GenreRules = {
  genre: {
    summary: {
      zh: '化妝、剪髮、健身同上門按摩都冇法定牌照；問清楚訓練同證書。',
      en: 'Makeup, hair, fitness and home massage need no statutory licence; ask about training and certificates.',
    },
    licensed: false,
    regulations: [],
    checks: [CREDENTIALS, HYGIENE, BUSINESS_REGISTRATION, WRITTEN_TERMS],
    prepare: [
      HEALTH,
      {
        zh: '講明日子、時間同地點，屋企有冇足夠空間同燈光。',
        en: 'Note the date, time and place, and whether there is enough space and light at home.',
      },
      { zh: '準備參考相片，講明想要嘅效果。', en: 'Have reference photos of the look or result you want.' },
    ],
  },
  categories: {
    'home-massage': {
      summary: {
        zh: '上門按摩師冇法定牌照；針灸同正骨等中醫治療要搵註冊或表列中醫。',
        en: 'Home massage needs no statutory licence; acupuncture and bone-setting need a registered or listed Chinese medicine practitioner.',
      },
      licensed: false,
      regulations: [
        {
          title: { zh: '中醫治療：註冊或表列中醫', en: 'Chinese medicine treatment: registered or listed practitioner' },
          body: {
            zh: '一般放鬆按摩唔使牌照。但根據《中醫藥條例》（第549章），作為中醫治療嘅針灸或者正骨，只可以由註冊中醫或者表列中醫提供。',
            en: 'A relaxing massage needs no licence, but under the Chinese Medicine Ordinance (Cap. 549), acupuncture or bone-setting as Chinese medicine treatment may only be given by a registered or listed Chinese medicine practitioner.',
          },
          authority: { zh: '香港中醫藥管理委員會', en: 'Chinese Medicine Council of Hong Kong' },
          check: {
            zh: '想做中醫治療嘅話，喺香港中醫藥管理委員會網上名冊查核中醫師姓名。',
            en: "For Chinese medicine treatment, look the practitioner up in the Chinese Medicine Council's online register.",
          },
        },
      ],
      prepare: [HEALTH, { zh: '預留一個可以擺按摩床嘅位置。', en: 'Clear a space large enough for a massage table.' }],
    },
    'personal-trainer': {
      summary: {
        zh: '私人教練冇法定牌照；問清楚認可教練證書同急救資格。',
        en: 'Personal trainers need no statutory licence; ask about recognised certification and first aid.',
      },
      licensed: false,
      checks: [
        {
          zh: '問教練有冇認可嘅健身教練證書同有效急救證書。',
          en: 'Ask for a recognised fitness training certificate and a current first-aid certificate.',
        },
        BUSINESS_REGISTRATION,
        WRITTEN_TERMS,
      ],
      prepare: [
        HEALTH,
        {
          zh: '講明目標（例如減磅、增肌、復康）同每星期可以練幾多次。',
          en: 'Note your goals (weight loss, strength, rehabilitation) and how often you can train.',
        },
        {
          zh: '講明喺邊度練：屋企、會所定戶外，有咩器材。',
          en: 'Say where you will train (home, clubhouse or outdoors) and what equipment there is.',
        },
      ],
    },
    'yoga-instructor': {
      summary: {
        zh: '瑜伽導師冇法定牌照；問清楚導師認證時數同教學經驗。',
        en: 'Yoga instructors need no statutory licence; ask about their teacher training hours and experience.',
      },
      licensed: false,
      checks: [
        {
          zh: '問導師完成咗幾多小時嘅導師培訓、教過咩程度嘅學生。',
          en: 'Ask how many hours of teacher training they completed and which levels they teach.',
        },
        BUSINESS_REGISTRATION,
        WRITTEN_TERMS,
      ],
    },
  },
};
