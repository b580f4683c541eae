/** Regulations and checks that several genres share, and the fallback for a genre without its own entry. */
import type { RegulationText, RulesEntry, Text } from './rules-types';

const EMSD: Text = { zh: '機電工程署', en: 'Electrical and Mechanical Services Department (EMSD)' };
const BD: Text = { zh: '屋宇署', en: 'Buildings Department' };

export const ELECTRICAL_WORKER: RegulationText = {
  title: { zh: '電力裝置工程：註冊電業工程人員', en: 'Electrical wiring: Registered Electrical Worker' },
  body: {
    zh: '根據《電力條例》（第406章），固定電力裝置工程，例如加插蘇、換掣、拉線或者為電器加獨立電源，必須由相應級別嘅註冊電業工程人員進行，並受僱於註冊電業承辦商。新裝或改動電力裝置，完工後要求師傅提供「完工證明書」（表格WR1）。',
    en: 'Under the Electricity Ordinance (Cap. 406), work on fixed electrical installations, such as new sockets, switches, wiring or a separate circuit for an appliance, must be done by a Registered Electrical Worker of the right grade, employed by a Registered Electrical Contractor. For new or altered installations, ask for the Work Completion Certificate (form WR1) when the job is done.',
  },
  authority: EMSD,
  check: {
    zh: '問師傅攞註冊編號，再喺機電工程署網上嘅註冊電業工程人員及承辦商名冊查核。',
    en: "Ask for the worker's registration number and look it up in EMSD's online registers of electrical workers and contractors.",
  },
};

export const LICENSED_PLUMBER: RegulationText = {
  title: { zh: '食水喉管工程：持牌水喉匠', en: 'Fresh-water pipes: licensed plumber' },
  body: {
    zh: '根據《水務設施條例》（第102章），大廈內食水供水系統（內部供水系統）嘅工程，例如新裝、改動或更換食水喉，須由水務署持牌水喉匠進行。通渠屬於排水工程，唔係食水供水工程。',
    en: 'Under the Waterworks Ordinance (Cap. 102), work on the fresh-water supply pipes inside a building (the inside service), such as new, rerouted or replaced water pipes, must be done by a plumber licensed by the Water Supplies Department. Clearing a blocked drain is drainage work, not fresh-water supply work.',
  },
  authority: { zh: '水務署', en: 'Water Supplies Department (WSD)' },
  check: {
    zh: '問清楚持牌水喉匠嘅姓名同牌照號碼，再對照水務署公布嘅持牌水喉匠名單。',
    en: "Ask for the licensed plumber's name and licence number, and check them against the Water Supplies Department's list of licensed plumbers.",
  },
};

export const GAS_INSTALLER: RegulationText = {
  title: { zh: '氣體爐具及喉管：註冊氣體裝置技工', en: 'Gas appliances and pipes: Registered Gas Installer' },
  body: {
    zh: '根據《氣體安全條例》（第51章），安裝、搬移或維修氣體爐具同喉管，例如煤氣熱水爐或者煮食爐，必須由受僱於註冊氣體工程承辦商嘅註冊氣體裝置技工進行。',
    en: 'Under the Gas Safety Ordinance (Cap. 51), installing, moving or repairing gas appliances and pipes, such as a gas water heater or cooker, must be done by a Registered Gas Installer employed by a Registered Gas Contractor.',
  },
  authority: EMSD,
  check: {
    zh: '要求睇技工嘅註冊證（上面列明可以做嘅工程類別），亦可以喺機電工程署網上名冊查核。',
    en: "Ask to see the installer's registration card, which shows the classes of work allowed, or look it up in EMSD's online register.",
  },
};

export const MINOR_WORKS: RegulationText = {
  title: {
    zh: '晾衣架、冷氣機支架、更換窗戶：註冊小型工程承建商',
    en: 'Drying racks, aircon brackets, new windows: registered minor works contractor',
  },
  body: {
    zh: '好多小型建築工程，例如安裝晾衣架、室外冷氣機支架或者更換窗戶，都屬於屋宇署「小型工程監管制度」下嘅小型工程（《建築物條例》第123章），須由註冊咗相關類別及項目嘅承建商（註冊小型工程承建商或註冊一般建築承建商）進行，並按規定向屋宇署呈交文件。',
    en: "Many small building works, such as putting up a drying rack or a supporting frame for an outdoor aircon unit, or replacing windows, are minor works under the Buildings Department's Minor Works Control System (Buildings Ordinance, Cap. 123). They must be carried out by a contractor registered for that class and item (a Registered Minor Works Contractor or a Registered General Building Contractor), who submits the required documents to the Buildings Department.",
  },
  authority: BD,
  check: {
    zh: '問清楚工程屬於邊個小型工程項目，攞承建商嘅註冊編號，再喺屋宇署嘅承建商名冊查核。',
    en: "Ask which minor works item the job falls under and for the contractor's registration number, then look it up in the Buildings Department's registers of contractors.",
  },
};

export const STRUCTURAL_WORKS: RegulationText = {
  title: { zh: '改動結構：認可人士及屋宇署批准', en: 'Structural changes: Authorized Person and Buildings Department approval' },
  body: {
    zh: '影響樓宇結構嘅改動，例如拆除或開鑿結構牆或者樓板，屬於建築工程，開工前要由認可人士（有需要時連同註冊結構工程師）擬備圖則，並獲屋宇署批准（《建築物條例》第123章）。',
    en: "Alterations that affect a building's structure, such as removing or cutting into a structural wall or floor slab, are building works: an Authorized Person (with a Registered Structural Engineer where needed) must prepare plans and get the Buildings Department's approval before work starts (Buildings Ordinance, Cap. 123).",
  },
  authority: BD,
  check: {
    zh: '如果師傅建議拆牆，問清楚係咪結構牆、由邊位認可人士負責；未經批准唔好做結構工程。',
    en: 'If a contractor suggests removing a wall, ask whether it is structural and who the Authorized Person is. Never let unapproved structural work go ahead.',
  },
};

export const CONSTRUCTION_NOISE: RegulationText = {
  title: { zh: '嘈吵工程：開工時間有限制', en: 'Noisy works: restricted hours' },
  body: {
    zh: '根據《噪音管制條例》（第400章），晚上7時至早上7時，以及星期日同公眾假期全日，喺住宅附近使用機動設備進行建築工程，須先向環境保護署申請建築噪音許可證。大廈公契或者管理處亦可能有更嚴格嘅開工時間。',
    en: 'Under the Noise Control Ordinance (Cap. 400), using powered mechanical equipment for construction work near homes between 7 p.m. and 7 a.m., or at any time on Sundays and public holidays, needs a construction noise permit from the Environmental Protection Department. Your building may set stricter working hours too.',
  },
  authority: { zh: '環境保護署', en: 'Environmental Protection Department (EPD)' },
  check: {
    zh: '報價時講好開工時間，開工前向管理處了解大廈嘅裝修規定。',
    en: "Agree the working hours in the quote, and check the building's renovation rules with the management office before work starts.",
  },
};

export const BUSINESS_REGISTRATION: Text = {
  zh: '要求睇商業登記證：喺香港經營嘅業務都要向稅務局辦理商業登記（《商業登記條例》第310章）。',
  en: 'Ask for the business registration certificate: every business carried on in Hong Kong must be registered with the Inland Revenue Department (Business Registration Ordinance, Cap. 310).',
};

export const EMPLOYEES_COMPENSATION: Text = {
  zh: '如果公司派員工上門，問清楚有冇僱員補償保險：香港所有僱主都必須為僱員投保（《僱員補償條例》第282章）。',
  en: "If a company sends its staff, ask whether they are covered by employees' compensation insurance, which every employer in Hong Kong must take out (Employees' Compensation Ordinance, Cap. 282).",
};

export const LIABILITY_INSURANCE: Text = {
  zh: '問下有冇第三者責任保險，萬一整壞你或者鄰居嘅物業都有保障；法例冇強制，所以最好睇埋保單。',
  en: "Ask whether they have public liability insurance in case your home or a neighbour's is damaged. It is not required by law, so ask to see the policy.",
};

export const WRITTEN_TERMS: Text = {
  zh: '所有條款寫清楚：工作範圍、物料、完工日期、保養期同付款安排；唔好一次過俾晒全數。',
  en: 'Get the terms in writing: scope of work, materials, completion date, warranty and payment schedule. Never pay the full amount upfront.',
};

export const PERSONAL_DATA: Text = {
  zh: '如果對方會處理你或者你客戶嘅個人資料，要求佢按《個人資料（私隱）條例》（第486章）妥善保管，完成後刪除唔再需要嘅資料。',
  en: 'If they will handle personal data about you or your customers, ask how they protect it under the Personal Data (Privacy) Ordinance (Cap. 486), and that they delete what they no longer need.',
};

/** For a genre that has no entry of its own yet: what holds for any service in Hong Kong. */
export const DEFAULT_RULES: RulesEntry = {
  summary: {
    zh: '一般唔使牌照；請之前核實商業登記同保險。',
    en: 'Usually no licence is required; check business registration and insurance.',
  },
  licensed: false,
  regulations: [],
  checks: [BUSINESS_REGISTRATION, EMPLOYEES_COMPENSATION, WRITTEN_TERMS],
  prepare: [
    { zh: '用幾句講清楚你想做乜、幾時做同喺邊度做。', en: 'Describe in a few sentences what you need, when and where.' },
    { zh: '準備相片或者參考例子，等師傅一睇就明。', en: 'Have photos or examples ready so pros understand at a glance.' },
  ],
};
