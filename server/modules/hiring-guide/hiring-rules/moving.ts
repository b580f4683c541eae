/** Moving & storage: no licence for movers; goods insurance, storage terms and the rules on old electrical appliances. */
import { BUSINESS_REGISTRATION, EMPLOYEES_COMPENSATION, WRITTEN_TERMS } from './common-rules';
import type { GenreRules, Text } from './rules-types';

const GOODS_INSURANCE: Text = {
  zh: '問清楚搬運期間物品有冇保險、賠償上限幾多，同埋損壞要點樣申報。',
  en: 'Ask whether your belongings are insured while being moved, the limit per item, and how to report damage.',
};
const ALL_IN: Text = {
  zh: '要求全包報價，講明樓梯、搬運距離、拆裝傢俬同包裝物料會唔會另外收費。',
  en: 'Ask for an all-in quote that says whether stairs, carrying distance, dismantling furniture and packing materials cost extra.',
};
const ACCESS: Text = {
  zh: '兩邊地址嘅樓層、有冇𨋢、貨車可以泊幾近，全部講明。',
  en: 'Note the floor at both addresses, whether there is a lift, and how close a lorry can park.',
};

export const MOVING: GenreRules = {
  genre: {
    summary: {
      zh: '搬運唔使牌照；核實商業登記、物品保險同全包報價。',
      en: 'Movers need no licence; check business registration, insurance for your goods and an all-in quote.',
    },
    licensed: false,
    regulations: [],
    checks: [BUSINESS_REGISTRATION, GOODS_INSURANCE, EMPLOYEES_COMPENSATION, ALL_IN, WRITTEN_TERMS],
    prepare: [
      {
        zh: '列出大件傢俬同電器（例如雪櫃、洗衣機、衣櫃、床），估計大約有幾多箱雜物。',
        en: 'List large furniture and appliances (fridge, washing machine, wardrobes, beds) and estimate how many boxes.',
      },
      ACCESS,
      {
        zh: '講明要唔要拆裝傢俬或者代為包裝，日子可唔可以彈性。',
        en: 'Say whether furniture needs dismantling or packing, and whether your date is flexible.',
      },
      {
        zh: '開工前問兩邊管理處：搬運時間、要唔要預約升降機或者俾按金。',
        en: 'Ask both management offices about moving hours, and whether the lift must be booked or a deposit paid.',
      },
    ],
  },
  categories: {
    'office-moving': {
      summary: {
        zh: '搬寫字樓唔使牌照；核實保險，同兩邊大廈確認非辦公時間搬運規定。',
        en: 'Office moves need no licence; check insurance and both buildings’ rules for after-hours moving.',
      },
      licensed: false,
      prepare: [
        {
          zh: '列出工作位、文件櫃、伺服器同電腦數量，標明邊啲要拆裝。',
          en: 'Count workstations, filing cabinets, servers and computers, and mark what must be dismantled.',
        },
        ACCESS,
        {
          zh: '同兩邊大廈管理處確認可以幾時搬、要唔要保險證明。',
          en: 'Confirm with both building managements when moving is allowed and whether proof of insurance is required.',
        },
      ],
    },
    'mover-piano': {
      summary: {
        zh: '搬鋼琴唔使牌照；揀有專用工具同保險嘅師傅。',
        en: 'Piano moving needs no licence; choose movers with proper equipment and insurance.',
      },
      licensed: false,
      prepare: [
        {
          zh: '講明係直身琴定三角琴、牌子同型號，影低鋼琴同擺位。',
          en: 'Note whether it is an upright or a grand piano, its brand and model, and photograph it where it stands.',
        },
        {
          zh: '度好升降機門同樓梯轉角嘅闊度，冇𨋢要講明要行幾多層。',
          en: 'Measure the lift door and stair turns; without a lift, say how many floors.',
        },
      ],
    },
    storage: {
      summary: {
        zh: '迷你倉冇專門牌照；睇清合約嘅賠償上限、出入時間同防火設施。',
        en: 'Storage needs no specific licence; read the contract for liability limits, access hours and fire safety.',
      },
      licensed: false,
      checks: [
        {
          zh: '睇清合約：物品損失嘅賠償上限、需唔需要自己買保險，同埋逾期點計。',
          en: 'Read the contract: the limit on compensation for loss, whether you need your own insurance, and late-payment terms.',
        },
        {
          zh: '親身睇倉：防火設施、走火通道、防潮同保安。',
          en: 'Visit first: fire safety equipment, escape routes, damp control and security.',
        },
        BUSINESS_REGISTRATION,
      ],
      prepare: [
        {
          zh: '列出要存放嘅物品，估計大約要幾多立方尺空間。',
          en: 'List what you will store and estimate the space needed in cubic feet.',
        },
        { zh: '講明要存幾耐、幾耐出入一次。', en: 'Say how long you will store things and how often you need access.' },
      ],
    },
    'furniture-disposal': {
      summary: {
        zh: '棄置傢俬唔使牌照；冷氣機、雪櫃等受規管電器要交持牌設施處理。',
        en: 'Furniture removal needs no licence; old air conditioners, fridges and similar must go to licensed facilities.',
      },
      licensed: false,
      regulations: [
        {
          title: { zh: '受規管電器：免費除舊及持牌處理', en: 'Regulated electrical equipment: free removal and licensed disposal' },
          body: {
            zh: '根據《產品環保責任條例》（第603章），購買新冷氣機、雪櫃、洗衣機、電視機、電腦、打印機、掃描器或者顯示器時，賣家須安排免費除舊服務收走同類舊電器；貯存、處理或回收呢類廢電器須持有環境保護署發出嘅牌照。',
            en: 'Under the Product Eco-responsibility Ordinance (Cap. 603), a seller of a new air conditioner, refrigerator, washing machine, television, computer, printer, scanner or monitor must arrange free removal of an old one of the same kind; storing, treating or recycling these items needs a licence from the Environmental Protection Department.',
          },
          authority: { zh: '環境保護署', en: 'Environmental Protection Department (EPD)' },
          check: {
            zh: '如果要棄置呢類電器，問清楚會送去邊度處理；買新電器時記得要求免費除舊。',
            en: 'For these appliances, ask where they will be taken; when you buy a new one, ask the seller for the free removal service.',
          },
        },
      ],
      checks: [BUSINESS_REGISTRATION, ALL_IN],
      prepare: [
        {
          zh: '列出要棄置嘅物品同大約尺寸，每件影張相。',
          en: 'List the items with rough sizes and photograph each one.',
        },
        ACCESS,
      ],
    },
  },
};
