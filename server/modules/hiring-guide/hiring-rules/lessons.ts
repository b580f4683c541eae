/** Tutoring & lessons: no licence for private tutors; tutorial centres above a size register as schools. */
import { BUSINESS_REGISTRATION } from './common-rules';
import type { GenreRules, RegulationText, Text } from './rules-types';

const SCHOOL_REGISTRATION: RegulationText = {
  title: { zh: '補習社：須註冊為學校', en: 'Tutorial centres: registration as a school' },
  body: {
    zh: '私人補習老師上門或者網上教書唔使牌照。但根據《教育條例》（第279章），一日教20人或以上、或者同一時間教8人或以上嘅補習社，須向教育局註冊為學校。',
    en: 'A private tutor teaching at your home or online needs no licence. Under the Education Ordinance (Cap. 279), a tutorial centre that teaches 20 or more people in a day, or 8 or more at any one time, must be registered as a school with the Education Bureau.',
  },
  authority: { zh: '教育局', en: 'Education Bureau (EDB)' },
  check: {
    zh: '如果去補習社上堂，可以喺教育局網上嘅學校名冊查核佢係咪已註冊。',
    en: "If lessons are at a tutorial centre, check that it is registered in the Education Bureau's online list of schools.",
  },
};

const CHILD_SAFETY: Text = {
  zh: '導師教小朋友嘅話，可以問佢有冇參加警務處嘅「性罪行定罪紀錄查核」。',
  en: 'For a tutor who will teach children, you may ask whether they have a Sexual Conviction Record Check under the Hong Kong Police scheme.',
};
const TRIAL: Text = {
  zh: '先上一堂試堂，睇下教法啱唔啱；問清楚取消同補堂安排。',
  en: 'Start with a trial lesson to see whether the teaching style fits, and agree how cancellations and make-up lessons work.',
};
const LEVEL: Text = {
  zh: '講明學生年級、學校、最近成績同想達到嘅目標。',
  en: "Note the student's year, school, recent results and what you want to achieve.",
};
const SCHEDULE: Text = {
  zh: '諗好每星期幾堂、每堂幾長、上門定網上。',
  en: 'Decide how many lessons a week, how long each is, and whether at home or online.',
};

export const LESSONS: GenreRules = {
  genre: {
    summary: {
      zh: '私人補習唔使牌照；較大嘅補習社要註冊為學校。睇清資歷，先試堂。',
      en: 'Private tutors need no licence; larger tutorial centres must register as schools. Check credentials and try a lesson.',
    },
    licensed: false,
    regulations: [SCHOOL_REGISTRATION],
    checks: [
      {
        zh: '要求睇相關學歷、考試成績或者教學證書，問下教過幾多年、教過咩程度。',
        en: 'Ask to see relevant qualifications, exam results or teaching certificates, and how long and at what levels they have taught.',
      },
      CHILD_SAFETY,
      TRIAL,
      BUSINESS_REGISTRATION,
    ],
    prepare: [LEVEL, SCHEDULE, { zh: '準備最近嘅功課、測驗或者成績表。', en: 'Have recent homework, tests or report cards ready.' }],
  },
  categories: {
    'swimming-coach': {
      summary: {
        zh: '游泳教練冇法定牌照；問清楚教練資格同有效嘅救生章。',
        en: 'Swimming coaches need no statutory licence; ask about coaching qualifications and a current lifesaving award.',
      },
      licensed: false,
      checks: [
        {
          zh: '問教練有冇游泳教練資格，同埋有效嘅救生資格（例如香港拯溺總會嘅救生章）。',
          en: 'Ask about swimming coaching qualifications and a current lifesaving award (for example from the Hong Kong Life Saving Society).',
        },
        CHILD_SAFETY,
        TRIAL,
      ],
      prepare: [
        {
          zh: '講明學員年紀同水性，例如完全唔識游或者想學新泳式。',
          en: 'Note the swimmer’s age and ability, from beginner to learning a new stroke.',
        },
        {
          zh: '講明喺邊個泳池上堂（屋苑泳池定公眾泳池）同可以上堂嘅時間。',
          en: 'Say where lessons would be (estate pool or public pool) and when you are free.',
        },
      ],
    },
    'mandarin-lessons': {
      summary: {
        zh: '普通話老師唔使牌照；可以問普通話水平測試等級。',
        en: 'Mandarin teachers need no licence; you can ask for their Putonghua Proficiency Test level.',
      },
      licensed: false,
      checks: [
        {
          zh: '問老師嘅普通話水平測試（PSC）等級同教學經驗。',
          en: 'Ask for the teacher’s Putonghua Proficiency Test (PSC) level and teaching experience.',
        },
        CHILD_SAFETY,
        TRIAL,
      ],
    },
    'piano-lessons': {
      summary: {
        zh: '鋼琴老師唔使牌照；問清楚老師嘅演奏級別或文憑同教學經驗。',
        en: 'Piano teachers need no licence; ask about their own grade or diploma and teaching experience.',
      },
      licensed: false,
      checks: [
        {
          zh: '問老師自己嘅演奏級別或者文憑（例如英國皇家音樂學院考試），同埋學生考試成績。',
          en: "Ask about the teacher's own grade or diploma (for example ABRSM exams) and how their students have done.",
        },
        CHILD_SAFETY,
        TRIAL,
      ],
      prepare: [
        { zh: '講明學生年紀、而家級數同想唔想考試。', en: 'Note the student’s age, current grade and whether exams are the goal.' },
        {
          zh: '講明屋企有冇琴，上門定去老師度上堂。',
          en: 'Say whether you have a piano at home, and whether lessons are at home or at the teacher’s.',
        },
      ],
    },
  },
};
