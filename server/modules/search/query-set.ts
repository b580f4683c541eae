/**
 * The labelled query set of search: what people in Hong Kong type (colloquial Cantonese, Hong Kong English, mixed,
 * typos, spacing and full-width variants, simplified characters, pro names, district phrases) and the category search
 * must name as its best match. search.precision.test.ts runs every query against the seeded catalogue and fails when
 * top-1 precision drops below 90 %. Written from how people search, not from the term lists: a query that misses
 * is a term or scoring to fix, not a line to delete.
 *
 * `jump`: true = clear enough to go straight to the request form; false = must never jump (a typo, or a word that fits
 * several services); absent = either is fine.
 */

export type QueryKind = 'zh' | 'en' | 'mixed' | 'typo' | 'variant';

export interface LabelledQuery {
  q: string;
  /** The category slug search must name as its best match; null when the catalogue offers nothing for the words. */
  expect: string | null;
  kind: QueryKind;
  jump?: boolean;
}

interface Group {
  zh?: string[];
  en?: string[];
  mixed?: string[];
  /** Misspellings: never a jump. */
  typo?: string[];
  /** The same words spaced, full-width or in simplified characters: they mean what the words mean. */
  variant?: string[];
  /** Of the queries above, the ones that must jump straight to the form. */
  jump?: string[];
  /** Of the queries above, the ones that must not jump (several services fit). */
  noJump?: string[];
}

function group(expect: string | null, g: Group): LabelledQuery[] {
  const jumpOf = (q: string): boolean | undefined => (g.jump?.includes(q) ? true : g.noJump?.includes(q) ? false : undefined);
  return [
    ...(['zh', 'en', 'mixed', 'variant'] as const).flatMap((kind) => (g[kind] ?? []).map((q) => ({ q, expect, kind, jump: jumpOf(q) }))),
    ...(g.typo ?? []).map((q) => ({ q, expect, kind: 'typo' as const, jump: false })),
  ];
}

export const QUERY_SET: LabelledQuery[] = [
  // Home repair
  ...group('plumbing', {
    zh: [
      '通渠',
      '塞渠',
      '淤塞',
      '渠淤塞',
      '廁所塞咗',
      '水喉師傅',
      '水喉佬',
      '漏水',
      '水龍頭漏水',
      '爆水喉',
      '熱水爐壞咗',
      '去水塞咗',
      '搵水喉師傅',
      '我想搵人通渠',
      '沙田通渠',
    ],
    en: [
      'plumber',
      'plumbers',
      'blocked drain',
      'clogged toilet',
      'leaking tap',
      'burst pipe',
      'drain unblocking',
      'toilet blocked',
      'plumber sha tin',
      'need a plumber in sha tin',
    ],
    typo: ['plumbr', 'plumer', 'blocked drian'],
    variant: ['通 渠', '水 喉 師 傅', '通渠师傅', 'ＰＬＵＭＢＥＲ', '「漏水」'],
    jump: ['通渠', 'plumber', 'blocked drain'],
    noJump: ['漏水'],
  }),
  ...group('electrician', {
    zh: ['電工', '電工師傅', '跳掣', '冇電', '裝燈', '換燈膽', '加插蘇'],
    en: ['electrician', 'electrician near me', 'electrical repair', 'power socket', 'lights not working'],
    typo: ['electrition', 'electrican', 'elecrician'],
    jump: ['電工', 'electrician'],
  }),
  ...group('handyman', {
    zh: ['師傅', '萬能俠', '裝電視', '掛畫', '砌傢俬', '整嘢', '雜工'],
    en: ['handyman', 'handymen', 'handy man', 'odd jobs', 'ikea assembly', 'tv mounting', 'furniture assembly'],
    typo: ['handiman', 'hanyman'],
    noJump: ['師傅'],
  }),
  ...group('painting', {
    zh: ['油漆', '髹油', '油漆師傅', '翻油', '批灰', '油屋'],
    en: ['painter', 'painting', 'paint my flat', 'painting and decorating', 'Painters'],
    typo: ['paintr', 'peinting'],
  }),
  ...group('renovation', {
    zh: ['裝修', '裝修公司', '全屋裝修', '舊樓翻新', '廚房翻新', '浴室裝修', '泥水師傅', '判頭'],
    en: ['renovation', 'renovations', 'home renovation', 'contractor', 'flat renovation', 'kitchen renovation', 'reno'],
    typo: ['renovaton', 'renovatoin'],
    variant: ['裝 修', '装修'],
    jump: ['裝修'],
  }),
  ...group('interior-design', {
    zh: ['室內設計', '室內設計師', '效果圖'],
    en: ['interior design', 'interior designer'],
    typo: ['interor design'],
  }),
  ...group('waterproofing', {
    zh: ['天花滲水', '滲水', '補漏', '防水', '樓上滲水', '外牆滲水'],
    en: ['waterproofing', 'ceiling leak', 'water seepage', 'damp wall'],
    typo: ['waterprofing'],
  }),
  ...group('curtain-installation', {
    zh: ['窗簾', '裝窗簾', '捲簾'],
    en: ['curtains', 'blinds', 'roller blinds'],
    typo: ['curtian'],
  }),
  ...group('aircon-installation', {
    zh: ['冷氣', '冷氣機', '裝冷氣', '冷氣唔凍', '冷氣師傅', '加雪種', '冷氣維修'],
    en: ['aircon', 'AC', 'air con', 'aircon repair', 'aircon not cold', 'ac installation', 'air-con'],
    mixed: ['ac 維修', '裝 aircon'],
    typo: ['aricon', 'airconditoner'],
    variant: ['ＡＣ', '冷气维修', 'airconditioner'],
    noJump: ['冷氣', '冷氣機', 'aircon', 'AC', 'air con'],
  }),
  ...group('locksmith', {
    zh: ['開鎖', '換鎖', '唔記得帶鎖匙', '鎖匙', '電子鎖', '鎖咗出門口', '鎖匠師傅'],
    en: ['locksmith', 'locked out', 'change lock', 'smart lock installation'],
    typo: ['locksmit', 'loksmith'],
    variant: ['lock smith'],
    jump: ['開鎖', 'locksmith'],
  }),
  ...group('custom-furniture', {
    zh: ['訂造傢俬', '衣櫃', '地台床', '榻榻米', '度身訂造'],
    en: ['custom furniture', 'wardrobe', 'built in wardrobe', 'platform bed'],
    typo: ['custome furniture'],
  }),
  ...group('window-repair', {
    zh: ['鋁窗', '整窗', '窗鉸', '驗窗'],
    en: ['window repair', 'window hinge', 'aluminium window', 'mandatory window inspection'],
    typo: ['windw repair'],
  }),
  // Cleaning
  ...group('home-cleaning', {
    zh: ['清潔', '家居清潔', '鐘點', '鐘點工', '家務助理', '執屋', '清潔姐姐', '清潔公司'],
    en: ['cleaner', 'cleaners', 'house cleaning', 'part time helper', 'cleaning', 'home cleaning', 'cleaning company'],
    typo: ['claening'],
    variant: ['家 居 清 潔', '家居清洁'],
    jump: ['家居清潔', 'home cleaning'],
    noJump: ['清潔', 'cleaning'],
  }),
  ...group('deep-cleaning', {
    zh: ['大掃除', '深層清潔', '除霉'],
    en: ['deep cleaning', 'spring cleaning', 'deep clean', 'mould removal'],
    typo: ['deep cleanning'],
  }),
  ...group('move-in-cleaning', {
    zh: ['入伙清潔', '開荒', '裝修後清潔', '退租清潔'],
    en: ['move in cleaning', 'post renovation cleaning', 'end of tenancy cleaning'],
  }),
  ...group('office-cleaning', {
    zh: ['辦公室清潔', '寫字樓清潔', '洗地毯'],
    en: ['office cleaning', 'commercial cleaning', 'carpet cleaning'],
    typo: ['ofice cleaning'],
  }),
  ...group('aircon-cleaning', {
    zh: ['洗冷氣', '冷氣清洗', '冷氣機漏水', '冷氣滴水'],
    en: ['aircon cleaning', 'ac cleaning', 'aircon servicing', 'aircon leaking water'],
    mixed: ['aircon 清洗', '冷氣 cleaning'],
    typo: ['aircon cleanning'],
    jump: ['洗冷氣'],
  }),
  ...group('sofa-cleaning', {
    zh: ['洗梳化', '梳化清洗', '洗床褥', '除塵蟎'],
    en: ['sofa cleaning', 'mattress cleaning'],
    typo: ['soffa'],
  }),
  ...group('pest-control', {
    zh: ['曱甴', '滅蟲', '白蟻', '木蝨', '老鼠', '蟑螂', '床蝨'],
    en: ['pest control', 'cockroaches', 'bed bugs', 'termites', 'exterminator'],
    mixed: ['pest control 曱甴'],
    typo: ['cockroch'],
  }),
  // Moving & storage
  ...group('moving', {
    zh: ['搬屋', '搬屋公司', '搬運', '搬屋師傅', '搬家', '搬家公司', '細搬', '客貨車', '搬嘢'],
    en: ['mover', 'movers', 'moving company', 'moving', 'removals', 'house move', 'man and van', 'moving house', 'tsuen wan movers'],
    mixed: ['搬屋 company'],
    typo: ['moveing', 'moving compnay'],
    variant: ['搬 屋', '搬屋 公司'],
    jump: ['搬屋', 'mover', 'moving company'],
  }),
  ...group('office-moving', {
    zh: ['寫字樓搬遷', '搬寫字樓', '搬公司'],
    en: ['office move', 'office relocation'],
    typo: ['ofice moving'],
  }),
  ...group('mover-piano', {
    zh: ['搬鋼琴', '鋼琴搬運'],
    en: ['piano movers', 'piano moving', 'move piano'],
    mixed: ['piano 搬運'],
    typo: ['paino moving'],
  }),
  ...group('storage', {
    zh: ['迷你倉', '租倉', '儲物'],
    en: ['mini storage', 'self storage', 'storage'],
    typo: ['storeage'],
  }),
  ...group('furniture-disposal', {
    zh: ['丟傢俬', '舊傢俬回收', '大型垃圾', '棄置傢俬'],
    en: ['furniture disposal', 'junk removal', 'rubbish removal', 'throw away sofa'],
  }),
  // Lessons
  ...group('english-tutor', {
    zh: ['補習', '英文補習', '補英文', '英文老師', '雅思', '英文私補', '旺角補習'],
    en: ['tutor', 'english tutor', 'english tuition', 'tuition', 'private tutor', 'ielts'],
    mixed: ['dse英文', 'ielts 補習'],
    typo: ['tuter', 'tutur', 'englsih tutor'],
    variant: ['补习'],
    noJump: ['補習', 'tutor', 'tuition', 'private tutor', '旺角補習'],
  }),
  ...group('math-tutor', {
    zh: ['補數', '數學補習', '奧數'],
    en: ['maths tutor', 'math tutor', 'maths tuition', 'dse maths'],
    typo: ['mathmatics'],
  }),
  ...group('chinese-tutor', {
    zh: ['中文補習', '補中文', '中文作文'],
    en: ['chinese tutor', 'learn cantonese'],
    typo: ['chinease tutor'],
  }),
  ...group('piano-lessons', {
    zh: ['學琴', '學鋼琴', '鋼琴班', '鋼琴老師'],
    en: ['piano lessons', 'piano teacher'],
    typo: ['paino lessons'],
  }),
  ...group('swimming-coach', {
    zh: ['學游水', '游泳班', '游水'],
    en: ['swimming lessons', 'swimming coach', 'learn to swim'],
    typo: ['swiming'],
  }),
  ...group('mandarin-lessons', {
    zh: ['普通話', '學普通話', '國語'],
    en: ['mandarin', 'putonghua', 'learn mandarin'],
    typo: ['manderin'],
  }),
  // Events & photography
  ...group('wedding-photography', {
    zh: ['婚攝', '婚紗相', '結婚攝影'],
    en: ['wedding photographer', 'pre wedding photos'],
    mixed: ['wedding 攝影'],
    typo: ['weding photography'],
  }),
  ...group('event-photography', {
    zh: ['活動攝影', '公司活動攝影', '攝影師'],
    en: ['event photographer', 'corporate photography', 'headshots'],
    typo: ['photograper'],
    noJump: ['攝影師'],
  }),
  ...group('family-photography', {
    zh: ['全家福', '家庭照', '百日照'],
    en: ['family photographer', 'newborn photography', 'family photos'],
  }),
  ...group('videography', {
    zh: ['拍片', '影片製作', '宣傳片', '航拍'],
    en: ['videographer', 'video production'],
    typo: ['vidoegraphy'],
  }),
  ...group('party-catering', {
    zh: ['到會', '生日到會', '自助餐'],
    en: ['catering', 'buffet', 'party food'],
    typo: ['cattering'],
  }),
  ...group('mc-host', {
    zh: ['司儀', '婚禮司儀', '主持人'],
    en: ['mc', 'emcee', 'wedding mc', 'event host'],
    mixed: ['mc 司儀'],
  }),
  // Beauty & wellness
  ...group('makeup-artist', {
    zh: ['化妝師', '新娘化妝', '跟妝'],
    en: ['makeup artist', 'bridal makeup', 'mua'],
    typo: ['makup'],
  }),
  ...group('yoga-instructor', {
    zh: ['瑜伽', '瑜珈', '私人瑜伽'],
    en: ['yoga', 'yoga teacher'],
    typo: ['yogha'],
  }),
  ...group('personal-trainer', {
    zh: ['私人教練', '健身教練', '減肥'],
    en: ['personal trainer', 'fitness coach', 'pt'],
    typo: ['personel trainer'],
  }),
  ...group('home-massage', {
    zh: ['按摩', '上門按摩', '推拿', '鬆骨', '按摩師傅'],
    en: ['massage', 'home massage'],
    mixed: ['上門 massage'],
    typo: ['masage'],
  }),
  ...group('hair-stylist', {
    zh: ['飛髮', '剪頭髮', '上門剪髮'],
    en: ['haircut', 'hairdresser', 'barber'],
    typo: ['hairdreser'],
  }),
  // Pets
  ...group('dog-grooming', {
    zh: ['狗美容', '洗狗', '寵物美容'],
    en: ['dog grooming', 'pet grooming', 'dog groomer'],
    typo: ['dog groming'],
  }),
  ...group('pet-sitting', {
    zh: ['餵貓', '遛狗', '寵物寄養'],
    en: ['pet sitter', 'cat sitting', 'dog walker'],
    typo: ['pet siting'],
  }),
  ...group('dog-training', {
    zh: ['訓狗', '狗狗訓練'],
    en: ['dog trainer', 'puppy training'],
    typo: ['dog trainning'],
  }),
  // Business & IT
  ...group('web-design', {
    zh: ['網頁設計', '整網站', '網店'],
    en: ['web design', 'website', 'web designer'],
    typo: ['webiste'],
  }),
  ...group('graphic-design', {
    zh: ['平面設計', '海報設計'],
    en: ['graphic design', 'logo design'],
    mixed: ['logo設計', '整logo'],
    typo: ['grafic design'],
  }),
  ...group('accounting', {
    zh: ['會計', '報稅', '核數', '開公司', '公司秘書'],
    en: ['accountant', 'tax return', 'bookkeeping'],
    typo: ['acountant'],
  }),
  ...group('computer-repair', {
    zh: ['整電腦', '電腦維修', '電腦中毒', '修電腦', '電腦師傅'],
    en: ['computer repair', 'laptop repair', 'data recovery', 'wifi setup'],
    mixed: ['mac 維修'],
    typo: ['computor'],
  }),
  ...group('translation', {
    zh: ['翻譯', '文件翻譯', '中譯英'],
    en: ['translator', 'translation', 'certified translation'],
    typo: ['translaton'],
  }),
  // Pro names: the category of what they do leads.
  ...group('moving', { en: ['Lucky Star Movers', 'Kwong Fat Removals'] }),
  ...group('mover-piano', { en: ['HK Piano Movers'] }),
  ...group('home-cleaning', { en: ['Sparkle Cleaning'] }),
  // Written after the scoring, run as they are (not tuned to): a check that the set above was not learnt by heart.
  ...group('plumbing', {
    zh: ['廚房去水塞', '馬桶塞咗點算', '換熱水爐'],
    en: ['kitchen sink blocked', 'toilet wont flush', 'water heater broken'],
  }),
  ...group('electrician', { zh: ['拉電線', '電掣壞咗'], en: ['rewiring flat', 'install ceiling light'] }),
  ...group('aircon-installation', { zh: ['冷氣機壞咗', '窗口機安裝'], en: ['split type aircon installation'] }),
  ...group('aircon-cleaning', { zh: ['冷氣有臭味'], en: ['aircon smells'] }),
  ...group('moving', { zh: ['搵人搬屋', '搬屋幾錢'], en: ['movers hong kong', 'cheap movers'] }),
  ...group('home-cleaning', { zh: ['鐘點清潔', '兼職清潔'], en: ['weekly cleaner', 'house cleaner needed'] }),
  ...group('english-tutor', { zh: ['英文作文補習', '小學英文補習'], en: ['ielts tutor'] }),
  ...group('math-tutor', { zh: ['中學數學補習'], en: ['maths teacher'] }),
  ...group('renovation', { zh: ['翻新廚房', '換地板'], en: ['bathroom renovation', 'tiling work'] }),
  ...group('pest-control', { zh: ['屋企有曱甴', '滅白蟻'], en: ['rats in kitchen'] }),
  ...group('locksmith', { zh: ['配鎖匙', '換門鎖'], en: ['door lock broken'] }),
  ...group('waterproofing', { zh: ['浴室滲水'], en: ['leaking roof'] }),
  ...group('wedding-photography', { zh: ['婚禮攝影師'], en: ['wedding photography package'] }),
  ...group('computer-repair', { zh: ['手提電腦壞咗'], en: ['laptop screen broken'] }),
  ...group('dog-grooming', { zh: ['幫狗剪毛'], en: ['groomer for my dog'] }),
  ...group('home-massage', { zh: ['上門推拿'], en: ['thai massage at home'] }),
  ...group('translation', { zh: ['翻譯文件'], en: ['translate documents'] }),
  ...group('accounting', { zh: ['公司報稅'], en: ['accountant for small company'] }),
  // Words for services the catalogue does not offer: no best match, never a jump.
  ...group(null, {
    zh: ['律師', '天氣', '睇醫生'],
    en: ['zzqxv', 'lawyer', 'dentist', 'qwerty'],
    noJump: ['律師', '天氣', '睇醫生', 'zzqxv', 'lawyer', 'dentist', 'qwerty'],
  }),
];
