/** Cleaning: no licence for cleaners; registered pesticides for pest control; care around electrical parts. */
import { BUSINESS_REGISTRATION, EMPLOYEES_COMPENSATION, LIABILITY_INSURANCE, WRITTEN_TERMS } from './common-rules';
import type { GenreRules, Text } from './rules-types';

const SIZE: Text = {
  zh: '講明單位實用面積、房數同廁所數目，同埋有冇寵物。',
  en: 'Note the saleable area, the number of bedrooms and bathrooms, and any pets.',
};
const SUPPLIES: Text = {
  zh: '諗好清潔用品由你定由師傅準備，有冇地方要特別小心（例如雲石、實木地板）。',
  en: 'Decide whether you or the cleaner supplies the products, and list surfaces that need care (marble, solid wood floors).',
};
const CHEMICALS: Text = {
  zh: '問清楚會用咩清潔劑或化學品；屋企有小朋友、長者或者寵物要講明。',
  en: 'Ask which cleaning products or chemicals will be used, especially with children, older people or pets at home.',
};

export const CLEANING: GenreRules = {
  genre: {
    summary: {
      zh: '清潔服務唔使牌照；核實商業登記同僱員補償保險。',
      en: "Cleaning needs no licence; check business registration and employees' compensation insurance.",
    },
    licensed: false,
    regulations: [],
    checks: [BUSINESS_REGISTRATION, EMPLOYEES_COMPENSATION, LIABILITY_INSURANCE, CHEMICALS, WRITTEN_TERMS],
    prepare: [
      SIZE,
      SUPPLIES,
      {
        zh: '影低最需要處理嘅位置，例如廚房油污、浴室水垢或者發霉。',
        en: 'Photograph the worst spots, such as kitchen grease, bathroom limescale or mould.',
      },
      {
        zh: '定期清潔嘅話，講明每星期幾次、每次幾多個鐘。',
        en: 'For regular cleaning, say how many times a week and for how many hours.',
      },
    ],
  },
  categories: {
    'aircon-cleaning': {
      summary: {
        zh: '清洗冷氣唔使牌照；問清楚點樣安全處理室外機同電力部分。',
        en: 'Aircon cleaning needs no licence; ask how outdoor units and electrical parts are handled safely.',
      },
      licensed: false,
      checks: [
        {
          zh: '清洗前應該關掉電源；清洗窗外嘅室外機屬高空工作，問清楚師傅有咩安全措施。',
          en: 'The power should be off before cleaning; cleaning an outdoor unit outside a window is work at height, so ask about safety measures.',
        },
        {
          zh: '如果要加裝或者改動電源，要搵註冊電業工程人員。',
          en: 'Any new or altered power supply needs a Registered Electrical Worker.',
        },
        BUSINESS_REGISTRATION,
        EMPLOYEES_COMPENSATION,
        WRITTEN_TERMS,
      ],
      prepare: [
        {
          zh: '數好有幾多部冷氣，講明係窗口機定分體機，同埋牌子。',
          en: 'Count the units, and note whether each is a window or split unit, and the brand.',
        },
        {
          zh: '影低冷氣機同附近位置，睇下要唔要搬走傢俬或者用梯。',
          en: 'Photograph each unit and the space around it, to show whether furniture must be moved or a ladder used.',
        },
      ],
    },
    'pest-control': {
      summary: {
        zh: '滅蟲唔使牌照；問清楚用咩藥，要係漁護署註冊嘅除害劑。',
        en: 'Pest control needs no licence; ask which products are used: pesticides must be registered with AFCD.',
      },
      licensed: false,
      regulations: [
        {
          title: { zh: '除害劑：須經註冊', en: 'Pesticides: registration' },
          body: {
            zh: '香港冇規定滅蟲公司要領牌，但根據《除害劑條例》（第133章），除害劑要經漁農自然護理署註冊先可以進口、製造、售賣或者供應。',
            en: 'Hong Kong does not license pest-control companies, but under the Pesticides Ordinance (Cap. 133) a pesticide must be registered with the Agriculture, Fisheries and Conservation Department before it may be imported, made, sold or supplied.',
          },
          authority: { zh: '漁農自然護理署', en: 'Agriculture, Fisheries and Conservation Department (AFCD)' },
          check: {
            zh: '問師傅會用邊種藥、有冇註冊編號，同埋施藥後幾耐先可以返屋企或者俾小朋友同寵物接觸。',
            en: 'Ask which product will be used and its registration number, and how long before children and pets can return.',
          },
        },
      ],
      checks: [BUSINESS_REGISTRATION, EMPLOYEES_COMPENSATION, WRITTEN_TERMS],
      prepare: [
        {
          zh: '記低見到咩蟲、喺邊度見到、幾耐見一次，影低蟲、糞便或者咬痕。',
          en: 'Note which pests, where and how often you see them, and photograph them, droppings or bites.',
        },
        {
          zh: '講明屋企有冇小朋友、孕婦或者寵物，師傅可以揀啱嘅方法。',
          en: 'Say whether children, pregnant women or pets live there so the right method can be chosen.',
        },
        SIZE,
      ],
    },
    'sofa-cleaning': {
      summary: {
        zh: '梳化清洗唔使牌照；問清楚物料適唔適合濕洗同點樣處理污漬。',
        en: 'Sofa cleaning needs no licence; ask whether the fabric suits wet cleaning and how stains are treated.',
      },
      licensed: false,
      prepare: [
        {
          zh: '影低梳化或者床褥同洗水標籤，講明物料（布、皮、絨）同座位數目。',
          en: 'Photograph the sofa or mattress and its care label, and note the material (fabric, leather, velvet) and number of seats.',
        },
        { zh: '影低污漬，講明係咩造成。', en: 'Photograph any stains and say what caused them.' },
      ],
    },
  },
};
