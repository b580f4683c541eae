-- The first CMS pages, in both languages: cost guides, hiring tips and seasonal feature collections.
-- Bodies use the small markup of server/modules/content/content.markup.ts. Prices are typical Hong Kong ranges
-- and match the category descriptions; the live price guides on each category page use real quotes.

INSERT INTO content_pages (kind, slug, genre_slug, category_slugs, title_zh, title_en, summary_zh, summary_en, body_zh, body_en, published_on, modified) VALUES
('info', 'plumbing-cost-guide-hong-kong', 'home-repair', '{plumbing,waterproofing}',
 '香港水喉維修收費指南：換水龍頭、通渠、熱水爐要幾錢？',
 'Plumbing Costs in Hong Kong: Taps, Blocked Drains and Water Heaters',
 '由上門檢查費到更換熱水爐，一篇睇清楚香港水喉工程一般收費，同埋點樣避免報價唔清楚。',
 'From call-out fees to a new water heater: what plumbing jobs usually cost in Hong Kong, and how to avoid vague quotes.',
$zh$水喉問題通常來得突然：廚房去水慢、浴室水龍頭滴水、熱水爐冇熱水。急住搵人嘅時候，最怕唔知行情，俾人亂開價。以下係香港常見水喉工程嘅一般收費，全部以港幣計，實際價錢要睇現場情況。

## 上門檢查費

大部分師傅會收 HK$200 至 HK$400 上門檢查費。如果即場維修，好多師傅會將檢查費計入工錢。叫師傅之前問清楚：檢查費係咪另計？維修後會唔會抵銷？

## 常見工程一般收費

- 更換廚房或浴室水龍頭：約 HK$400 至 HK$900（唔包龍頭本身）
- 通渠（廚房或浴室去水）：約 HK$500 至 HK$1,200，需要用機器通渠會較貴
- 坐廁維修（換水箱配件）：約 HK$400 至 HK$800；成個坐廁更換約 HK$1,500 起
- 更換熱水爐連安裝：約 HK$1,500 至 HK$2,500（唔包熱水爐）
- 更換明喉：視乎長度同物料，一般 HK$800 起

## 影響價錢嘅因素

唐樓同村屋嘅喉管通常較舊，拆開後可能發現要換多段喉，價錢會比公屋或新式屋苑高。暗喉維修要開牆，之後仲要補返批盪同瓷磚，記得問清楚報價包唔包執返。夜晚、星期日或者公眾假期出勤，一般會加收費用。

## 點樣拎到清楚嘅報價

- 影低漏水位置同喉管，連同樓宇類型一齊講俾師傅知
- 問清楚報價係全包價定按時計，物料係咪另計
- 要求師傅列明保養期，例如完工後 3 個月有問題免費跟進
- 涉及食水供應喉管嘅工程，應該搵持牌水喉匠

喺師傅 Sifu 發佈需要，附近師傅會按你答嘅問題報價，你可以直接比較價錢同評價。睇埋[水喉維修最新價錢參考](/price/plumbing)，或者直接[搵水喉師傅](/category/plumbing)。如果係天花滲水，可能要搵[防水補漏](/category/waterproofing)師傅先處理到根源。$zh$,
$en$Plumbing problems rarely wait for a convenient moment: a slow kitchen drain, a dripping tap, a water heater that has gone cold. When you need someone quickly, the worst part is not knowing what is fair. Here is what common plumbing jobs usually cost in Hong Kong, in HKD. The actual price depends on what the plumber finds.

## Call-out fees

Most plumbers charge HK$200 to HK$400 to come and inspect. Many fold it into the labour if you go ahead with the repair on the spot. Ask before they come: is the call-out fee separate, and is it waived if you hire them?

## Typical prices

- Replacing a kitchen or bathroom tap: about HK$400 to HK$900, not including the tap itself
- Clearing a blocked kitchen or bathroom drain: about HK$500 to HK$1,200; more if a machine is needed
- Toilet repair (cistern parts): about HK$400 to HK$800; replacing the whole toilet from about HK$1,500
- Replacing and installing a water heater: about HK$1,500 to HK$2,500, not including the heater
- Replacing exposed pipes: depends on length and material, usually from HK$800

## What changes the price

Tong lau and village houses often have older pipes, and opening them up can reveal more sections that need replacing, so jobs there tend to cost more than in public housing or newer estates. Concealed pipes mean opening the wall and then making good the plaster and tiles, so ask whether that is in the quote. Evening, Sunday and public-holiday call-outs usually cost extra.

## How to get a clear quote

- Photograph the leak and the pipes, and tell the plumber what kind of building it is
- Ask whether the quote is a flat rate or hourly, and whether materials are included
- Ask for the warranty in writing, for example three months of free follow-up
- Work on fresh water supply pipes should be done by a licensed plumber

Post your job on Sifu and nearby plumbers quote based on your answers, so you can compare prices and reviews side by side. See the [latest plumbing price guide](/price/plumbing) or go straight to [plumbers](/category/plumbing). If water is coming through the ceiling, you may need a [waterproofing](/category/waterproofing) specialist to fix the source first.$en$,
 now() - interval '62 days', now() - interval '9 days'),

('info', 'moving-cost-guide-hong-kong', 'moving', '{moving,furniture-disposal,move-in-cleaning}',
 '搬屋價錢點計？香港搬屋收費同慳錢方法',
 'How Much Does Moving Cost in Hong Kong?',
 '搬屋公司點樣計價、有咩隱藏收費要留意，同埋幾個實用慳錢貼士。',
 'How Hong Kong movers price a job, which extras to watch for, and practical ways to spend less.',
$zh$搬屋最頭痛嘅唔係執嘢，而係搬屋公司報價五花八門：有啲按車計，有啲按人頭計，去到先話要加錢。了解計價方法，就唔怕被人「落貨先講價」。

## 搬屋公司點樣計價

香港搬屋一般按車數同人手計。一架 5.5 噸貨車連 3 至 4 位搬運工人，市區短途搬屋大約 HK$1,500 至 HK$3,500。三房單位或者跨區長途，可能要兩架車，價錢會去到 HK$4,000 至 HK$8,000。

## 常見額外收費

- 冇電梯要行樓梯：通常按層數加錢
- 貨車泊唔到門口、要長距離搬運
- 大型傢俬拆裝，例如衣櫃、床架
- 鋼琴、夾萬等特別重物
- 提供紙箱、包裝物料

簽約前要求對方將以上項目寫入報價，避免搬到一半先加價。

## 慳錢貼士

- 避開月尾同週末，平日搬屋通常較易傾到價
- 搬屋前先清走唔要嘅傢俬，可以搵[舊傢俬棄置](/category/furniture-disposal)服務，減少車數
- 自己執好細件物品，只叫師傅搬大件
- 一次過收幾個報價比較，唔好只問一間

## 入伙前記得

新屋入伙前做一次[入伙清潔](/category/move-in-cleaning)，傢俬未搬入最易清。想比較搬屋公司，可以喺師傅 Sifu [發佈搬屋需要](/category/moving)，亦可以睇[搬屋價錢參考](/price/moving)。$zh$,
$en$The hardest part of moving is often not the packing but making sense of movers' quotes: some price per truck, some per worker, and some add charges on the day. Knowing how pricing works keeps surprises off the final bill.

## How movers price a job

Hong Kong movers usually price by trucks and crew. One 5.5-tonne truck with three or four movers costs roughly HK$1,500 to HK$3,500 for a short move within the urban area. A three-bedroom flat or a cross-district move may need two trucks and cost HK$4,000 to HK$8,000.

## Common extras

- No lift, so everything goes up or down the stairs: usually charged per floor
- The truck cannot park at the door and items must be carried a long way
- Dismantling and reassembling large furniture such as wardrobes and bed frames
- Pianos, safes and other very heavy items
- Boxes and packing materials

Ask for every one of these to be written into the quote before you agree, so nothing is added halfway through.

## Ways to spend less

- Avoid month-ends and weekends; weekdays are usually easier to negotiate
- Clear out furniture you don't want first with a [furniture disposal](/category/furniture-disposal) service, so you need fewer trucks
- Pack small items yourself and leave the heavy lifting to the movers
- Compare several quotes rather than asking just one company

## Before you move in

Book a [move-in clean](/category/move-in-cleaning) before the furniture arrives, when it is easiest. To compare movers, [post your move on Sifu](/category/moving), and check the [moving price guide](/price/moving).$en$,
 now() - interval '48 days', now() - interval '12 days'),

('info', 'aircon-cleaning-cost-guide', 'cleaning', '{aircon-cleaning,aircon-installation}',
 '冷氣清洗要幾錢？窗口機同分體機收費比較',
 'Aircon Cleaning Costs: Window and Split Units Compared',
 '幾耐洗一次冷氣、窗口機同分體機一般收費，同埋點分辨「真洗」同「抹外殼」。',
 'How often to clean your aircon, what window and split units usually cost, and how to tell a real clean from a wipe-down.',
$zh$香港夏天長，冷氣機長期運作，隔塵網同散熱片好易積塵同發霉，唔單止影響冷氣效果，仲會有異味。一般建議每年夏天前清洗一次，家中有小朋友或者敏感人士，可以半年一次。

## 一般收費

- 窗口式冷氣機：每部約 HK$300 至 HK$500
- 分體式冷氣機（掛牆）：每部約 HK$400 至 HK$700
- 需要拆機深層清洗（包括風輪）：每部約 HK$600 至 HK$1,000

同一個單位洗幾部機，好多師傅會有優惠，報價時記得講清楚部數同型號。

## 真洗定抹外殼？

便宜嘅「清洗」有時只係抹外殼同洗隔塵網。真正清洗應該包括：

- 拆出隔塵網同面板清洗
- 用清洗劑同水喉清洗散熱片（蒸發器）
- 分體機用防水袋接住污水，避免弄濕牆身
- 檢查去水喉有冇塞

可以要求師傅清洗前後影相俾你睇。

## 幾時要換機而唔係清洗

如果冷氣機用咗超過十年、經常漏水或者雪種不足，清洗未必幫到手，可以考慮[冷氣安裝](/category/aircon-installation)。想比較清洗報價，可以搵[冷氣清洗](/category/aircon-cleaning)師傅，或者先睇[冷氣清洗價錢參考](/price/aircon-cleaning)。$zh$,
$en$Hong Kong summers are long and aircon units run for months, so filters and coils collect dust and mould. That hurts cooling and can make the air smell. Cleaning once a year before summer is a good rule; every six months if young children or allergy sufferers live at home.

## Typical prices

- Window units: about HK$300 to HK$500 each
- Wall-mounted split units: about HK$400 to HK$700 each
- Full dismantle and deep clean, including the blower wheel: about HK$600 to HK$1,000 each

Most cleaners give a discount for several units in one flat, so mention how many you have and their types when you ask for quotes.

## A real clean or a wipe-down?

A cheap clean is sometimes just wiping the casing and rinsing the filter. A proper clean includes:

- Removing and washing the filters and front panel
- Cleaning the evaporator coil with cleaner and water
- For split units, a waterproof bag to catch the dirty water so the wall stays dry
- Checking that the drain pipe is clear

Ask for before-and-after photos.

## When to replace rather than clean

If the unit is more than ten years old, leaks often or is low on refrigerant, cleaning may not help, and it may be time for [aircon installation](/category/aircon-installation). To compare cleaning quotes, find an [aircon cleaning](/category/aircon-cleaning) pro, or check the [aircon cleaning price guide](/price/aircon-cleaning) first.$en$,
 now() - interval '40 days', now() - interval '40 days'),

('info', 'tutor-rates-hong-kong', 'lessons', '{english-tutor,math-tutor,chinese-tutor}',
 '補習老師收費參考：小學、初中、DSE 每小時幾錢？',
 'Private Tutor Rates in Hong Kong: Primary, Secondary and DSE',
 '香港私人補習一般時薪、影響收費嘅因素，同埋揀補習老師時要問嘅問題。',
 'Typical hourly rates for private tutors in Hong Kong, what affects them, and what to ask before you choose.',
$zh$私人補習喺香港好普遍，但收費差距可以好大：大學生導師同有多年經驗嘅全職導師，時薪可以差幾倍。以下係上門一對一補習嘅一般時薪，供參考。

## 一般時薪

- 小學：約 HK$150 至 HK$300
- 初中：約 HK$200 至 HK$350
- 高中及 DSE：約 HK$250 至 HK$500，考試前衝刺班或者有教學經驗嘅導師會更高
- 網上補習通常比上門平一至兩成

## 影響收費嘅因素

導師學歷同教學經驗、科目難度、上門交通時間，都會影響收費。擁有教育文憑或者有學校教學經驗嘅導師一般收費較高。每星期固定堂數嘅長期補習，可以同導師傾優惠。

## 揀導師要問嘅問題

- 有冇教過同一年級、同一課程（本地、國際學校）嘅學生？
- 每堂點樣安排？會唔會俾功課同定期評估？
- 取消或者改期嘅安排係點？
- 可唔可以先上一堂試堂？

## 睇清楚評價

家長評價最能反映導師係咪準時、有耐性、教得清楚。喺師傅 Sifu 可以比較[英文補習](/category/english-tutor)、[數學補習](/category/math-tutor)同[中文補習](/category/chinese-tutor)導師嘅評分同收費，免費收取幾個報價再決定。$zh$,
$en$Private tutoring is everywhere in Hong Kong, but rates vary widely: an undergraduate and a full-time tutor with years of experience can differ several times over. These are typical hourly rates for one-to-one home tutoring.

## Typical hourly rates

- Primary: about HK$150 to HK$300
- Junior secondary: about HK$200 to HK$350
- Senior secondary and DSE: about HK$250 to HK$500; exam crash courses and experienced teachers charge more
- Online lessons are usually 10 to 20 percent cheaper than home visits

## What affects the rate

The tutor's qualifications and teaching experience, the subject, and travel time all matter. Tutors with a teaching diploma or school teaching experience usually charge more. For a regular weekly schedule over months, it is reasonable to ask for a better rate.

## Questions to ask a tutor

- Have you taught students in the same year and curriculum (local or international)?
- How is each lesson planned? Will you set homework and check progress regularly?
- What happens if a lesson is cancelled or moved?
- Can we start with a trial lesson?

## Read the reviews

Parents' reviews show best whether a tutor is punctual, patient and clear. On Sifu you can compare ratings and rates for [English tutors](/category/english-tutor), [maths tutors](/category/math-tutor) and [Chinese tutors](/category/chinese-tutor), and get several free quotes before deciding.$en$,
 now() - interval '33 days', now() - interval '33 days'),

('blog', 'questions-before-hiring-renovation-contractor', 'home-repair', '{renovation,interior-design}',
 '搵裝修師傅之前，一定要問嘅 8 條問題',
 '8 Questions to Ask Before You Hire a Renovation Contractor',
 '裝修動輒幾萬至幾十萬，簽約前問清楚呢幾條問題，可以避免超支同爛尾。',
 'Renovations cost tens or hundreds of thousands of dollars. Ask these questions before you sign to avoid overruns and unfinished work.',
$zh$裝修係大額開支，一旦揀錯人，超支、延誤甚至爛尾都唔出奇。見師傅或者裝修公司嘅時候，可以用以下問題做清單。

## 1. 報價包括邊啲項目？

要求逐項列明：拆卸、水電、泥水、木工、油漆、清潔同垃圾清運。「全包」兩個字唔夠，冇寫低嘅項目之後好容易變成額外收費。

## 2. 物料用咩牌子同型號？

瓷磚、油漆、潔具嘅價錢差好遠。報價應該寫明牌子、型號或者等級，避免開工後被換成平價貨。

## 3. 工期幾耐？延誤點算？

問清楚開工同完工日期，以及延誤嘅處理方法。有經驗嘅師傅會預留時間俾大廈管理處批核同送貨。

## 4. 付款點樣分期？

一般會按進度分期付款，例如訂金、中期、完工驗收。避免一開始就俾大部分款項。

## 5. 有冇相關牌照？

涉及結構、窗戶或者僭建物嘅工程，可能屬於屋宇署小型工程監管制度；電力工程要由註冊電業工程人員進行。

## 6. 有冇購買保險？

問清楚有冇勞工保險同第三者保險，萬一工人受傷或者整爛鄰居嘢，都有保障。

## 7. 完工後保養幾耐？

一般水電同防水工程會有保養期，要寫入合約。

## 8. 可唔可以睇舊作品同評價？

睇真實客戶評價同完工相，比起任何推銷都可靠。喺師傅 Sifu 可以睇[裝修師傅](/category/renovation)同[室內設計師](/category/interior-design)嘅評分、聘請次數同評價，再免費收取報價比較。$zh$,
$en$A renovation is a big spend, and the wrong contractor can mean overruns, delays or even an unfinished job. Use these questions as a checklist when you meet contractors.

## 1. What exactly does the quote include?

Ask for every item to be listed: demolition, plumbing and electrics, masonry, carpentry, painting, cleaning and debris removal. "All-inclusive" is not enough; anything not written down can become an extra later.

## 2. Which brands and models of materials?

Tiles, paint and sanitary ware vary hugely in price. The quote should name brands, models or grades, so nothing is swapped for cheaper goods once work starts.

## 3. How long will it take, and what if it runs late?

Agree start and finish dates and what happens if they slip. Experienced contractors allow time for building management approval and deliveries.

## 4. How are payments staged?

Payments are usually made by progress: deposit, mid-point and final inspection. Avoid paying most of the money up front.

## 5. Do you hold the right licences?

Work on structure, windows or unauthorised building works may fall under the Buildings Department's minor works control system, and electrical work must be done by a registered electrical worker.

## 6. Are you insured?

Ask about employees' compensation and third-party insurance, in case a worker is hurt or a neighbour's property is damaged.

## 7. What warranty do you give?

Plumbing, electrical and waterproofing work usually carries a warranty period. Put it in the contract.

## 8. Can I see past work and reviews?

Genuine customer reviews and photos of finished jobs beat any sales pitch. On Sifu you can check ratings, hire counts and reviews of [renovation contractors](/category/renovation) and [interior designers](/category/interior-design), then compare free quotes.$en$,
 now() - interval '25 days', now() - interval '25 days'),

('blog', 'how-to-compare-quotes', NULL, '{handyman,renovation,moving}',
 '收到幾個報價，點樣比較先唔會中伏？',
 'Got Several Quotes? How to Compare Them Properly',
 '最平唔一定最抵。比較報價時要睇收費方式、包括項目、評價同回覆速度。',
 'The cheapest is not always the best value. Compare how each quote is priced, what it includes, reviews and responsiveness.',
$zh$喺師傅 Sifu 發佈需要之後，通常幾個鐘內就會收到幾位師傅嘅報價。價錢有高有低，點揀先最穩陣？

## 先睇收費方式

報價分三種：全包價（按單計）、時薪，同埋要上門視察先報價。時薪報價睇落平，但要問清楚預計要幾多個鐘；上門視察嘅師傅唔係唔清楚，而係工程要睇現場先報到準。

## 對比包括嘅項目

將報價放埋一齊，逐項對比：物料、交通、清理、保養期。有啲報價平，係因為冇包物料或者清理垃圾。

## 睇評價，唔只睇星數

4.8 星加 50 個評價，通常比 5.0 星得 2 個評價更可靠。留意評價入面有冇提到準時、收費同報價一唔一樣。

## 回覆速度同溝通

報價前後回覆快、解答清楚嘅師傅，開工後通常都易溝通。可以喺對話入面問多幾條問題，睇下對方點答。

## 太平要小心

如果一個報價遠低於其他人，可能係漏咗項目，或者打算開工後再加錢。可以參考我哋嘅[價錢參考](/price)，睇下一般收費範圍。

揀好之後，記得完工後留評價，幫下一位客戶揀師傅。需要[家居維修](/category/handyman)、[裝修](/category/renovation)或者[搬屋](/category/moving)？免費發佈需要就得。$zh$,
$en$After you post a job on Sifu, quotes from several pros usually arrive within hours. Some are higher, some lower. How do you pick safely?

## Look at how each quote is priced

There are three kinds: a flat rate for the job, an hourly rate, or an on-site visit before pricing. An hourly quote can look cheap, so ask how many hours they expect. A pro who wants to visit first is not being vague; some jobs can only be priced accurately on site.

## Compare what is included

Put the quotes side by side and compare item by item: materials, travel, clean-up and warranty. A low quote sometimes leaves out materials or debris removal.

## Read reviews, not just stars

4.8 stars from 50 reviews is usually more reliable than 5.0 from two. Look for mentions of punctuality and whether the final price matched the quote.

## Responsiveness and communication

Pros who reply quickly and clearly before the job are usually easy to work with during it. Ask a few more questions in the chat and see how they answer.

## Be careful with prices that are too low

If one quote is far below the rest, something may be missing, or the price may rise once work starts. Our [price guides](/price) show typical ranges.

When the job is done, leave a review to help the next customer. Need a [handyman](/category/handyman), a [renovation](/category/renovation) or [movers](/category/moving)? Posting your job is free.$en$,
 now() - interval '16 days', now() - interval '16 days'),

('blog', 'which-jobs-need-licensed-pro-hong-kong', 'home-repair', '{electrician,plumbing,aircon-installation,window-repair}',
 '邊啲家居工程一定要搵持牌師傅？',
 'Which Home Jobs Need a Licensed Pro in Hong Kong?',
 '電力、食水喉管、窗戶同部分小型工程受法例規管，搵錯人可能有安全同法律風險。',
 'Electrical work, fresh water pipes, windows and some minor works are regulated. Hiring the wrong person carries safety and legal risks.',
$zh$好多家居小修理自己或者搵雜工都搞得掂，但有幾類工程受香港法例規管，一定要搵有相關資格嘅師傅。

## 電力工程

固定電力裝置工程，例如加插蘇、換掣、拉新電線，要由機電工程署註冊電業工程人員（REW）進行。完工後可以要求師傅提供工程完成證明書。搵[電工](/category/electrician)時可以問對方嘅註冊編號。

## 食水喉管

涉及食水供應系統嘅工程，應該由水務署持牌水喉匠負責或監督。單純換水龍頭或者通渠未必涉及，但改喉、駁喉就要留意。詳情可以睇我哋嘅[水喉維修收費指南](/info/plumbing-cost-guide-hong-kong)，或者直接搵[水喉師傅](/category/plumbing)。

## 窗戶同外牆工程

更換窗戶、安裝冷氣機支架等工程，部分屬於屋宇署小型工程監管制度，需要由註冊小型工程承建商進行並作出呈報。搵[鋁窗工程](/category/window-repair)或者[冷氣安裝](/category/aircon-installation)師傅時，問清楚是否需要呈報，以及由邊個負責。

## 點樣核實

- 要求師傅出示註冊證或者牌照號碼
- 喺相關政府部門網站查冊
- 喺師傅 Sifu，持牌師傅嘅檔案會列出牌照及證書，並可能顯示「已驗證」標誌

搵啱人做，唔單止安全，將來賣樓或者保險索償都少啲麻煩。$zh$,
$en$Plenty of small home repairs can be done yourself or by a handyman, but a few kinds of work are regulated in Hong Kong and must be done by someone qualified.

## Electrical work

Fixed electrical installation work, such as adding sockets, replacing switches or running new wiring, must be done by a registered electrical worker (REW) under the Electrical and Mechanical Services Department. Ask for a work completion certificate when the job is done, and ask an [electrician](/category/electrician) for their registration number.

## Fresh water pipes

Work on the fresh water supply system should be carried out or supervised by a licensed plumber under the Water Supplies Department. Replacing a tap or clearing a drain may not involve this, but rerouting or connecting pipes does. Our [plumbing cost guide](/info/plumbing-cost-guide-hong-kong) has more, or go straight to [plumbers](/category/plumbing).

## Windows and external walls

Replacing windows or installing aircon brackets can fall under the Buildings Department's minor works control system, which requires a registered minor works contractor and a submission. When you hire for [window repair](/category/window-repair) or [aircon installation](/category/aircon-installation), ask whether a submission is needed and who makes it.

## How to check

- Ask to see the registration card or licence number
- Search the register on the relevant government department's website
- On Sifu, licensed pros list their licences and certificates on their profile and may show a Verified badge

Hiring the right person is safer, and saves trouble later when you sell the flat or make an insurance claim.$en$,
 now() - interval '8 days', now() - interval '8 days'),

('feature', 'year-end-cleaning', 'cleaning', '{deep-cleaning,aircon-cleaning,sofa-cleaning,pest-control,home-cleaning}',
 '年尾大掃除：新年前要預約嘅清潔服務',
 'Year-End Clean-Up: Book These Before Chinese New Year',
 '農曆新年前係清潔師傅最忙嘅時候，深層清潔、冷氣清洗、梳化清洗同滅蟲，早啲預約。',
 'The weeks before Chinese New Year are cleaners'' busiest. Book deep cleaning, aircon and sofa cleaning and pest control early.',
$zh$香港人習慣喺農曆新年前大掃除，「洗邋遢」迎新歲。臨近年廿八，清潔師傅檔期好快爆滿，價錢亦會上升，建議提早兩至三星期預約。

## 由大到細安排

先處理要專人做嘅項目：深層清潔、冷氣機同梳化清洗，之後先做日常執拾。如果發現曱甴或者木蝨，滅蟲最好喺大掃除之前做。

## 預約貼士

- 一次過約齊幾項服務，問師傅有冇套餐優惠
- 講清楚單位面積、冷氣機部數同梳化尺寸，報價會更準
- 避開年廿八前最後幾日，可以慳返加急費$zh$,
$en$Many Hong Kong families clean the whole home before Chinese New Year to sweep out the old year. As the holiday approaches, cleaners get fully booked and prices rise, so book two to three weeks ahead.

## Big jobs first

Start with the jobs that need a specialist: deep cleaning, aircon and sofa cleaning. Do the everyday tidying afterwards. If you have seen cockroaches or bed bugs, schedule pest control before the big clean.

## Booking tips

- Book several services together and ask about a package price
- Give the flat size, the number of aircon units and the sofa size so quotes are accurate
- Avoid the last few days before the holiday to skip rush fees$en$,
 now() - interval '20 days', now() - interval '20 days'),

('feature', 'moving-home', 'moving', '{moving,move-in-cleaning,furniture-disposal,curtain-installation,handyman,locksmith}',
 '搬屋入伙一條龍：由執屋到換鎖',
 'Moving Home, Start to Finish: From Packing to New Locks',
 '搬屋唔止叫架車：棄置舊傢俬、入伙清潔、裝窗簾、執修同換鎖，一次過安排。',
 'Moving is more than booking a truck: furniture disposal, a move-in clean, curtains, small repairs and new locks, all in one plan.',
$zh$搬屋前後有好多細節，一次過安排好，入伙第一晚就可以安心瞓。

## 建議次序

- 搬屋前兩星期：預約搬屋公司，同時安排棄置唔要嘅傢俬
- 搬屋前幾日：新屋做入伙清潔，度好窗簾尺寸
- 搬屋當日：搬運同拆裝大型傢俬
- 入伙後：換鎖、裝窗簾同處理小執修

## 換鎖好重要

新屋之前嘅住客、業主同裝修工人都可能有鎖匙。入伙後第一時間換鎖芯，成本唔高但好安心。$zh$,
$en$Moving involves many small jobs. Plan them together and you can sleep soundly on your first night.

## A sensible order

- Two weeks before: book movers and arrange disposal of furniture you won't take
- A few days before: a move-in clean at the new flat, and measure for curtains
- Moving day: moving and reassembling large furniture
- After moving in: new locks, curtains and small repairs

## Change the locks

Previous tenants, the landlord and renovation workers may all have keys. Replacing the lock cylinder right after you move in costs little and brings peace of mind.$en$,
 now() - interval '14 days', now() - interval '14 days'),

('feature', 'back-to-school', 'lessons', '{english-tutor,math-tutor,chinese-tutor,mandarin-lessons,piano-lessons,swimming-coach}',
 '開學準備：補習同興趣班',
 'Back to School: Tutors and Activities',
 '新學年開始前搵好補習老師同興趣班導師，讓小朋友有好開始。',
 'Find tutors and activity teachers before the new school year so children start well.',
$zh$新學年開始，好多家長會為小朋友安排補習同興趣班。好嘅導師檔期好快滿，暑假尾係最好嘅預約時間。

## 揀導師三個重點

- 先講清楚目標：追進度、考試衝刺，定培養興趣？
- 安排試堂，睇下小朋友同導師夾唔夾
- 睇其他家長評價，留意準時同溝通

## 課外活動

鋼琴、游泳同普通話都係熱門選擇。游泳教練最好持有認可教練證書同拯溺資格。$zh$,
$en$As the school year starts, many parents arrange tutoring and activities. Good teachers fill their schedules quickly, so the end of the summer holidays is the best time to book.

## Three things to check in a tutor

- Be clear about the goal: catching up, exam preparation or building interest?
- Book a trial lesson to see whether your child and the tutor get on
- Read other parents' reviews, especially about punctuality and communication

## Activities

Piano, swimming and Mandarin are popular choices. A swimming coach should hold a recognised coaching certificate and a lifesaving award.$en$,
 now() - interval '70 days', now() - interval '70 days');
