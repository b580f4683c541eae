/** Home repair & renovation: the regulated trades (electrical, fresh water, gas, minor and structural works). */
import {
  BUSINESS_REGISTRATION,
  CONSTRUCTION_NOISE,
  ELECTRICAL_WORKER,
  EMPLOYEES_COMPENSATION,
  GAS_INSTALLER,
  LIABILITY_INSURANCE,
  LICENSED_PLUMBER,
  MINOR_WORKS,
  STRUCTURAL_WORKS,
  WRITTEN_TERMS,
} from './common-rules';
import type { GenreRules, Text } from './rules-types';

const PHOTOS: Text = {
  zh: '由幾個角度影清楚問題位置，再加一張闊啲嘅相，等師傅知道喺屋企邊度。',
  en: 'Take clear photos of the problem from a few angles, plus a wider shot showing where it is in the flat.',
};
const BUILDING: Text = {
  zh: '講明樓宇類型、樓齡、樓層同有冇𨋢，方便師傅預算人手同搬運。',
  en: 'Note the building type and age, the floor and whether there is a lift, so pros can plan labour and access.',
};
const MANAGEMENT: Text = {
  zh: '開工前問管理處：裝修時間、要唔要預先登記工人，同埋有冇其他大廈規定。',
  en: 'Ask your management office about permitted working hours, whether workers must be registered in advance and any other building rules.',
};
const MEASURE: Text = {
  zh: '要安裝或者訂造嘅嘢，先用厘米度好闊、高、深。',
  en: 'For anything to be fitted or made to measure, measure the width, height and depth in centimetres.',
};

export const HOME_REPAIR: GenreRules = {
  genre: {
    summary: {
      zh: '電力、食水喉、氣體同小型工程要搵註冊或持牌人士；一般小修理唔使牌照。',
      en: 'Electrical, fresh-water, gas and minor building works need registered or licensed people; small repairs do not.',
    },
    licensed: true,
    regulations: [ELECTRICAL_WORKER, LICENSED_PLUMBER, GAS_INSTALLER, MINOR_WORKS],
    checks: [BUSINESS_REGISTRATION, EMPLOYEES_COMPENSATION, LIABILITY_INSURANCE, WRITTEN_TERMS],
    prepare: [PHOTOS, BUILDING, MEASURE, MANAGEMENT],
  },
  categories: {
    plumbing: {
      summary: {
        zh: '食水喉工程要搵水務署持牌水喉匠；煤氣熱水爐要搵註冊氣體裝置技工。',
        en: 'Fresh-water pipe work needs a WSD licensed plumber; gas water heaters a Registered Gas Installer.',
      },
      licensed: true,
      regulations: [LICENSED_PLUMBER, GAS_INSTALLER],
      prepare: [
        {
          zh: '影低漏水位置、喉管同水漬，記低幾時漏：成日漏定係開水掣先漏。',
          en: 'Photograph the leak, the pipes and any water marks, and note when it leaks: all the time, or only when a tap is on.',
        },
        {
          zh: '搵定水錶同總掣喺邊，師傅到咗可以即刻關水。',
          en: 'Find your water meter and main stop valve so the plumber can shut off the supply straight away.',
        },
        {
          zh: '換熱水爐嘅話，影低舊爐嘅型號標籤，講明係煤氣定電熱水爐。',
          en: 'For a water heater, photograph the old unit’s model label and say whether it is gas or electric.',
        },
        BUILDING,
      ],
    },
    electrician: {
      summary: {
        zh: '固定電力裝置工程要由機電工程署註冊電業工程人員進行。',
        en: 'Fixed electrical work must be done by an EMSD Registered Electrical Worker.',
      },
      licensed: true,
      regulations: [ELECTRICAL_WORKER],
      prepare: [
        {
          zh: '影低電錶箱（唔使打開）同有問題嘅插蘇或者掣。',
          en: 'Photograph the consumer unit (fuse box, cover closed) and the socket or switch concerned.',
        },
        {
          zh: '要加獨立電源嘅話，列出電器同佢嘅功率（瓦數）。',
          en: 'For a new circuit, list the appliances it will power and their wattage.',
        },
        {
          zh: '如果成日跳掣，記低跳掣嗰陣開緊咩電器。',
          en: 'If a breaker keeps tripping, note which appliances were on when it tripped.',
        },
      ],
    },
    handyman: {
      summary: {
        zh: '小修理唔使牌照；但拉電線、食水喉、煤氣同晾衣架等要搵有牌照或註冊嘅人。',
        en: 'Small repairs need no licence; wiring, water pipes, gas and drying racks need licensed or registered people.',
      },
      licensed: true,
      prepare: [
        {
          zh: '將想做嘅小工程一次過列晒出嚟，每項影張相，師傅可以一次過報價。',
          en: 'List all the small jobs at once with a photo of each, so one visit and one quote cover them.',
        },
        MEASURE,
        BUILDING,
      ],
    },
    painting: {
      summary: {
        zh: '室內油漆唔使牌照；核實商業登記、保險，問清楚用咩油同包唔包批灰。',
        en: 'Indoor painting needs no licence; check registration and insurance, and which paint and prep are included.',
      },
      licensed: false,
      regulations: [],
      checks: [
        {
          zh: '問清楚用邊個牌子同型號嘅油、油幾多層，同埋包唔包批灰同執修裂痕。',
          en: 'Ask which brand and product of paint, how many coats, and whether filling and repairing cracks is included.',
        },
        {
          zh: '外牆同天台一般屬大廈公用部分：開工前要得到業主立案法團或管理處同意，問清楚師傅點樣安全咁高空工作（例如搭棚或者用吊船）。',
          en: "External walls and rooftops are usually common parts of the building: get the owners' corporation's or management office's consent first, and ask how the painters will work safely at height (for example from scaffolding or a gondola).",
        },
        BUSINESS_REGISTRATION,
        EMPLOYEES_COMPENSATION,
        WRITTEN_TERMS,
      ],
      prepare: [
        {
          zh: '講明單位實用面積、房間數目，同埋要唔要油天花同門框。',
          en: 'Note the flat’s saleable area, the number of rooms, and whether ceilings and door frames are included.',
        },
        {
          zh: '影低牆身有裂痕、發霉或者甩油嘅位置。',
          en: 'Photograph any cracks, mould or peeling paint.',
        },
        MANAGEMENT,
      ],
    },
    renovation: {
      summary: {
        zh: '電力、水喉、煤氣同小型工程各有註冊或持牌要求；改動結構要先獲屋宇署批准。',
        en: 'Electrical, plumbing, gas and minor works each need registered people; structural changes need approval first.',
      },
      licensed: true,
      regulations: [STRUCTURAL_WORKS, MINOR_WORKS, ELECTRICAL_WORKER, LICENSED_PLUMBER, GAS_INSTALLER, CONSTRUCTION_NOISE],
      prepare: [
        {
          zh: '準備單位平面圖，列出每個房間想做嘅工程。',
          en: 'Have a floor plan ready and list the works you want in each room.',
        },
        {
          zh: '諗好預算同最遲要幾時完工，搬入日子定咗要講明。',
          en: 'Decide your budget and the latest completion date, especially if you have a move-in date.',
        },
        MANAGEMENT,
        {
          zh: '分期付款按工程進度計，唔好一開始就俾大額訂金。',
          en: 'Tie payments to progress stages rather than paying a large deposit upfront.',
        },
      ],
    },
    'interior-design': {
      summary: {
        zh: '設計師本身唔使牌照，但施工部分要符合電力、水喉、小型工程同結構工程規定。',
        en: 'Designers need no licence, but the works they manage must follow the electrical, plumbing and building rules.',
      },
      licensed: true,
      regulations: [STRUCTURAL_WORKS, MINOR_WORKS, ELECTRICAL_WORKER, LICENSED_PLUMBER, GAS_INSTALLER, CONSTRUCTION_NOISE],
      checks: [
        {
          zh: '問清楚設計費同工程費點分開計、改圖收唔收費，同埋施工係咪由佢哋負責。',
          en: 'Ask how design fees and building costs are charged, whether revisions cost extra, and who carries out the works.',
        },
        BUSINESS_REGISTRATION,
        LIABILITY_INSURANCE,
        WRITTEN_TERMS,
      ],
      prepare: [
        {
          zh: '收集幾張你鍾意嘅風格相片，講明屋企人數同生活習慣。',
          en: 'Collect a few photos of styles you like, and describe who lives in the flat and how you use it.',
        },
        {
          zh: '準備平面圖同實用面積，講明預算範圍。',
          en: 'Have the floor plan, saleable area and your budget range ready.',
        },
        MANAGEMENT,
      ],
    },
    waterproofing: {
      summary: {
        zh: '防水工程唔使牌照；滲水源頭喺樓上可以搵聯辦處調查。',
        en: 'Waterproofing needs no licence; leaks from the flat above can be investigated by the Joint Office.',
      },
      licensed: false,
      regulations: [],
      checks: [
        {
          zh: '如果水係由樓上單位滲落嚟而雙方傾唔掂，可以向食環署及屋宇署聯合辦事處（聯辦處）投訴，佢哋會調查滲水源頭。',
          en: 'If water comes from the flat above and you cannot agree with the owner, the Joint Office of the Food and Environmental Hygiene Department and the Buildings Department investigates seepage complaints.',
        },
        {
          zh: '報價前要求師傅做測試（例如濕度測試）搵出源頭，問清楚保養期有幾長。',
          en: 'Ask the pro to test (for example with moisture readings) to find the source before quoting, and how long the warranty is.',
        },
        BUSINESS_REGISTRATION,
        WRITTEN_TERMS,
      ],
      prepare: [
        {
          zh: '影低水漬、剝落同發霉位置，記低幾時開始、落雨或者樓上用水之後會唔會嚴重咗。',
          en: 'Photograph stains, flaking and mould; note when it started and whether it gets worse after rain or when the flat above uses water.',
        },
        BUILDING,
      ],
    },
    'curtain-installation': {
      summary: {
        zh: '窗簾安裝唔使牌照；核實商業登記，問清楚布料、路軌同安裝費點計。',
        en: 'Curtain fitting needs no licence; check registration and how fabric, tracks and fitting are priced.',
      },
      licensed: false,
      regulations: [],
      prepare: [
        {
          zh: '度好每個窗嘅闊同高，同埋窗頂到天花嘅距離。',
          en: 'Measure each window’s width and height, and the distance from the top of the window to the ceiling.',
        },
        {
          zh: '諗好要窗簾定捲簾、要唔要遮光。',
          en: 'Decide between curtains and blinds, and whether you need blackout.',
        },
        {
          zh: '影低個窗同上面嘅牆，師傅可以睇到路軌裝喺邊。',
          en: 'Photograph the window and the wall above it so the fitter can see where a track can go.',
        },
      ],
    },
    'aircon-installation': {
      summary: {
        zh: '室外冷氣機支架屬小型工程，要註冊承建商；加電源要註冊電業工程人員。',
        en: 'Outdoor aircon brackets are minor works for a registered contractor; new circuits need a Registered Electrical Worker.',
      },
      licensed: true,
      regulations: [MINOR_WORKS, ELECTRICAL_WORKER],
      checks: [
        {
          zh: '冷氣機滴水可能構成衞生妨擾，食環署可以跟進；安裝前問清楚冷凝水點樣排走。',
          en: 'A dripping air conditioner can be a nuisance that the Food and Environmental Hygiene Department may act on; ask how the condensate water will be drained.',
        },
        BUSINESS_REGISTRATION,
        EMPLOYEES_COMPENSATION,
        WRITTEN_TERMS,
      ],
      prepare: [
        {
          zh: '講明新冷氣機嘅型號同匹數，影低窗口或者牆身同外牆位置。',
          en: 'Note the new unit’s model and capacity (HP), and photograph the window or wall opening and the outside wall.',
        },
        { zh: '度好窗口嘅闊同高。', en: 'Measure the opening’s width and height.' },
        {
          zh: '睇下有冇舊支架，同埋問管理處大廈對冷氣機位置有冇規定。',
          en: 'Check whether there is an old bracket, and ask the management office about any rules on where units may go.',
        },
      ],
    },
    locksmith: {
      summary: {
        zh: '香港冇鎖匠牌照制度；可靠嘅師傅開鎖前會要求你證明係住客。',
        en: 'Hong Kong has no locksmith licence; a trustworthy locksmith asks for proof that you live there.',
      },
      licensed: false,
      regulations: [],
      checks: [
        {
          zh: '開鎖前師傅應該要求睇身份證明同地址證明；唔問就開嘅要小心。',
          en: 'Before opening a door, a locksmith should ask for ID and proof of address; be wary of one who does not.',
        },
        {
          zh: '問清楚上門費、開鎖費同換鎖費係咪分開計，夜晚會唔會加價。',
          en: 'Ask whether the call-out, opening and new lock are charged separately, and about night-time surcharges.',
        },
        BUSINESS_REGISTRATION,
      ],
      prepare: [
        { zh: '準備好身份證明同地址證明。', en: 'Have your ID and proof of address ready.' },
        { zh: '影低門鎖同鎖芯，講明牌子。', en: 'Photograph the lock and cylinder and note the brand.' },
      ],
    },
    'custom-furniture': {
      summary: {
        zh: '訂造傢俬唔使牌照；核實商業登記，問清楚板材、五金同保養。',
        en: 'Custom furniture needs no licence; check registration, materials, fittings and the warranty.',
      },
      licensed: false,
      regulations: [],
      checks: [
        {
          zh: '問清楚用咩板材同五金、有冇甲醛釋放等級資料，同埋保養期。',
          en: 'Ask which boards and fittings will be used, for their formaldehyde emission grade, and for the warranty.',
        },
        BUSINESS_REGISTRATION,
        WRITTEN_TERMS,
      ],
      prepare: [
        MEASURE,
        {
          zh: '影低擺位，標明插蘇、喉管同窗台喺邊。',
          en: 'Photograph the space and mark where sockets, pipes and window sills are.',
        },
        { zh: '準備參考相片同想要嘅顏色。', en: 'Have reference photos and the colours you want.' },
      ],
    },
    'window-repair': {
      summary: {
        zh: '更換窗戶屬小型工程，要註冊承建商；收到驗窗通知要委任合資格人士。',
        en: 'Replacing windows is minor works for a registered contractor; a window inspection notice needs a Qualified Person.',
      },
      licensed: true,
      regulations: [
        MINOR_WORKS,
        {
          title: { zh: '驗窗通知：合資格人士', en: 'Window inspection notices: Qualified Person' },
          body: {
            zh: '根據「強制驗窗計劃」，樓齡10年或以上樓宇嘅業主如收到屋宇署法定通知，須委任合資格人士檢驗窗戶及監督所需維修，維修工程亦須由註冊承建商進行。',
            en: 'Under the Mandatory Window Inspection Scheme, owners of buildings aged 10 years or more who receive a statutory notice from the Buildings Department must appoint a Qualified Person to inspect the windows and supervise any repairs, which must be done by a registered contractor.',
          },
          authority: { zh: '屋宇署', en: 'Buildings Department' },
          check: {
            zh: '收到驗窗通知嘅話，索取報價時講明，問師傅本身係咪或者有冇合作嘅合資格人士。',
            en: 'If you have a window inspection notice, say so when asking for quotes and ask whether the pro is, or works with, a Qualified Person.',
          },
        },
      ],
      prepare: [
        {
          zh: '每個要整嘅窗由屋內外各影一張，數好有幾多隻窗。',
          en: 'Photograph each window inside and out, and count how many need work.',
        },
        {
          zh: '講明係趟窗定掩窗，度好闊同高。',
          en: 'Note whether they are sliding or casement windows and measure the width and height.',
        },
        { zh: '有屋宇署驗窗通知嘅話，準備好俾師傅睇。', en: 'Have any Buildings Department window inspection notice at hand.' },
      ],
    },
  },
};
