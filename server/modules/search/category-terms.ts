/**
 * The words people use for each category, in one place and both languages: colloquial Cantonese (通渠, 冷氣唔凍),
 * Hong Kong English (plumber, aircon), and common misspellings. The category's own names (both languages) and slug
 * count as terms too; they are read from the catalogue, not repeated here. search-scoring.ts reads these lists.
 *
 * - `terms`: words that mean the category outright (weight 1).
 * - `weighted`: words that fit it less surely, by weight below 1: a word several categories share (清潔, tutor, 師傅,
 *   冷氣) carries a weight in each, so the likelier one ranks first and neither is clear enough to jump to a form.
 * - `typos`: misspellings seen in searches. A match on one of them (or on a spelling within a few edits) finds the
 *   category but never jumps straight to its form.
 *
 * Lists are comma-separated; write terms as the search normalizes input (shared/domain/search-query.ts): lower case,
 * no punctuation, single spaces, no spaces between Chinese characters.
 */

export interface CategoryTerms {
  terms: string;
  weighted?: Record<number, string>;
  typos?: string;
}

export const CATEGORY_TERMS: Record<string, CategoryTerms> = {
  plumbing: {
    terms: `水喉, 水喉師傅, 水喉佬, 水喉匠, 持牌水喉匠, 通渠, 塞渠, 渠塞, 去水塞, 塞去水, 通廁所, 廁所塞, 坐廁塞, 馬桶塞, 鋅盆塞, 星盆塞, 爆喉, 水管, 喉管, 換水喉, 駁水喉, 水龍頭, 水喉頭, 換水龍頭, 漏水, 熱水爐,
      換熱水爐, 裝熱水爐, 坐廁, 馬桶, 沖廁水箱, 冇熱水, 無熱水, 水壓唔夠, 渠, plumber, plumbers, pipe, pipes, burst pipe, leaking pipe, pipe leak, water leak,
      leaking tap, dripping tap, tap, faucet, blocked drain, clogged drain, drain, drains, drain cleaning, unblock drain,
      blocked sink, clogged sink, blocked toilet, clogged toilet, toilet, toilet repair, water heater, geyser, no hot water, 淤塞, 渠淤塞,
      渠道淤塞, 去水淤塞, 通去水, 爆水喉, 塞廁所, 廁所淤塞, 渠務, drain unblocking, unblocking drains, drainage, sink blocked, toilet blocked,
      drain blocked, pipe burst`,
    weighted: { 0.9: 'leak, leaking', 0.8: 'blocked, clogged' },
    typos: 'plumbr, plumer, plummer, plumming, pluming, plumbimg, pulmber, plumbor, plubmer',
  },
  electrician: {
    terms: `電工, 電工師傅, 電燈, 裝燈, 換燈, 換燈膽, 燈膽, 吊燈, 電掣, 換掣, 拉電線, 電線, 駁電, 插蘇, 加插蘇, 跳掣, 電箱, 總掣, 漏電, 冇電, 無電, 電錶, 註冊電業工程人員, electrical,
      electrical work, electric, wiring, rewiring, socket, power socket, plug socket, outlet, light, lights, lighting, light fitting,
      install light, ceiling light, fuse, fuse box, circuit breaker, breaker tripped, tripped, no power, rew`,
    weighted: { 0.8: '水電, 水電工, 停電' },
    typos: 'electrition, electrican, electricain, eletrician, electritian, elecrician, electrcian, electician, eletric, electricion',
  },
  handyman: {
    terms: `雜工, 雜項維修, 整嘢, 執嘢, 細執, 小修小補, 掛畫, 掛鏡, 裝架, 裝層架, 層架, 鑽窿, 打窿, 裝電視, 掛牆電視, 電視架, 裝傢俬, 砌傢俬, 裝宜家, 宜家傢俬, 門鉸, 換門鉸, 門柄, 換門柄, 補牆, 萬能佬, 萬能俠,
      handyman, handymen, handy man, handyperson, odd jobs, tv mounting, mount tv, wall mount tv, tv bracket, furniture assembly,
      assemble furniture, ikea assembly, ikea, drilling, drill, shelves, shelf, put up shelves, hang pictures, picture hanging,
      door hinge, door handle`,
    weighted: {
      0.9: '家居維修, 維修, 修理, home repair, home repairs, repair, repairs',
      0.7: '師傅, 師父',
      0.5: 'maintenance',
      0.4: '安裝, fix, fixing',
    },
    typos: 'handiman, handymn, handy men, hanyman, handyamn',
  },
  painting: {
    terms: `油漆, 油漆師傅, 油漆佬, 髹油, 髹漆, 髹牆, 油牆, 油屋, 翻油, 髹屋, 油灰水, 批灰, 批灰油漆, 乳膠漆, 油漆工程, painter, painters, paint, repaint, repainting,
      house painting, wall painting, paint walls, paint my flat, decorator, painting and decorating`,
    weighted: { 0.8: '批盪, 牆紙, 貼牆紙, 牆身發霉, wallpaper, wallpapering' },
    typos: 'paintng, painitng, paintor, paiting, paintr, peinting',
  },
  renovation: {
    terms: `裝修, 裝修師傅, 裝修公司, 裝修佬, 翻新, 全屋翻新, 全屋裝修, 舊樓翻新, 舊樓裝修, 廚房裝修, 廚房翻新, 浴室裝修, 浴室翻新, 廁所翻新, 廁所裝修, 拆牆, 間房, 間隔, 地板, 鋪地板, 換地板, 木地板, 瓷磚, 鋪磚, 換磚,
      泥水, 泥水師傅, 木工, 木工師傅, 判頭, 新樓裝修, renovations, renovate, renovating, reno, refurbishment, refurbish, remodel, remodeling,
      remodelling, home renovation, flat renovation, kitchen renovation, bathroom renovation, contractor, contractors, builder,
      builders, fit out, fitout, flooring, floor tiles, tiling, tiler, tiles, carpenter, carpentry, partition wall, knock down wall`,
    weighted: { 0.6: '收樓', 0.4: '工程' },
    typos: 'renovaton, renavation, renovasion, renovtion, rennovation, renivation, renoavtion, refurbishmant',
  },
  'interior-design': {
    terms: `室內設計師, 家居設計, 室內佈置, 空間設計, 3d圖, 效果圖, 細單位設計, 家居佈置, 軟裝, interior designer, interior designers, interior decorator,
      interior decoration, home design, space planning, 3d rendering, id firm, id`,
    weighted: { 0.8: '設計裝修', 0.5: '設計師', 0.4: 'designer' },
    typos: 'interor design, interier design, interior desing, intirior design, interiour design, interior desgin',
  },
  waterproofing: {
    terms: `防水, 補漏, 執漏, 滲水, 天花滲水, 天花漏水, 牆身滲水, 外牆滲水, 浴室滲水, 廁所滲水, 樓上滲水, 滲漏, 天台防水, 天台漏水, 防水工程, 驗水, 滲水測試, waterproofing, waterproof,
      water proofing, seepage, water seepage, ceiling leak, leaking ceiling, ceiling leaking, roof leak, leaking roof, damp,
      damp wall, damp walls, water damage, leak repair, leak detection, water stain, wall leak`,
    weighted: { 0.85: '漏水, leak, leaking', 0.7: '石屎剝落, 窗邊滲水' },
    typos: 'waterprofing, waterprooofing, water proof, waterpoofing, seapage, seepge',
  },
  'curtain-installation': {
    terms: `窗簾, 造窗簾, 整窗簾, 裝窗簾, 訂造窗簾, 度窗簾, 捲簾, 卷簾, 百葉簾, 木百葉, 窗簾路軌, 路軌, 窗簾軌, 遮光簾, 紗簾, 羅馬簾, 斑馬簾, 電動窗簾, curtain, curtains, blinds, blind,
      roller blind, roller blinds, venetian blinds, zebra blinds, roman blinds, blackout curtains, curtain rail, curtain track,
      drapes, curtain installation`,
    typos: 'curtian, curtin, curtians, cutain, curtan, curtins',
  },
  'aircon-installation': {
    terms: `冷氣師傅, 冷氣維修, 整冷氣, 修冷氣, 裝冷氣, 安裝冷氣, 換冷氣, 冷氣移機, 移機, 拆冷氣, 拆機, 窗口機, 分體機, 分體式冷氣, 冷氣唔凍, 冷氣不凍, 冷氣唔冷, 加雪種, 雪種, 銅喉, 冷氣機架,
      aircon installation, aircon repair, ac repair, ac installation, install aircon, split type, split unit, window unit,
      window type aircon, refrigerant, gas top up, aircon not cold, ac not cold, hvac`,
    weighted: { 0.9: '冷氣, 冷氣機, aircon, air con, ac, a c, air conditioner, air conditioning' },
    typos: `airconditioner, airconditioning, aircondition, air condition, aricon, aircorn, airconn, aircond, airco, air condtioner,
      air conditoner, air conditionar`,
  },
  locksmith: {
    terms: `開鎖, 換鎖, 鎖匠, 鎖匠師傅, 開門, 開門鎖, 換鎖芯, 鎖芯, 整鎖, 修鎖, 電子鎖, 裝電子鎖, 密碼鎖, 指紋鎖, 大閘鎖, 閘鎖, 門鎖, 唔記得帶鎖匙, 冇帶鎖匙, 鎖匙, 配鎖匙, 整鎖匙, 夾萬, 開夾萬, 鎖咗出門口, 反鎖,
      locksmiths, lock, locks, lock change, change lock, change locks, lockout, locked out, locked out of flat, door lock,
      smart lock, digital lock, electronic lock, keys, key cutting, spare key, safe opening, gate lock`,
    typos: 'locksmit, locksmth, lock smith, loksmith, locksmiht, lockmith',
  },
  'custom-furniture': {
    terms: `訂做傢俬, 度身訂造, 訂造衣櫃, 衣櫃, 地台, 地台床, 榻榻米, 電視櫃, 書枱, 書檯, 廚櫃, 櫥櫃, 鞋櫃, 組合櫃, 訂造床, 木櫃, 訂造家俬, bespoke furniture, made to measure furniture,
      built in wardrobe, wardrobe, wardrobes, closet, cabinet, cabinets, kitchen cabinets, tv cabinet, platform bed, tatami,
      tatami bed, bookshelf, desk`,
    weighted: { 0.6: '櫃', 0.5: '傢俬, 家俬, furniture' },
    typos: 'custome furniture, custom furnature, wardrope, wardobe',
  },
  'window-repair': {
    terms: `鋁窗, 整窗, 修窗, 換窗, 窗鉸, 換窗鉸, 窗鉸生鏽, 窗扇, 窗框, 換窗膠, 窗膠, 驗窗, 強制驗窗, 驗窗計劃, 窗門, 玻璃窗, 趟窗, 掩窗, window, windows, window hinge, window hinges,
      aluminium window, aluminum window, window replacement, replace window, window inspection, mandatory window inspection,
      window frame, sliding window, window seal`,
    weighted: { 0.8: '窗邊滲水', 0.6: '窗' },
    typos: 'windo repair, window repiar, windw, alumium window',
  },
  'home-cleaning': {
    terms: `清潔工, 清潔姐姐, 清潔阿姐, 鐘點, 鐘點工, 鐘點姐姐, 鐘點清潔, 家務, 家務助理, 做家務, 執屋, 抹窗, 打掃, 搞清潔, 屋企清潔, 熨衫, 鐘點傭工, cleaner, cleaners, house cleaning,
      house cleaner, home cleaner, part time helper, maid, housekeeping, housekeeper, hourly cleaner, regular cleaning,
      clean my flat, clean house, ironing, chores, housework, 清潔阿姨, cleaning lady, cleaning auntie`,
    weighted: { 0.8: 'window cleaning', 0.7: '清潔, 清潔服務, 兼職工人, cleaning, clean', 0.6: 'domestic helper', 0.5: '姐姐' },
    typos: 'claening, cleanning, clening, cleener, cleanr, house keeping',
  },
  'deep-cleaning': {
    terms: `大掃除, 年尾大掃除, 過年大掃除, 徹底清潔, 深度清潔, 廚房深層清潔, 除油污, 油煙機清潔, 抽油煙機, 浴室除霉, 除霉, 蒸氣清潔, deep clean, spring cleaning, thorough cleaning,
      kitchen deep clean, degreasing, mould removal, mold removal, steam cleaning`,
    typos: 'deep cleanning, deap cleaning, deepclean, deep claening',
  },
  'move-in-cleaning': {
    terms: `入伙, 入伙前清潔, 新樓清潔, 收樓清潔, 裝修後清潔, 開荒, 開荒清潔, 吉屋清潔, 退租清潔, 搬屋清潔, 清裝修塵, 裝修塵, move out cleaning, moving out cleaning,
      end of tenancy cleaning, post renovation cleaning, after renovation cleaning, post construction cleaning, new flat cleaning,
      empty flat cleaning, builders clean`,
    typos: 'movein cleaning, move in claening, post renovation cleanning',
  },
  'office-cleaning': {
    terms: `辦公室清潔, 公司清潔, 商舖清潔, 舖頭清潔, 店舖清潔, 商業清潔, 地毯清洗, 洗地毯, office cleaner, office cleaners, commercial cleaning, shop cleaning,
      carpet cleaning, janitor, janitorial, workplace cleaning`,
    weighted: { 0.5: '寫字樓, 辦公室' },
    typos: 'ofice cleaning, office claening, offise cleaning',
  },
  'aircon-cleaning': {
    terms: `洗冷氣, 清洗冷氣, 冷氣清潔, 洗冷氣機, 冷氣機清洗, 冷氣機清潔, 冷氣滴水, 冷氣漏水, 冷氣機漏水, 冷氣機滴水, 冷氣有味, 冷氣機臭, 冷氣隔塵網, 隔塵網, 冷氣消毒, clean aircon, aircon clean,
      air con cleaning, ac cleaning, clean ac, ac service, aircon service, aircon servicing, air conditioner cleaning,
      aircon leaking water, ac leaking water, aircon dripping, aircon smell, aircon filter, filter cleaning`,
    weighted: { 0.75: '冷氣, 冷氣機, aircon, air con, ac, a c, air conditioner, air conditioning' },
    typos: 'aircon cleanning, aircon claening, aricon cleaning, air con clean',
  },
  'sofa-cleaning': {
    terms: `梳化清洗, 洗梳化, 梳化, 沙發, 洗沙發, 沙發清洗, 床褥, 床褥清洗, 洗床褥, 除塵蟎, 塵蟎, 床褥除蟎, 布梳化, 窗簾清洗, sofa cleaning, sofa, couch cleaning, couch,
      mattress cleaning, mattress, upholstery cleaning, upholstery, dust mites, mite removal, fabric sofa`,
    weighted: { 0.6: '地毯' },
    typos: 'soffa, sopha, matress, matress cleaning, mattres',
  },
  'pest-control': {
    terms: `滅蟲, 滅蟲公司, 殺蟲, 曱甴, 甲由, 滅曱甴, 木蝨, 床蝨, 滅木蝨, 白蟻, 滅白蟻, 老鼠, 捉老鼠, 滅鼠, 滅蚊, 螞蟻, 噴蟲藥, 蟑螂, 蚊患, 鼠患, pest, pests, exterminator, cockroach,
      cockroaches, roach, roaches, bed bugs, bedbugs, bed bug, termite, termites, rats, rat, mice, mouse, rodent, ants, mosquito,
      mosquitoes, fumigation`,
    weighted: { 0.7: '蟲, 蚊, 蟻' },
    typos: 'cockroch, cockroache, cokroach, termit, pest controll, exterminater',
  },
  moving: {
    terms: `搬屋公司, 搬屋師傅, 搬運, 搬嘢, 搬家, 搬傢俬, 搬屋車, 貨車, 客貨車, 細搬, 小型搬屋, 搬運公司, 人手搬運, 搬單位, movers, mover, removals, removal, removalist, move house,
      moving house, house move, moving company, moving services, van, man and van, lorry, truck, 搬屋服務, moving van, moving truck,
      home removals`,
    weighted: { 0.7: '搬遷, relocation' },
    typos: 'moveing, movng, movres, remouval, mooving',
  },
  'office-moving': {
    terms: `搬寫字樓, 寫字樓搬屋, 辦公室搬遷, 搬辦公室, 公司搬遷, 搬公司, 搬舖, 商舖搬遷, 搬倉, office move, office relocation, office removals, commercial moving,
      business relocation, moving office, relocate office`,
    typos: 'ofice moving, office moveing, office relocaton',
  },
  'mover-piano': {
    terms: `鋼琴搬運, 搬琴, 運琴, 鋼琴運送, 三角琴搬運, 搬直身琴, piano movers, piano mover, move piano, moving piano, piano removal, piano transport,
      grand piano moving`,
    typos: 'pianno moving, piano moveing, paino moving',
  },
  storage: {
    terms: `迷你倉, 儲存, 租倉, 倉庫, 儲物, 儲物空間, 箱倉, 恆溫倉, 紅酒倉, 酒倉, 存倉, 暫存傢俬, mini storage, self storage, storage unit, storage room, warehouse,
      box storage, wine storage, store furniture, storage space, godown`,
    weighted: { 0.7: '倉' },
    typos: 'storeage, storag, mini storge',
  },
  'furniture-disposal': {
    terms: `棄置, 丟傢俬, 掉傢俬, 棄傢俬, 清傢俬, 舊傢俬, 回收, 傢俬回收, 電器回收, 回收舊電器, 掉垃圾, 大型垃圾, 清場, 清屋, 床褥棄置, 丟床褥, 丟梳化, furniture removal, rubbish removal,
      junk removal, disposal, dispose furniture, recycling, recycle, old furniture, throw away sofa, bulky waste, clearance,
      house clearance`,
    typos: 'furniture disposel, furnature disposal, junk remval',
  },
  'english-tutor': {
    terms: `英文, 英文老師, 英文導師, 英文私補, 補英文, 英語, 英語補習, 英文會話, dse英文, 英文作文, 雅思, ielts, 托福, toefl, phonics, english tutor, english teacher,
      english lessons, english class, english, esl, dse english, english conversation, english writing, english tuition`,
    weighted: { 0.7: '補習, 私補, 補習老師, tutor, tutoring, tuition, private tutor, 補習社, 補習中心, tuition centre, tutor centre' },
    typos: 'englsih tutor, engish tutor, english tuter, english tutur, inglish, tuter, tutur',
  },
  'math-tutor': {
    terms: `數學, 補數, 補數學, 數學老師, 數學導師, 數學私補, 奧數, dse數學, 附加數, 數學班, math tutor, maths tutor, math, maths, mathematics, math teacher,
      maths teacher, olympiad maths, dse maths, calculus, algebra, maths tuition, math tuition`,
    weighted: { 0.65: '補習, 私補, 補習老師, tutor, tutoring, tuition, private tutor, 補習社, 補習中心, tuition centre, tutor centre' },
    typos: 'math tuter, maths tuter, mathmatics, mathematic, matths',
  },
  'chinese-tutor': {
    terms: `中文, 補中文, 中文老師, 中文導師, 中文私補, dse中文, 中文作文, 作文, 閱讀理解, 粵語, 學廣東話, chinese tutor, chinese teacher, chinese lessons, chinese,
      cantonese, cantonese lessons, learn cantonese, chinese writing, dse chinese, chinese tuition`,
    weighted: {
      0.7: '廣東話',
      0.6: '補習, 私補, 補習老師, tutor, tutoring, tuition, private tutor, 補習社, 補習中心, tuition centre, tutor centre',
    },
    typos: 'chinease tutor, chineese, cantonise, cantoneese',
  },
  'piano-lessons': {
    terms: `鋼琴, 學琴, 學鋼琴, 鋼琴老師, 鋼琴導師, 鋼琴課, 琴班, 鋼琴考級, 考級, 樂理, 上門教琴, 教琴, piano lesson, piano teacher, piano, learn piano, piano class,
      piano tutor, abrsm, music theory, piano exam`,
    weighted: { 0.7: 'music lessons' },
    typos: 'paino lessons, piano lesons, pianno, piano lessions, piono',
  },
  'swimming-coach': {
    terms: `游泳, 學游水, 游水, 學游泳, 游水班, 游泳班, 游泳課, 私人游泳教練, 游泳私人教練, 泳班, 兒童游泳, swimming coach, swimming, swim, swim coach, swim lessons,
      learn to swim, swimming teacher, swimming class, swim instructor`,
    typos: 'swiming, swimmming, swiming lessons, swimmimg',
  },
  'mandarin-lessons': {
    terms: `普通話, 學普通話, 普通話老師, 普通話班, 國語, 華語, 普通話補習, 漢語拼音, mandarin, mandarin teacher, mandarin class, learn mandarin, putonghua,
      chinese mandarin, pinyin, hsk`,
    weighted: { 0.5: '簡體字' },
    typos: 'manderin, mandrin, mandarine, putunghua',
  },
  'wedding-photography': {
    terms: `婚攝, 結婚攝影, 婚紗攝影, 婚紗相, 影婚紗相, 婚禮攝影師, 婚禮跟拍, 過大禮攝影, 婚前攝影, 註冊攝影, 證婚攝影, wedding photographer, wedding photos, pre wedding, prewedding,
      wedding day photography, registry photography, bridal photography, engagement photos`,
    weighted: { 0.9: '婚禮, 結婚, wedding', 0.55: '攝影, 攝影師, photographer, photography' },
    typos: 'weding photography, wedding photograpy, wedding photgrapher, wedding photografer',
  },
  'event-photography': {
    terms: `活動攝影師, 影相師傅, 公司活動攝影, 派對攝影, 生日派對攝影, 晚宴攝影, 記者招待會攝影, 商業攝影, 攝影師傅, event photographer, party photographer, corporate photography,
      conference photography, commercial photography, headshots`,
    weighted: { 0.6: '攝影, 攝影師, 影相, 產品攝影, photographer, photography, product photography', 0.4: 'photos' },
    typos: 'photograper, photographar, fotografer, photogapher, evnt photography',
  },
  'family-photography': {
    terms: `全家福, 家庭照, 影全家福, 親子攝影, 兒童攝影, 嬰兒攝影, bb相, 百日照, 新生嬰兒攝影, 孕婦照, 情侶照, family photographer, family photos, family portrait,
      kids photography, baby photography, newborn photography, newborn photos, maternity photos, maternity shoot, couple photos`,
    weighted: { 0.6: '寵物攝影, portrait' },
    typos: 'famiy photography, family photograpy, newbron photography',
  },
  videography: {
    terms: `錄影, 拍片, 影片製作, 短片製作, 短片, 攝錄, 攝錄師, 錄影師, 宣傳片, 拍宣傳片, 剪片, 影片剪接, 航拍, 婚禮錄影, 活動錄影, videographer, video, video production, filming,
      video editing, promo video, corporate video, drone filming, drone, youtube video`,
    weighted: { 0.8: 'wedding video', 0.6: '直播, live streaming' },
    typos: 'videograpy, vidoegraphy, videographar, vedio, viedo',
  },
  'party-catering': {
    terms: `到會, 到會餐, 派對到會, 生日到會, 公司到會, 自助餐, 外賣到會, 包辦到會, 茶點, 小食到會, bbq到會, catering, caterer, caterers, buffet, party food, event catering,
      corporate catering, finger food, canapes, bbq catering`,
    weighted: { 0.7: '餐飲' },
    typos: 'cateing, catring, cattering, buffe, bufet',
  },
  'mc-host': {
    terms: `司儀, 主持, 主持人, 婚禮司儀, 婚宴司儀, 晚宴司儀, 活動主持, 週年晚宴司儀, 雙語司儀, 派對主持, 抽獎主持, mc, emcee, master of ceremonies, host, event host, wedding mc,
      wedding host, bilingual mc, party host, dinner mc, annual dinner host`,
    weighted: { 0.6: 'hostess' },
    typos: 'emce, em cee',
  },
  'makeup-artist': {
    terms: `化妝, 新娘化妝, 婚禮化妝, 跟妝, 上門化妝, 化妝髮型, 髮型化妝, 畢業化妝, 晚宴化妝, 妝容, makeup, make up, mua, bridal makeup, wedding makeup, makeup and hair,
      hair and makeup, event makeup`,
    typos: 'make up artist, makup, makeup artis, makeupartist',
  },
  'yoga-instructor': {
    terms: '瑜伽, 瑜珈, 瑜伽老師, 瑜伽班, 私人瑜伽, 上門瑜伽, 瑜伽課, yoga, yoga teacher, yoga class, yoga lessons, private yoga',
    weighted: { 0.7: '普拉提, pilates', 0.6: '冥想, 伸展, meditation, stretching' },
    typos: 'yogha, yuga, yoga instuctor, yogo',
  },
  'personal-trainer': {
    terms: `健身教練, 私人教練, 健身, 私教, 減肥, 增肌, 上門健身, 體能訓練, personal training, fitness trainer, fitness coach, gym trainer, pt, fitness,
      weight loss, lose weight, strength training, boot camp, bootcamp, workout`,
    weighted: { 0.7: '運動教練, 跑步教練', 0.6: '拳擊, boxing, exercise' },
    typos: 'personal trainner, personel trainer, persnal trainer, fitnes, trainner',
  },
  'home-massage': {
    terms: `按摩, 推拿, 按摩師, 按摩師傅, 經絡按摩, 香薰按摩, 運動按摩, 腳底按摩, 足底按摩, 鬆骨, 泰式按摩, 指壓, 筋膜放鬆, massage, massage therapist, masseuse, masseur,
      mobile massage, sports massage, deep tissue massage, aromatherapy massage, thai massage, foot massage, reflexology, shiatsu,
      tuina`,
    typos: 'masage, massge, messege, massagist, masseus',
  },
  'hair-stylist': {
    terms: `剪髮, 剪頭髮, 飛髮, 剪頭, 髮型師, 上門飛髮, 染髮, 電髮, 理髮, 長者剪髮, 小朋友剪髮, 兒童剪髮, 髮型, haircut, hair cut, hairdresser, hairdressing, hair stylist,
      hairstylist, barber, home haircut, mobile hairdresser, hair colouring, hair coloring, hair dye, kids haircut, elderly haircut`,
    typos: 'hairdreser, hair dresser, haircutt, hair stilist, barbar',
  },
  'dog-grooming': {
    terms: `狗美容, 寵物美容, 洗狗, 剪狗毛, 狗狗美容, 寵物洗澡, 狗洗澡, 上門寵物美容, dog groomer, pet grooming, pet groomer, grooming, dog wash, dog bath, dog haircut,
      mobile grooming, groomer`,
    weighted: { 0.8: '貓美容, 洗貓, 狗, 狗狗, dog, dogs, cat grooming' },
    typos: 'dog groming, dog groomming',
  },
  'pet-sitting': {
    terms: `寵物照顧, 上門餵貓, 餵貓, 睇貓, 湊貓, 照顧貓, 遛狗, 溜狗, 行狗, 睇狗, 寵物寄宿, 寄養, 寵物寄養, 貓保姆, 寵物保姆, pet sitter, cat sitting, cat sitter, dog sitting,
      dog sitter, dog walker, dog walking, dog walk, pet boarding, pet care, feed my cat, cat feeding, pet hotel`,
    weighted: { 0.8: '貓, 貓貓, cat, cats', 0.7: 'dog, dogs, pet, pets' },
    typos: 'pet siting, pet sittor, cat siter, dog walkr',
  },
  'dog-training': {
    terms: `訓狗, 教狗, 狗訓練, 訓練狗, 狗仔訓練, 幼犬訓練, 狗隻行為, 狗亂咬, 狗吠, 狗狗訓練, 訓犬, 訓犬師, dog trainer, puppy training, obedience training, dog behaviour,
      dog behavior, train my dog, barking, leash training, dog obedience`,
    typos: 'dog trainning, dog traning, dog triaining',
  },
  'web-design': {
    terms: `網站, 網站設計, 整網站, 做網頁, 起網站, 網店, 網上商店, 架網, 網頁, 網站製作, 網頁製作, website, web designer, website design, web development, web developer,
      website builder, build website, ecommerce website, online shop, landing page, wordpress, shopify, seo`,
    weighted: { 0.6: 'app development' },
    typos: 'web desgin, websit, webiste, web disign, wesite, web developement',
  },
  'graphic-design': {
    terms: `logo設計, 設計logo, 整logo, 標誌設計, 海報設計, 海報, 傳單設計, 卡片設計, 名片設計, 卡片, 名片, 包裝設計, 品牌設計, 排版, 單張設計, graphic designer, logo design, logo,
      branding, poster design, flyer design, leaflet, brochure design, business card design, business cards, packaging design,
      menu design`,
    weighted: { 0.7: '插畫, illustration', 0.5: '設計' },
    typos: 'grahpic design, graphic desing, grafic design, logo desgin, graphics design',
  },
  accounting: {
    terms: `會計, 報稅, 核數, 做數, 會計師, 簿記, 記帳, 記賬, 公司報稅, 利得稅, 薪俸稅, 開公司, 公司秘書, 稅表, 財務報表, accountant, accountants, bookkeeping, bookkeeper, tax,
      tax return, tax filing, profits tax, salaries tax, audit, auditor, company secretary, company registration, payroll,
      financial statements`,
    typos: 'acounting, accountting, acountant, accoutant, book keeping, bookeeping',
  },
  'computer-repair': {
    terms: `整電腦, 修電腦, 電腦, 電腦壞, 手提電腦, 筆電, 開唔到機, 中毒, 電腦中毒, 重裝, 重裝系統, 數據救援, 救數據, 硬碟, 網絡設定, 上網, 打印機, 打印機設定, mac維修, 砌機, 電腦師傅, it支援, 上門整電腦,
      computer, pc repair, laptop repair, laptop, notebook, fix computer, computer virus, virus removal, data recovery, hard drive,
      reinstall windows, network setup, wifi, wifi setup, router, printer, printer setup, mac repair, it support, tech support`,
    weighted: { 0.6: '換螢幕, screen replacement' },
    typos: 'computor, computer repiar, laptob, lap top, compter repair, conputer',
  },
  translation: {
    terms: `翻譯, 翻譯員, 翻譯文件, 文件翻譯, 中英翻譯, 英譯中, 中譯英, 法律翻譯, 證書翻譯, 口譯, 傳譯, 即時傳譯, 翻譯公司, 核證翻譯, 校對, translator, translate, translating, interpreter,
      interpreting, document translation, certified translation, chinese english translation, english to chinese, chinese to english,
      proofreading, subtitles, localisation`,
    typos: 'translaton, tranlation, translater, transalation, translatior',
  },
};

/**
 * Words with the same meaning across the two languages, for mixed queries (冷氣 cleaning, piano 搬運, 上門 massage):
 * a mixed query is also read with its English words in Chinese, so it meets the Chinese terms whole.
 */
export const MIXED_EQUIVALENTS: Record<string, readonly string[]> = {
  aircon: ['冷氣'],
  'air con': ['冷氣'],
  ac: ['冷氣'],
  cleaning: ['清洗', '清潔'],
  clean: ['清洗', '清潔'],
  repair: ['維修'],
  fix: ['維修'],
  piano: ['鋼琴'],
  moving: ['搬運'],
  movers: ['搬運'],
  massage: ['按摩'],
  wedding: ['婚禮'],
  photography: ['攝影'],
  photographer: ['攝影師'],
  home: ['家居'],
  english: ['英文'],
  maths: ['數學'],
  math: ['數學'],
  tutor: ['補習'],
  design: ['設計'],
};

/**
 * Simplified characters some people type (补习, 冷气, 装修), mapped to the Traditional ones the terms use. Only the
 * characters of service words; anything else is left as typed.
 */
export const SIMPLIFIED_TO_TRADITIONAL =
  '气氣补補习習装裝洁潔电電脑腦门門锁鎖钥鑰师師运運摄攝术術厅廳厨廚厕廁墙牆帘簾灯燈线線开開换換维維护護虫蟲蚁蟻猫貓宠寵训訓练練网網' +
  '页頁设設计計会會报報税稅译譯钢鋼数數学學语語话話国國礼禮纱紗录錄仪儀妆妝龙龍头頭热熱炉爐盘盤凉涼柜櫃铝鋁铰鉸仓倉储儲弃棄书書园園' +
  '烟煙机機车車货貨视視画畫挂掛层層楼樓旧舊间間业業务務员員码碼纹紋壶壺压壓浅淺扫掃发發迁遷滤濾渗滲涂塗饰飾阳陽课課';
