/** Business & IT: audits need a registered CPA practice; company secretarial work a TCSP licence; the rest no licence. */
import { BUSINESS_REGISTRATION, PERSONAL_DATA, WRITTEN_TERMS } from './common-rules';
import type { GenreRules, Text } from './rules-types';

const OWNERSHIP: Text = {
  zh: '以書面講好完成後嘅設計、原始檔案、程式碼同網域屬於邊個，幾多次修改包喺價錢入面。',
  en: 'Agree in writing who owns the designs, source files, code and domain afterwards, and how many revisions are included.',
};
const BRIEF: Text = {
  zh: '寫低目標、對象同完成日期，附上你鍾意嘅參考例子。',
  en: 'Write down your goals, audience and deadline, with examples you like.',
};

export const BUSINESS_IT: GenreRules = {
  genre: {
    summary: {
      zh: '設計、IT同翻譯唔使牌照；核數要由註冊會計師事務所簽署。',
      en: 'Design, IT and translation need no licence; audits must be signed by a registered CPA practice.',
    },
    licensed: false,
    regulations: [],
    checks: [OWNERSHIP, PERSONAL_DATA, BUSINESS_REGISTRATION, WRITTEN_TERMS],
    prepare: [
      BRIEF,
      { zh: '準備好現有嘅資料、檔案或者帳戶登入安排。', en: 'Gather existing material, files and how access to accounts will be given.' },
    ],
  },
  categories: {
    'web-design': {
      summary: {
        zh: '網頁設計唔使牌照；講好網域、程式碼同內容屬於邊個，網站收集個人資料要符合私隱條例。',
        en: 'Web designers need no licence; agree who owns the domain, code and content, and follow the privacy law if the site collects personal data.',
      },
      licensed: false,
    },
    'graphic-design': {
      summary: {
        zh: '平面設計唔使牌照；講好版權、原始檔案同修改次數。',
        en: 'Graphic designers need no licence; agree copyright, source files and the number of revisions.',
      },
      licensed: false,
    },
    accounting: {
      summary: {
        zh: '記帳同報稅唔使牌照；核數要由會計及財務匯報局註冊嘅執業會計師事務所簽署。',
        en: 'Bookkeeping and tax returns need no licence; audits must be signed by a CPA practice registered with the AFRC.',
      },
      licensed: true,
      regulations: [
        {
          title: { zh: '核數：執業會計師', en: 'Audits: certified public accountant (practising)' },
          body: {
            zh: '根據《公司條例》（第622章），香港公司每年嘅財務報表一般要經核數。核數報告只可以由向會計及財務匯報局註冊嘅執業單位（執業會計師）簽署；單純記帳同報稅唔使牌照。',
            en: "Under the Companies Ordinance (Cap. 622), a Hong Kong company's annual financial statements generally need an audit. The auditor's report may only be signed by a certified public accountant (practising) through a practice unit registered with the Accounting and Financial Reporting Council. Bookkeeping and tax returns alone need no licence.",
          },
          authority: { zh: '會計及財務匯報局', en: 'Accounting and Financial Reporting Council (AFRC)' },
          check: {
            zh: '要核數嘅話，喺會計及財務匯報局網上名冊查核事務所同執業會計師。',
            en: "For an audit, look up the practice and the CPA in the AFRC's online public register.",
          },
        },
        {
          title: { zh: '公司秘書服務：信託或公司服務持牌人', en: 'Company secretarial services: TCSP licence' },
          body: {
            zh: '根據《打擊洗錢及恐怖分子資金籌集條例》（第615章），以業務形式提供開公司、擔任公司秘書或提供註冊地址等服務，須向公司註冊處領取信託或公司服務提供者牌照（律師、會計師事務所及金融機構另有規管）。',
            en: 'Under the Anti-Money Laundering and Counter-Terrorist Financing Ordinance (Cap. 615), a business that forms companies, acts as company secretary or provides a registered address needs a trust or company service provider (TCSP) licence from the Companies Registry; law firms, accounting practices and financial institutions are regulated separately.',
          },
          authority: { zh: '公司註冊處', en: 'Companies Registry' },
          check: {
            zh: '要公司秘書服務嘅話，喺公司註冊處網上嘅信託或公司服務提供者持牌人名冊查核。',
            en: "For company secretarial services, check the Companies Registry's online register of TCSP licensees.",
          },
        },
      ],
      checks: [
        {
          zh: '問清楚收費包咩：記帳、報稅、核數、周年申報表係咪分開計。',
          en: 'Ask what the fee covers: bookkeeping, tax returns, audit and annual returns may be charged separately.',
        },
        PERSONAL_DATA,
        BUSINESS_REGISTRATION,
        WRITTEN_TERMS,
      ],
      prepare: [
        {
          zh: '講明公司類型、財政年度結算日同每月大約有幾多單交易。',
          en: 'Note the company type, financial year end and roughly how many transactions a month.',
        },
        { zh: '準備好銀行月結單、單據同上年度報表。', en: 'Have bank statements, receipts and last year’s accounts ready.' },
      ],
    },
    'computer-repair': {
      summary: {
        zh: '電腦維修唔使牌照；維修前備份資料，問清楚私隱同零件保養。',
        en: 'Computer repair needs no licence; back up first, and ask about privacy and parts warranty.',
      },
      licensed: false,
      checks: [
        {
          zh: '送修前備份資料；問清楚維修期間點樣處理你嘅資料，換出嚟嘅硬碟點處理。',
          en: 'Back up your data first, and ask how your data is handled during repair and what happens to any replaced drive.',
        },
        {
          zh: '問清楚檢查費、零件價錢同保養期。',
          en: 'Ask about the inspection fee, parts prices and the warranty.',
        },
        BUSINESS_REGISTRATION,
      ],
      prepare: [
        {
          zh: '記低型號同出現咩問題、幾時開始、有冇錯誤訊息（影低畫面）。',
          en: 'Note the model, what goes wrong, since when, and any error messages (photograph the screen).',
        },
        {
          zh: '唔好俾出唔需要嘅密碼；需要登入嘅話可以臨時開一個帳戶。',
          en: 'Do not hand over passwords that are not needed; create a temporary account if login is required.',
        },
      ],
    },
    translation: {
      summary: {
        zh: '香港冇翻譯員牌照；正式用途嘅譯本先問清楚收件機構要求咩認證。',
        en: 'Hong Kong has no translator licence; for official use, ask the receiving body what certification it accepts.',
      },
      licensed: false,
      checks: [
        {
          zh: '譯本要交法院、政府或者海外機構嘅話，先問清楚對方接受咩形式（例如譯者聲明或者公證）。',
          en: 'If the translation is for a court, a government office or an overseas body, first ask what they accept (for example a translator’s declaration or notarisation).',
        },
        {
          zh: '要求睇同類文件嘅翻譯經驗，講好保密安排。',
          en: 'Ask about experience with similar documents, and agree confidentiality.',
        },
        BUSINESS_REGISTRATION,
        WRITTEN_TERMS,
      ],
      prepare: [
        { zh: '準備原文檔案，講明字數、語言同交稿日期。', en: 'Have the source file ready, with the word count, languages and deadline.' },
        { zh: '講明用途同需唔需要認證或者蓋印。', en: 'Say what it is for and whether certification or a stamp is needed.' },
      ],
    },
  },
};
