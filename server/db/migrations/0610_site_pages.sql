-- SPEC §2 "external content pages" on Sifu's own domain (ADR 0023): CMS pages of kind 'site' (help centre, customer
-- centre, trust and safety, pro centre and its topics, about, partnerships, press, careers) and the terms of service
-- (kind 'legal', beside the privacy policy of 0410). {{figure}} tokens are filled from the code's constants and the
-- database by server/modules/site/site-facts.ts, so the prose never states a fee or a rule of its own.

ALTER TABLE content_pages DROP CONSTRAINT content_pages_kind_check;
ALTER TABLE content_pages ADD CONSTRAINT content_pages_kind_check CHECK (kind IN ('info', 'blog', 'feature', 'legal', 'site'));

INSERT INTO content_pages (kind, slug, title_zh, title_en, summary_zh, summary_en, body_zh, body_en) VALUES
('site', 'help-centre', '幫助中心：常見問題', 'Help centre: frequently asked questions',
 '用 Sifu 搵師傅、收報價、聘請同評價，以及師傅點數、收費同帳戶嘅常見問題。',
 'Answers to common questions about finding pros, quotes, hiring and reviews on Sifu, and about pros’ credit, fees and your account.',
$zh$以下係客戶同師傅最常問嘅問題。搵唔到答案？請用[聯絡表格](/contact)話我哋知，我哋會盡快回覆。

## Sifu 係點樣運作？
你揀一項服務，答幾條關於工作嘅問題，我哋就會邀請附近合適嘅師傅報價。你比較報價、師傅嘅評價同牌照，喺對話度問清楚，然後聘請你揀嘅師傅。完工後你可以寫評價，幫下一位客戶揀師傅。

## 用 Sifu 搵師傅要俾錢嗎？
唔使。客戶發佈需要、收報價、同師傅傾偈同聘請都係免費。工程費用由你同師傅按報價講好，直接俾師傅。Sifu 嘅收入來自師傅：佢哋每發出一個報價，就會從預付點數扣一次報價費。

## 點樣發佈需要？
喺[所有服務](/genre/all)揀一項服務，或者喺首頁搜尋，然後回答問卷：工作內容、地區、日期同時間，仲可以加相片。第一次發佈前，你要用短訊驗證碼確認手提電話號碼，等師傅可以聯絡你。

## 會有幾多位師傅報價？
每個需要會交俾最多 {{match_limit}} 位師傅（視乎服務類別）。我哋會揀服務你所在地區嘅師傅，評分、獲聘次數同回覆速度較好嘅排先，另外會留一個位俾新加入嘅師傅。實際收到幾多個報價，要睇師傅有冇空同有冇興趣。

## 可唔可以指定某位師傅報價？
可以。喺師傅嘅檔案頁按「搵呢位師傅報價」，你嘅需要就會先交俾佢。師傅有 {{narrow_match_hours}} 個鐘回覆；如果佢接唔到或者冇回覆，我哋會通知你，一按就可以搵其他師傅報價。

## 報價有邊幾種？
師傅可以報全包價（一口價）、按時計嘅價錢，或者表示要先上門睇過先可以報價。每個報價都會清楚顯示係邊一種，方便你比較。有問題可以直接喺嗰個報價嘅對話度問師傅。

## 點樣聘請師傅？
喺報價頁按「聘請呢位師傅」，揀好開工日期同時間就得。聘請之後，如果計劃有變，你可以取消聘請，需要會返回比較報價嘅狀態。你亦可以婉拒唔合適嘅報價。

## 可唔可以網上直接預約師傅？
部分師傅開咗網上預約。佢哋檔案頁會有「網上預約」按鈕，你可以揀未來 {{booking_days}} 日內、最少 {{booking_lead_hours}} 個鐘之後嘅時段。開工前 {{booking_cutoff_hours}} 個鐘之前，你可以取消或者改期。

## 點樣修改或者取消需要？
喺[我的需要](/dashboard/projects)打開嗰個需要，可以修改內容、關閉需要，或者複製一個新需要再發佈。如果需要係重複咗或者發錯，關閉時揀返啱嘅原因，已經報價嘅師傅會收返報價費。

## 點樣寫評價？
師傅將工作標示為完成之後，你就可以俾 1 至 5 粒星，寫低意見，揀標籤同加相片。師傅可以公開回覆。為咗公平，我哋唔會因為師傅要求而刪除真實嘅評價。

## 遇到問題點算？
需要、報價同師傅檔案都有「舉報」按鈕，可以報告詐騙、不當行為或者服務質素問題；我哋會保密跟進。你亦可以喺對話度封鎖某個用戶。其他問題請用[聯絡表格](/contact)。更多安全貼士請睇[安心保障](/trust-and-safety)。

## 做師傅要付咩費用？
登記、建立檔案同接收需要都係免費，冇月費，亦唔抽佣。你只係發出報價時，先從點數扣嗰個服務類別嘅報價費（現時每次 {{quote_fee_range}}），發出前會清楚顯示。新師傅會獲得 {{starter_credit}} 新手點數，{{starter_credit_days}} 日內有效。

## 點樣增值點數？
喺[購買點數](/dashboard/pricing)揀套餐或者自訂金額：

- {{pay_method_lines}}

現時嘅套餐：

- {{credit_packages}}

## 點數會唔會過期？
你買嘅點數唔會過期。新手點數、活動同優惠碼送嘅免費點數就有期限，而且會先於你買嘅點數使用。每一筆扣數同退還都列喺[點數紀錄](/dashboard/credit)。

## 報價費幾時會退還？
如果客戶 {{unread_refund_hours}} 個鐘內都冇打開你嘅報價，報價費會自動退還。客戶將需要關閉為重複或者無效，亦會即時退還。已經獲聘或者完成嘅報價就唔會退。用免費點數付嘅費用，會退返去原本嘅免費點數。

## 點解有啲需要嘅報價費平啲？
報價少嘅需要會自動減價，幫客戶搵到師傅，亦幫你用少啲點數接單：

- {{lead_discounts}}

已經發出嘅報價唔會因為之後減價而改變收費。

## 工作中心係乜？
[工作中心](/dashboard/job-center)列出仲有位嘅公開需要。你可以揀想做嘅需要加入報價，但每個需要嘅師傅人數唔會超過嗰個服務類別嘅上限。

## 點樣攞認證標章？
喺[認證](/dashboard/certification)上載商業登記或者相關牌照（例如水務署持牌水喉匠、機電工程署註冊電業工程人員），我哋嘅團隊審核通過之後，你嘅服務檔案就會顯示認證標章同審核日期。

## 忘記密碼點算？
喺登入頁按「忘記密碼」，我哋會電郵重設連結俾你。你亦可以用已確認嘅手提電話收驗證碼登入，或者要求一條電郵登入連結。

## 點樣下載或者刪除我嘅資料？
喺[私隱設定](/dashboard/privacy)可以下載你喺 Sifu 嘅所有個人資料，亦可以刪除帳戶。詳情請睇[私隱政策](/privacy)。

## 推薦朋友有咩獎勵？
每位用戶都有自己嘅推薦連結，喺[推薦朋友](/dashboard/referrals)搵到。朋友經連結登記之後，第一次以師傅身份購買點數，或者第一次以客戶身份聘請師傅，你就會獲得 {{referral_reward}} 免費點數，{{referral_days}} 日內有效。$zh$,
$en$These are the questions customers and pros ask most. Can't find your answer? Tell us through the [contact form](/contact) and we will get back to you.

## How does Sifu work?
Choose a service and answer a few questions about the job, and we invite suitable pros near you to quote. You compare the quotes, the pros' reviews and licences, ask questions in the chat, and hire the pro you choose. After the job you can leave a review that helps the next customer choose.

## Does it cost anything to find a pro on Sifu?
No. Posting a request, receiving quotes, chatting and hiring are free for customers. You pay the pro for the work directly, as agreed in the quote. Sifu is paid by pros: each time they send a quote, a quote fee comes out of their prepaid credit.

## How do I post a request?
Pick a service from [all services](/genre/all) or search from the home page, then answer the questionnaire: what the job is, the district, the date and time, with photos if you like. Before your first request you confirm your mobile number with an SMS code, so pros can reach you.

## How many pros will quote?
Each request goes to at most {{match_limit}} pros, depending on the service. We choose pros who serve your district, the best rated, most hired and quickest to reply first, and keep one place for a newly joined pro. How many quotes you receive depends on whether the pros are free and interested.

## Can I ask one particular pro to quote?
Yes. On the pro's profile, choose "Request a quote from this pro" and your request goes to them first. They have {{narrow_match_hours}} hours to answer; if they can't take it or don't answer, we tell you and you can ask other pros with one tap.

## What kinds of quote are there?
A pro can quote a flat rate for the whole job, an hourly rate, or say an on-site inspection is needed before they can give a price. Every quote shows which kind it is, so you can compare like with like. Ask the pro in that quote's chat if anything is unclear.

## How do I hire a pro?
On the quote, choose "Hire this pro" and pick the date and time. If plans change after hiring, you can undo the hire and the request goes back to comparing quotes. You can also decline quotes that don't suit you.

## Can I book a pro online?
Some pros take direct bookings. Their profile then shows a "Book online" button, and you can pick a time in the next {{booking_days}} days, at least {{booking_lead_hours}} hours ahead. You can cancel or reschedule until {{booking_cutoff_hours}} hours before the start.

## How do I change or cancel a request?
Open the request in [my requests](/dashboard/projects) to edit it, close it, or copy it into a new request. If the request was a duplicate or posted by mistake, choose that reason when you close it and pros who already quoted get their fee back.

## How do I leave a review?
Once the pro marks the work as completed, you can give 1 to 5 stars, write what you thought, pick tags and add photos. The pro can reply publicly. To keep things fair, we don't remove genuine reviews because a pro asks us to.

## What if something goes wrong?
Requests, quotes and pro profiles have a "Report" button for fraud, inappropriate behaviour or poor service; reports are confidential. You can also block a user in the chat. For anything else, use the [contact form](/contact). See [trust and safety](/trust-and-safety) for more advice.

## What does it cost to be a pro?
Signing up, building your profile and receiving requests are free: no monthly fee and no commission. You pay the category's quote fee from your credit only when you send a quote (currently {{quote_fee_range}} per quote), shown before you send. New pros get {{starter_credit}} of starter credit, valid for {{starter_credit_days}} days.

## How do I top up credit?
Choose a package or your own amount on [buy credit](/dashboard/pricing):

- {{pay_method_lines}}

The packages today:

- {{credit_packages}}

## Does credit expire?
Credit you buy does not expire. Free credit from the starter grant, events and coupons has an end date and is spent before the credit you bought. Every deduction and refund is listed in your [credit history](/dashboard/credit).

## When is a quote fee refunded?
If the customer hasn't opened your quote within {{unread_refund_hours}} hours, the fee comes back automatically. If the customer closes the request as a duplicate or invalid, it comes back at once. Quotes that were hired or completed are not refunded. A fee paid with free credit goes back to that free credit.

## Why do some requests cost less to quote?
Requests with few quotes get cheaper automatically, which helps the customer find a pro and lets you quote for less:

- {{lead_discounts}}

A quote you have already sent keeps the fee it was charged.

## What is the job center?
The [job center](/dashboard/job-center) lists open requests that still have room. You can opt in to quote the ones you want, but a request never gets more pros than its category allows.

## How do I get the Verified badge?
Upload your business registration or a relevant licence (for example a WSD licensed plumber card or an EMSD registered electrical worker card) under [verification](/dashboard/certification). Once our team approves it, your service profile shows the Verified badge and the approval date.

## I forgot my password. What now?
Choose "Forgot password" on the log-in page and we e-mail you a reset link. You can also log in with a code sent to your confirmed mobile number, or ask for a one-time log-in link by e-mail.

## How do I download or delete my data?
In [privacy settings](/dashboard/privacy) you can download all the personal data Sifu holds about you, or delete your account. See the [privacy policy](/privacy) for details.

## Is there a reward for referring friends?
Everyone has a personal referral link under [refer a friend](/dashboard/referrals). When a friend joins through it and then buys credit for the first time as a pro, or hires a pro for the first time as a customer, you get {{referral_reward}} of free credit, valid for {{referral_days}} days.$en$),

('site', 'customer-centre', '客戶中心：點樣喺 Sifu 搵師傅', 'Customer centre: hiring a pro on Sifu',
 '由寫好一個需要、比較報價、聘請師傅，到完工後評價，一步步教你喺 Sifu 搵到合適嘅師傅。',
 'From writing a clear request and comparing quotes to hiring and reviewing, a step-by-step guide to finding the right pro on Sifu.',
$zh$Sifu 上有 {{category_count}} 類服務同 {{active_pro_count}} 位已建立檔案嘅師傅。呢頁教你點樣由發佈需要一路去到完工，每一步都冇收費。

## 1. 寫一個清楚嘅需要
喺[所有服務](/genre/all)揀最貼近嘅服務，然後回答問卷。答得越清楚，報價就越準：

- 講清楚工作範圍，例如「廚房去水慢，已經用過通渠水」好過「要通渠」
- 加相片：漏水位、要裝嘅位置、要搬嘅大件傢俬（每張相片要細過 {{max_upload_mb}} MB）
- 寫低大廈類型、樓層同有冇電梯，搬屋同裝修尤其重要
- 揀一個實際嘅日期同時段；如果時間有彈性，都可以寫低

發佈前會用短訊確認你嘅手提電話，之後我哋會將需要交俾最多 {{match_limit}} 位附近合適嘅師傅。

## 2. 比較報價
每個報價都會顯示係全包價、按時計，定係要上門睇過先報價。唔好淨係睇價錢，亦要睇：

- 師傅嘅評分同評價數目，評價入面客戶講咗啲乜
- 獲聘次數同回覆時間
- 認證標章同牌照：涉及電力、煤氣、食水喉管或者小型工程嘅工作，法例要求由註冊或持牌人士進行
- 報價包唔包材料、上門費、清理同保養

有唔清楚就喺嗰個報價嘅對話度問。想知道一般收費，可以睇[價錢指南](/price)同[收費攻略](/info/all)。

## 3. 聘請
揀好師傅，就喺報價頁按「聘請呢位師傅」，揀開工日期同時間。開工前用文字確認好價錢、工作範圍、時間同付款方式。工程費用係你同師傅之間直接結算，Sifu 唔會向你收費。

## 4. 完工同評價
師傅將工作標示為完成之後，你可以寫評價：星級、意見、標籤同相片。真實嘅評價幫到下一位客戶，亦幫好師傅俾人搵到。

## 想搵某一位師傅？
如果你已經有心水師傅，喺佢嘅檔案頁按「搵呢位師傅報價」，需要就會先交俾佢。部分師傅亦接受網上預約，可以直接揀時段。

## 需要幫手？
睇[幫助中心](/help)嘅常見問題，或者[安心保障](/trust-and-safety)嘅安全貼士。仍然有問題，請用[聯絡表格](/contact)搵我哋。$zh$,
$en$Sifu has {{category_count}} services and {{active_pro_count}} pros with a profile. This page walks you from posting a request to a finished job; none of it costs you anything.

## 1. Write a clear request
Pick the closest service from [all services](/genre/all) and answer the questionnaire. The clearer your answers, the more accurate the quotes:

- Describe the job: "the kitchen drain is slow and drain cleaner hasn't helped" beats "unblock drain"
- Add photos of the leak, the wall for the new fitting or the big furniture to move (each under {{max_upload_mb}} MB)
- Mention the building type, the floor and whether there is a lift, especially for moving and renovation
- Choose a realistic date and time slot, and say if you are flexible

Before posting you confirm your mobile number by SMS; then we send the request to at most {{match_limit}} suitable pros near you.

## 2. Compare quotes
Each quote shows whether it is a flat rate, an hourly rate or needs an on-site inspection first. Look beyond the price:

- The pro's rating, how many reviews it comes from and what customers wrote
- How often they have been hired and how quickly they reply
- The Verified badge and licences: in Hong Kong, electrical, gas, fresh-water plumbing and minor building works must by law be done by registered or licensed people
- Whether the quote includes materials, the call-out, clearing up and a warranty

Ask in the quote's chat if anything is unclear. For typical prices, see the [price guides](/price) and [cost guides](/info/all).

## 3. Hire
When you have chosen, select "Hire this pro" on the quote and pick the date and time. Before the work starts, confirm the price, scope, timing and how you will pay in writing. You pay the pro directly; Sifu charges you nothing.

## 4. Finish and review
Once the pro marks the work as completed, you can leave a review with stars, comments, tags and photos. Honest reviews help the next customer and help good pros get found.

## Want a particular pro?
If you already have someone in mind, choose "Request a quote from this pro" on their profile and your request goes to them first. Some pros also take online bookings, so you can pick a time directly.

## Need help?
See the [help centre](/help) for common questions or [trust and safety](/trust-and-safety) for advice on staying safe. Still stuck? [Contact us](/contact).$en$),

('site', 'trust-and-safety', '安心保障：Sifu 點樣保障你', 'Trust and safety on Sifu',
 'Sifu 點樣審核師傅牌照、處理評價同舉報、保護你嘅資料，同埋請師傅前後你可以點樣保障自己。',
 'How Sifu checks pros’ licences, handles reviews and reports and protects your data, and what you can do to stay safe before and after hiring.',
$zh$Sifu 係一個連接客戶同獨立師傅嘅平台。我哋唔會代你揀師傅，但會盡量俾你足夠資料去揀，亦會處理違規行為。以下係我哋做嘅嘢，同埋你可以做嘅嘢。

## 我哋審核牌照同證明文件
師傅可以上載商業登記同個人牌照，例如水務署持牌水喉匠、機電工程署註冊電業工程人員或註冊氣體裝置技工、屋宇署小型工程相關註冊，以及急救證書。我哋嘅團隊會逐份審核，並記錄每個決定同原因。審核通過嘅證書會以標章連審核日期顯示喺師傅檔案；有通過審核證書嘅服務會顯示認證標章。師傅撤回證書，標章會即時消失。

## 評價來自真實客戶
評價只可以由兩種客戶留低：喺 Sifu 聘請咗師傅、而師傅已標示完工嘅客戶；或者收到師傅本人評價連結嘅客戶（每部裝置每個服務只可以評一次）。我哋唔會因為師傅要求而刪除真實評價，師傅可以公開回覆。

## 舉報同封鎖
需要、報價同師傅檔案都可以舉報，例如詐騙、假冒身份、騷擾、冇出現或者臨時加價。舉報會保密處理。對話入面你亦可以封鎖任何用戶，佢就唔可以再傳訊息俾你。

## 帳戶安全
每次登入都會建立新嘅連線，閒置一段時間嘅連線會自動登出；你可以喺設定睇到所有登入裝置，並登出其他裝置。系統會檢查可疑嘅大量登記同登入。手提電話會用短訊驗證碼確認。

## 你嘅個人資料
我哋按《個人資料（私隱）條例》處理你嘅資料。你可以隨時下載或者刪除你嘅資料，詳情請睇[私隱政策](/privacy)。

## 請師傅前

- 睇清楚評分、評價數目同評價內容，唔好淨係睇價錢
- 涉及電力、煤氣、食水喉管或者小型工程嘅工作，要求師傅出示相關註冊或牌照
- 用文字確認工作範圍、價錢（包唔包材料同上門費）、時間同保養
- 對話盡量喺 Sifu 進行，咁就有紀錄

## 付款
Sifu 唔會向客戶收取任何費用，工程費用係你直接俾師傅。開工前避免俾大額按金；如果要俾訂金，要有收據或者書面紀錄，並講清楚點樣退還。有人要求你喺 Sifu 俾錢，或者用其他理由要你預先過數，請先舉報或[聯絡我哋](/contact)。

## 完工後
檢查清楚先俾尾數，保留收據同保養條款。有問題先同師傅講；解決唔到可以舉報，亦可以喺評價如實講低經過。$zh$,
$en$Sifu connects customers with independent pros. We don't choose a pro for you, but we work to give you enough information to choose well, and we act on misconduct. Here is what we do, and what you can do.

## We check licences and documents
Pros can upload their business registration and personal licences, such as a WSD licensed plumber card, an EMSD registered electrical worker or registered gas installer card, Buildings Department minor works registration, or a first-aid certificate. Our team reviews each one and records every decision with its reason. Approved certificates show on the pro's profile as badges with the approval date, and a service with an approved certificate shows the Verified badge. If a pro withdraws a certificate, its badge disappears at once.

## Reviews come from real customers
Only two kinds of customer can leave a review: one who hired the pro on Sifu, after the pro marked the job completed; or one who received the pro's own review link (one review per device and service). We don't remove genuine reviews because a pro asks us to; pros can reply publicly.

## Reporting and blocking
Requests, quotes and pro profiles can be reported, for example for fraud, pretending to be someone else, harassment, not turning up or raising the price at the last minute. Reports are handled confidentially. In any chat you can also block a user so they can no longer message you.

## Account security
Every sign-in starts a new session, and sessions left unused for a while end on their own; in settings you can see every signed-in device and sign out the others. We check for suspicious bursts of sign-ups and log-ins. Mobile numbers are confirmed with an SMS code.

## Your personal data
We handle your data under Hong Kong's Personal Data (Privacy) Ordinance. You can download or delete your data at any time; see the [privacy policy](/privacy).

## Before you hire

- Look at the rating, how many reviews it comes from and what they say, not only the price
- For electrical, gas, fresh-water plumbing or minor building works, ask to see the pro's registration or licence
- Confirm the scope, the price (including materials and call-out), the timing and any warranty in writing
- Keep your conversation in Sifu's chat, so there is a record

## Paying
Sifu charges customers nothing; you pay the pro directly for the work. Avoid paying a large sum before the work starts; if a deposit is needed, get a receipt or written record and agree how it is refunded. If anyone asks you to pay Sifu, or pushes you to transfer money in advance for some other reason, report it or [contact us](/contact) first.

## After the job
Check the work before the final payment and keep the receipt and warranty terms. Raise problems with the pro first; if that doesn't resolve it, you can report it and describe what happened in your review.$en$),

('site', 'pro-centre', '師傅中心：喺 Sifu 接單指南', 'Pro centre: winning work on Sifu',
 '需要點樣配對俾你、報價費同點數點計、幾時退費同減價，同埋開始接單前要準備嘅嘢。',
 'How requests reach you, how quote fees and credit work, when fees are refunded or discounted, and what to set up before you start quoting.',
$zh$呢度集合咗喺 Sifu 做師傅要知嘅規則同工具。所有數字都係系統現行設定。

## 開始前要準備

- 完成[服務檔案](/dashboard/services)：服務類別、服務地區、營業時間、簡介、過往作品相同常見問題
- 第一次報價前，用短訊確認手提電話，或者喺服務加一個聯絡電話，等客戶可以打俾你
- 上載商業登記或者牌照，審核通過後會顯示認證標章
- 為常做嘅工作儲存[報價範本](/dashboard/templates)

## 需要點樣去到你手
客戶發佈需要之後，我哋會交俾最多 {{match_limit}} 位師傅（視乎服務類別）。只有服務嗰個類別、而且覆蓋客戶地區嘅師傅先會配對到：上門服務睇你嘅服務地區，客戶上門睇你嘅所在地區，電話或網上服務就全港都得。暫停中嘅服務唔會配對。配對次序係評分、獲聘次數、回覆時間；另外每個需要會留一個位俾新師傅（{{new_pro_days}} 日內發佈服務、收到少過 {{new_pro_leads}} 個需要）。

除咗配對，仲有兩個來源：客戶喺你檔案頁直接搵你報價（你有 {{narrow_match_hours}} 個鐘決定接唔接），同埋喺[工作中心](/dashboard/job-center)自己揀仲有位嘅需要加入。

## 報價同報價費
每個報價可以係全包價、按時計，或者要上門睇過先報價。發出報價時，會從你嘅點數扣嗰個服務類別嘅報價費，現時每次 {{quote_fee_range}}，發出前一定會顯示。接收需要、睇需要內容同婉拒都唔收費。

## 點數同增值
新師傅會獲得 {{starter_credit}} 新手點數，{{starter_credit_days}} 日內有效。之後可以喺[購買點數](/dashboard/pricing)增值：

- {{pay_method_lines}}

套餐：

- {{credit_packages}}

你買嘅點數唔會過期；免費點數有期限，而且會先用。你可以設定自動增值（揀一個套餐、一張已儲存嘅信用卡同每月上限），點數唔夠報價時就會自動增值一次。每筆付款都可以申請收據。

## 幾時會退費

- 客戶 {{unread_refund_hours}} 個鐘內都冇打開你嘅報價：自動退還
- 客戶將需要關閉為重複或者無效：即時退還
- 新手套餐：用信用卡付款、{{starter_refund_days}} 日內、而且點數未用過，可以申請全數退款

已獲聘或者已完成嘅報價唔會退費。除咗新手套餐，購買咗嘅點數唔設退款。

## 報價少嘅需要會減價

- {{lead_discounts}}

減價唔會再調低返，已發出嘅報價亦唔受影響。工作中心可以篩選有折扣嘅需要。

## 預約同評價
喺服務設定開啟網上預約，客戶就可以直接預約你嘅空檔；預約時會收取嗰個類別嘅報價費。完成工作後記得將工作標示為完成，客戶先可以寫評價。你可以公開回覆每個評價。$zh$,
$en$Everything you need to know about the rules and tools for pros on Sifu. All figures are the system's current settings.

## Before you start

- Complete your [service profile](/dashboard/services): categories, service areas, business hours, description, photos of past work and FAQs
- Before your first quote, confirm your mobile number by SMS or add a contact phone to your service, so customers can call you
- Upload your business registration or licences; once approved they show as the Verified badge
- Save [quote templates](/dashboard/templates) for the jobs you do most

## How requests reach you
When a customer posts a request, it goes to at most {{match_limit}} pros, depending on the category. Only pros who offer that category and cover the customer's district are matched: your service areas if you travel to customers, your base district if customers come to you, anywhere in Hong Kong for phone or online services. Paused services are not matched. Pros are ranked by rating, hires and response time, and each request keeps one place for a new pro (a service published within {{new_pro_days}} days with fewer than {{new_pro_leads}} requests so far).

Requests also reach you two other ways: a customer asks you directly from your profile (you have {{narrow_match_hours}} hours to accept or decline), or you opt in to open requests that still have room in the [job center](/dashboard/job-center).

## Quotes and quote fees
A quote can be a flat rate, an hourly rate, or "on-site inspection needed". When you send a quote, the category's quote fee comes out of your credit: currently {{quote_fee_range}} per quote, always shown before you send. Receiving requests, reading them and declining them are free.

## Credit and top-ups
New pros get {{starter_credit}} of starter credit, valid for {{starter_credit_days}} days. After that, top up on [buy credit](/dashboard/pricing):

- {{pay_method_lines}}

Packages:

- {{credit_packages}}

Credit you buy does not expire; free credit has an end date and is spent first. You can turn on auto top-up (a package, a saved card and a monthly limit): when a quote is short of credit, your card is charged once. You can request a receipt for every payment.

## When fees are refunded

- The customer hasn't opened your quote within {{unread_refund_hours}} hours: refunded automatically
- The customer closes the request as a duplicate or invalid: refunded at once
- The starter package: refunded in full on request within {{starter_refund_days}} days if paid by card and none of its credit was spent

Quotes that were hired or completed are not refunded. Apart from the starter package, purchased credit is not refundable.

## Requests with few quotes cost less

- {{lead_discounts}}

A discount is never reduced again, and quotes already sent are not affected. The job center can filter discounted requests.

## Bookings and reviews
Turn on online booking in your service settings and customers can book your free times directly; the category's quote fee is charged when a booking is made. When a job is done, mark it as completed so the customer can review you. You can reply publicly to every review.$en$),

('site', 'pro-centre-auto-quote', '自動報價點樣用', 'Auto quote: quote while you work',
 '自動報價用你嘅範本回覆合適嘅需要，每星期預算同唔接嘅時段都由你決定，隨時可以全部停止。',
 'Auto quote answers matching requests with your template, within a weekly budget and outside the time slots you exclude. You can stop it at any time.',
$zh$開工嘅時候覆唔切訊息？自動報價可以喺你指定嘅規則之內，即時幫你回覆新需要。喺[自動報價](/dashboard/auto-quote)設定。

## 點樣運作
你逐個服務類別開啟自動報價，揀一個報價範本（或者填一個全包價同說明），再寫低會隨報價傳俾客戶嘅訊息。之後每當有需要配對到你嘅呢個類別，系統就會用你嘅設定發出報價，並扣除正常嘅報價費。每次自動報價都會通知你，並列喺最近紀錄。

## 每星期預算
你定一個每星期預算（以 {{auto_quote_budget_step}} 為一級，預設 {{auto_quote_budget_default}}），星期一零時（香港時間）重新計算。只有預算夠俾嗰次報價費，系統先會自動報價；預算用完嘅需要會留返俾你自己決定，我哋每星期會通知你一次。設定頁會按過去 4 個星期你可以配對到嘅需要，估計每星期大約要用幾多。

## 唔接嘅時段
你可以揀唔接工作嘅時段，例如清晨或者夜晚。如果客戶揀嘅所有時段你都唔接，就唔會自動報價；冇揀時段嘅需要照樣會報。

## 隨時停止
「全部停止」一按就暫停所有自動報價。某一個需要想自己處理，可以喺需要頁改為手動報價；改為手動唔收任何費用。

## 小貼士

- 範本寫清楚包乜唔包乜，同埋幾時可以開工
- 自動訊息用返你平時嘅語氣，講低客戶可以點樣聯絡你
- 開始時用細啲嘅預算，睇下效果再調整$zh$,
$en$Too busy on a job to reply? Auto quote answers new requests straight away, within rules you set. Set it up under [auto quote](/dashboard/auto-quote).

## How it works
Turn auto quote on per service category, choose a quote template (or enter a flat rate and a note), and write the message that goes to the customer with the quote. Whenever a request in that category is matched to you, a quote is sent with your settings and the normal quote fee is charged. You are notified of every auto quote, and the recent runs are listed.

## Weekly budget
You set a weekly budget (in steps of {{auto_quote_budget_step}}, {{auto_quote_budget_default}} by default) that starts again every Monday at midnight, Hong Kong time. A quote is sent automatically only if the budget still covers its fee; requests beyond the budget are left for you to decide, and we tell you once a week. The settings page estimates your weekly spend from the requests you could have matched over the last 4 weeks.

## Time slots you don't take
You can exclude time slots you don't work, such as early mornings or evenings. If every slot the customer chose is excluded, no auto quote is sent; requests without a time slot are still quoted.

## Stop at any time
"Stop all" pauses every auto quote with one tap. To handle one request yourself, switch it to a manual quote on the request page; switching costs nothing.

## Tips

- Make the template clear about what is and isn't included, and when you can start
- Write the auto message in your usual voice and say how the customer can reach you
- Start with a small budget, see how it goes, then adjust$en$),

('site', 'pro-centre-badges-and-ranking', '師傅標章同排名', 'Pro badges and ranking on Sifu',
 '認證標章、證書、評分、獲聘次數同回覆時間代表乜嘢，以及師傅列表同需要配對點樣排先後。',
 'What the Verified badge, certificates, ratings, hires and response time mean, and how pro lists and request matching put pros in order.',
$zh$Sifu 冇付費升級，亦冇付費排名。客戶睇到嘅標章同排名，全部由你嘅資料同表現決定。

## 認證標章同證書
上載商業登記或者牌照，我哋嘅團隊審核通過後，證書會以標章連審核日期顯示喺你嘅服務檔案；有通過審核證書嘅服務會顯示「認證」標章。證書要上載到相關嘅服務，撤回之後標章會即時消失。

## 評分同評價
評分係客戶評價嘅平均星級，旁邊會顯示評價數目。評價來自喺 Sifu 聘請你、而你已標示完工嘅客戶，或者你用自己評價連結邀請嘅客戶。

## 獲聘次數同回覆時間
獲聘次數係客戶喺 Sifu 聘請你嘅次數。回覆時間顯示你通常幾快回覆新需要，回覆得快嘅師傅客戶會較放心。

## 列表點樣排

- 服務、地區同師傅列表：按獲聘次數排先，然後係評分同評價數目
- [精選師傅](/featured-pros)：按評分排先，只包括評分 {{featured_min_rating}} 或以上、最少 {{featured_min_reviews}} 個評價嘅師傅
- 需要配對：評分、獲聘次數、回覆時間；每個需要另外留一個位俾新師傅（{{new_pro_days}} 日內發佈、收到少過 {{new_pro_leads}} 個需要）

## 點樣提升
完整嘅檔案、通過審核嘅牌照、快速回覆同清楚嘅報價，會帶嚟更多聘請同好評，排名自然會升。詳情睇[接單秘笈](/pro-center/tips)。$zh$,
$en$Sifu has no paid upgrades and no paid ranking. Every badge and position customers see comes from your own details and track record.

## The Verified badge and certificates
Upload your business registration or licences; once our team approves them, they show on your service profile as badges with the approval date, and a service with an approved certificate shows the "Verified" badge. Certificates belong to a service, and a withdrawn certificate's badge disappears at once.

## Rating and reviews
Your rating is the average star score of your reviews, shown with the number of reviews. Reviews come from customers who hired you on Sifu after you marked the job completed, or from customers you invited with your own review link.

## Hires and response time
Hires count how often customers hired you on Sifu. Response time shows how quickly you usually answer new requests; customers feel safer with pros who reply quickly.

## How lists are ordered

- Service, district and pro lists: most hires first, then rating and number of reviews
- [Featured pros](/featured-pros): highest rating first, only pros rated {{featured_min_rating}} or higher from at least {{featured_min_reviews}} reviews
- Request matching: rating, hires and response time, with one place per request kept for a new pro (published within {{new_pro_days}} days, fewer than {{new_pro_leads}} requests so far)

## How to move up
A complete profile, approved licences, quick replies and clear quotes bring more hires and better reviews, and your position follows. See [tips for winning jobs](/pro-center/tips).$en$),

('site', 'pro-centre-top-pros', '點樣成為精選師傅', 'Top pros: how to be featured',
 '精選師傅名單只收評分 {{featured_min_rating}} 或以上、有最少 {{featured_min_reviews}} 個評價嘅師傅。睇下條件同點樣做到。',
 'The featured pros list only includes pros rated {{featured_min_rating}} or higher from at least {{featured_min_reviews}} reviews. See the criteria and how to get there.',
$zh$[精選師傅](/featured-pros)係 Sifu 上評價最好嘅師傅名單，按評分排先。冇得買，亦冇得申請：達到條件就會自動上榜。

## 條件

- 評分 {{featured_min_rating}} 或以上
- 最少 {{featured_min_reviews}} 個評價
- 服務檔案已發佈、公開而且冇封存

為咗名單有參考價值，要有最少 {{featured_min_count}} 位師傅符合條件，精選師傅頁先會顯示。

## 點樣做到

- 每單工作完成後即刻喺 Sifu 標示完工，客戶先可以寫評價
- 用你嘅評價連結，邀請喺 Sifu 以外幫襯過你嘅客戶寫評價
- 開工前講清楚價錢同範圍，避免完工時有爭拗
- 禮貌地公開回覆每個評價，包括唔滿意嘅

## 睇下其他高分師傅
[師傅故事](/pro-center/stories)列出各類服務評分最高嘅師傅同佢哋客戶嘅真實評價。$zh$,
$en$[Featured pros](/featured-pros) is the list of the best-reviewed pros on Sifu, highest rating first. It can't be bought or applied for: pros who meet the criteria appear automatically.

## The criteria

- A rating of {{featured_min_rating}} or higher
- At least {{featured_min_reviews}} reviews
- A published, public, active service profile

To make the list meaningful, the featured pros page appears once at least {{featured_min_count}} pros qualify.

## How to get there

- Mark each job completed on Sifu as soon as it is done, so the customer can review you
- Use your review link to invite customers you served outside Sifu to review you
- Agree the price and scope clearly before you start, to avoid disputes at the end
- Reply politely and publicly to every review, including the unhappy ones

## See other top-rated pros
[Pro stories](/pro-center/stories) lists the highest-rated pros in each kind of service with real reviews from their customers.$en$),

('site', 'pro-centre-stories', '師傅故事：高分師傅嘅真實評價', 'Pro stories: top-rated pros and their reviews',
 'Sifu 上各類服務評分最高嘅師傅，同埋佢哋客戶寫嘅真實評價。',
 'The highest-rated pros in each kind of service on Sifu, with real reviews their customers wrote.',
$zh$好師傅嘅故事，最好由佢哋嘅客戶講。以下名單由系統按評分同評價數目揀出，每類服務最高分嘅排先；每位師傅下面係一個客戶喺 Sifu 寫嘅真實評價，一字不改。

想知道點樣上呢個名單？睇[點樣成為精選師傅](/pro-center/top-pros)同[接單秘笈](/pro-center/tips)。$zh$,
$en$The best stories about good pros are told by their customers. The list below is picked by the system from ratings and review counts, the best in each kind of service first; under each pro is one real review a customer wrote on Sifu, unedited.

Want to be on this list? See [how to be featured](/pro-center/top-pros) and [tips for winning jobs](/pro-center/tips).$en$),

('site', 'pro-centre-tips', '接單秘笈：師傅實用貼士', 'Tips for winning jobs on Sifu',
 '由檔案、回覆速度、報價寫法到完工評價，幫你喺 Sifu 接多啲單嘅實用建議。',
 'Practical advice on your profile, reply speed, how to write quotes and getting reviews, to win more jobs on Sifu.',
$zh$客戶通常會收到幾個報價，再揀一個。以下係喺 Sifu 提高中標機會嘅做法。

## 檔案要完整

- 用真實嘅商號名稱同清楚嘅簡介：做邊類工作、做咗幾耐、服務邊啲地區
- 上載過往作品相，最好有完工前後對比（每張細過 {{max_upload_mb}} MB）
- 填好營業時間同常見問題，例如上門費、保養期、收費方式
- 上載商業登記同牌照，審核通過後會顯示認證標章

## 快啲回覆
客戶通常最先比較最早到嘅報價，回覆時間亦會顯示喺你嘅檔案。開啟新需要嘅短訊或者電郵通知，用[報價範本](/dashboard/templates)一分鐘內回覆；忙嘅時候可以考慮[自動報價](/pro-center/auto-quote)。

## 報價寫清楚

- 揀啱報價方式：工作範圍清楚就報全包價，時間難估就報時薪，真係要睇現場先揀上門報價
- 列明包括同唔包括嘅嘢：材料、上門費、清理、泊車
- 講清楚幾時可以開工、大約做幾耐、保養幾耐
- 需要更多資料就喺對話度問，唔好亂估

## 揀啱嘅需要
報價要俾報價費，揀你真係做得到、有時間做嘅需要。報價少嘅需要會自動減價，喺[工作中心](/dashboard/job-center)可以篩選。如果客戶 {{unread_refund_hours}} 個鐘都冇打開你嘅報價，費用會退返。

## 完工後
即刻標示完工，提醒客戶寫評價。禮貌回覆每一個評價。滿意嘅客戶會再搵你，亦會推薦朋友。

## 遵守法例
涉及電力、煤氣、食水喉管或者小型工程嘅工作，法例要求由註冊或持牌人士進行。請人幫手就要有僱員補償保險，詳情睇[僱員補償保險](/pro-center/employees-compensation)。$zh$,
$en$Customers usually receive several quotes and choose one. Here is how to improve your chances on Sifu.

## Complete your profile

- Use your real business name and a clear description: what you do, for how long and which districts you serve
- Upload photos of past work, ideally before and after (each under {{max_upload_mb}} MB)
- Fill in business hours and FAQs such as call-out fees, warranty and how you charge
- Upload your business registration and licences; once approved they show as the Verified badge

## Reply quickly
Customers often compare the earliest quotes first, and your response time shows on your profile. Turn on SMS or e-mail alerts for new requests and answer within a minute using [quote templates](/dashboard/templates); when you're busy, consider [auto quote](/pro-center/auto-quote).

## Write clear quotes

- Pick the right kind: a flat rate when the scope is clear, an hourly rate when time is hard to judge, an on-site inspection only when you really need to see it
- Say what is and isn't included: materials, call-out, clearing up, parking
- Say when you can start, roughly how long it takes and how long the warranty is
- If you need more information, ask in the chat rather than guess

## Choose the right requests
Each quote costs a fee, so quote the jobs you can really do and have time for. Requests with few quotes get cheaper automatically; filter them in the [job center](/dashboard/job-center). If the customer hasn't opened your quote within {{unread_refund_hours}} hours, the fee comes back.

## After the job
Mark the job completed straight away and remind the customer to leave a review. Reply politely to every review. Happy customers come back and recommend you to friends.

## Stay within the law
In Hong Kong, electrical, gas, fresh-water plumbing and minor building works must be done by registered or licensed people. If you hire helpers you need employees' compensation insurance; see [employees' compensation insurance](/pro-center/employees-compensation).$en$),

('site', 'pro-centre-employees-compensation', '僱員補償保險：師傅要知', 'Employees'' compensation insurance for pros',
 '請人幫手嘅師傅要知嘅《僱員補償條例》（第 282 章）基本要點：邊個要買保險、保額、工傷點樣呈報。',
 'The basics of Hong Kong''s Employees'' Compensation Ordinance (Cap. 282) for pros who hire help: who must insure, minimum cover and reporting work injuries.',
$zh$好多師傅會請助手、散工或者判工。香港法例第 282 章《僱員補償條例》規定僱主要為僱員購買僱員補償保險（俗稱「勞保」）。以下係基本要點，只供參考，唔係法律意見；實際情況請向勞工處、保險公司或者律師查詢。

## 邊個要買
只要你僱用任何僱員，無論全職、兼職、長工定散工，亦無論合約長短同工作時數，都要有有效保單，保障你喺條例同普通法之下對工傷嘅責任。冇投保屬刑事罪行，一經定罪最高可被罰款 10 萬港元同監禁 2 年。

## 最低保額

- 僱員 200 人或以下：每宗事故不少於 1 億港元
- 僱員超過 200 人：每宗事故不少於 2 億港元

保費唔可以喺僱員人工度扣。投保後要喺工作地點顯眼位置展示保險通知。

## 自僱師傅
條例保障嘅係僱員。如果你一個人做、冇請人，條例唔要求你為自己投保，但可以考慮買個人意外或者工傷保險。係咪「僱員」要睇實際工作關係，唔係淨係睇合約寫乜；如果你經常幫同一個判頭做嘢，要搞清楚自己嘅身份同保障。

## 判工同分判
喺建造工程中，總承建商對分判商僱員嘅工傷補償亦有法律責任。接判工或者分判之前，問清楚總承建商嘅保險點樣保障你同你嘅工人。

## 發生工傷點算

- 先處理傷者，需要時召救護車
- 盡快通知保險公司
- 向勞工處處長呈報：受傷一般要喺 14 日內，死亡個案要喺 7 日內，用指定表格
- 保留病假紙、醫療收據同事故紀錄

## 喺 Sifu 接單時
Sifu 係連接客戶同獨立師傅嘅平台，唔係你或者你工人嘅僱主。你聘用嘅人，保險同工傷責任由你負責。更多資料可以參考勞工處網站（labour.gov.hk）。$zh$,
$en$Many pros take on assistants, casual workers or sub-contracted labour. Hong Kong's Employees' Compensation Ordinance (Cap. 282) requires employers to insure their employees. These are the basics, for reference only and not legal advice; ask the Labour Department, an insurer or a lawyer about your own situation.

## Who must insure
If you employ anyone, full-time or part-time, permanent or casual, whatever the length of the contract or the hours, you need a valid policy covering your liability for work injuries under the Ordinance and at common law. Not insuring is a criminal offence, punishable on conviction by a fine of up to HK$100,000 and imprisonment for 2 years.

## Minimum cover

- 200 employees or fewer: at least HK$100 million per event
- More than 200 employees: at least HK$200 million per event

You may not deduct the premium from your employees' wages. Once insured, display the notice of insurance prominently at the workplace.

## Self-employed pros
The Ordinance protects employees. If you work alone with no employees, it does not require you to insure yourself, but personal accident or work injury cover is worth considering. Whether someone is an "employee" depends on the real working relationship, not only on what a contract says; if you regularly work for the same contractor, be clear about your status and your cover.

## Sub-contracting
On construction work, the principal contractor is also liable for compensating the employees of its sub-contractors. Before you take on sub-contracted work, ask how the principal contractor's insurance covers you and your workers.

## If someone is injured at work

- Look after the injured person first and call an ambulance if needed
- Tell your insurer as soon as possible
- Report to the Commissioner for Labour on the prescribed form: generally within 14 days for an injury and within 7 days for a death
- Keep sick leave certificates, medical receipts and a record of what happened

## Working through Sifu
Sifu connects customers with independent pros and is not your employer or your workers' employer. Insurance and work-injury liability for the people you engage are yours. The Labour Department's website (labour.gov.hk) has more information.$en$),

('site', 'about', '關於 Sifu 師傅', 'About Sifu 師傅',
 'Sifu 師傅係香港本地服務平台：客戶講一次需要，就收到附近師傅嘅報價，比較之後先聘請。',
 'Sifu 師傅 is a Hong Kong marketplace for local services: describe a job once, receive quotes from nearby pros, compare, then hire.',
$zh$搵師傅唔應該靠撞彩。Sifu 師傅係一個香港本地服務平台，幫客戶搵到合適嘅專業師傅，亦幫師傅搵到附近嘅客戶。

## 我哋做乜
客戶揀一項服務，答幾條問題，我哋就將需要交俾附近合適嘅師傅。師傅報價，客戶比較價錢、評價、獲聘次數同牌照，喺對話度問清楚，再決定聘請邊位。完工後，客戶嘅評價會幫到下一個人。

而家 Sifu 有 {{category_count}} 類服務，由水喉、電器、清潔、搬屋、裝修，到補習、攝影、美容同寵物服務，並有 {{active_pro_count}} 位師傅已建立公開檔案。

## 我哋點樣運作

- 客戶完全免費：發佈需要、收報價、傾偈同聘請都唔使俾錢
- 師傅唔使月費、唔抽佣：只係發出報價時，先從預付點數扣一次報價費，費用發出前會顯示
- 收唔到回應嘅報價會退費：客戶 {{unread_refund_hours}} 個鐘都冇打開，報價費自動退還
- 排名唔可以買：列表同配對按評分、獲聘次數同回覆速度排先後

## 我哋重視嘅嘢

- 信任：牌照同證明文件由我哋嘅團隊審核，評價來自真實客戶
- 透明：收費、規則同數字公開列明
- 本地：以香港 18 區為單位配對，繁體中文同英文都用得
- 私隱：按《個人資料（私隱）條例》處理資料，你可以隨時下載或刪除

## 聯絡我哋
有問題或者建議，請用[聯絡表格](/contact)。傳媒查詢請睇[新聞中心](/press)，合作查詢請睇[商業合作](/partners)。$zh$,
$en$Finding a good pro shouldn't be a gamble. Sifu 師傅 is a Hong Kong marketplace for local services that helps customers find the right professional, and helps pros find customers nearby.

## What we do
A customer chooses a service and answers a few questions, and we send the request to suitable pros nearby. The pros quote; the customer compares prices, reviews, hires and licences, asks questions in the chat and decides whom to hire. After the job, the customer's review helps the next person.

Sifu offers {{category_count}} services today, from plumbing, electrical work, cleaning, moving and renovation to tutoring, photography, beauty and pet care, with {{active_pro_count}} pros who have a public profile.

## How it works

- Free for customers: posting a request, receiving quotes, chatting and hiring cost nothing
- No monthly fee or commission for pros: a quote fee comes out of their prepaid credit only when they send a quote, and is shown before they do
- Unanswered quotes are refunded: if the customer hasn't opened a quote within {{unread_refund_hours}} hours, the fee comes back automatically
- Ranking can't be bought: lists and matching are ordered by rating, hires and how quickly pros reply

## What we care about

- Trust: our team checks licences and documents, and reviews come from real customers
- Openness: fees, rules and figures are published
- Local: matching works district by district across Hong Kong's 18 districts, in Traditional Chinese and English
- Privacy: data is handled under the Personal Data (Privacy) Ordinance, and you can download or delete yours at any time

## Contact us
For questions or ideas, use the [contact form](/contact). Media enquiries: see [press](/press). Partnership enquiries: see [partnerships](/partners).$en$),

('site', 'partners', '商業合作', 'Partnerships with Sifu',
 '想同 Sifu 合作？了解我哋同合作夥伴點樣合作，同埋點樣提出合作建議。',
 'Interested in working with Sifu? How we work with partners, and how to propose a partnership.',
$zh$Sifu 連接香港嘅客戶同本地師傅。如果你嘅機構可以幫客戶搵到可靠嘅服務，或者幫師傅接觸更多客戶，我哋好樂意傾下。

## 我哋同合作夥伴點樣合作

- 轉介客戶：合作夥伴嘅用戶可以經專屬頁面嚟到 Sifu，免費發佈需要同收報價。例如由 ibon App 過嚟嘅用戶有[自己嘅介紹頁](/ibon-app)
- 招募師傅：行業商會、培訓機構同供應商可以介紹會員加入做師傅，師傅可以經[師傅加入頁](/ibon-app/joinme)了解點樣開始
- 內容同資訊：一齊製作實用嘅香港收費同聘請指南，例如我哋嘅[收費攻略](/info/all)

## 我哋會考慮嘅合作
我哋會優先考慮對客戶同師傅都有實際好處、而且符合我哋[安心保障](/trust-and-safety)原則同[私隱政策](/privacy)嘅合作。我哋唔會出售用戶嘅個人資料，亦唔會出售排名。

## 提出合作建議
請用[聯絡表格](/contact?topic=partnership)（主題揀「商業合作」），話我哋知你嘅機構、想點樣合作同聯絡方法。我哋會喺睇過之後回覆。$zh$,
$en$Sifu connects Hong Kong customers with local pros. If your organisation can help customers find reliable services, or help pros reach more customers, we'd like to talk.

## How we work with partners

- Customer referrals: a partner's users can arrive at Sifu through their own landing page and post requests and receive quotes for free. For example, visitors from the ibon app have [their own page](/ibon-app)
- Pro recruitment: trade associations, training bodies and suppliers can introduce their members as pros, who can see how to start on the [pro joining page](/ibon-app/joinme)
- Content: useful Hong Kong pricing and hiring guides made together, like our [cost guides](/info/all)

## What we look for
We give priority to partnerships that genuinely help customers and pros and fit our [trust and safety](/trust-and-safety) principles and [privacy policy](/privacy). We don't sell users' personal data, and we don't sell ranking.

## Propose a partnership
Use the [contact form](/contact?topic=partnership) (topic "Partnerships") and tell us about your organisation, what you have in mind and how to reach you. We'll reply once we have looked at it.$en$),

('site', 'press', '新聞中心', 'Press and media',
 '傳媒查詢、Sifu 師傅品牌資料、平台最新數字，同埋引用 Sifu 時嘅寫法。',
 'Media enquiries, Sifu 師傅 brand facts, current platform figures, and how to refer to Sifu.',
$zh$多謝你對 Sifu 師傅嘅興趣。以下資料可以供報道使用。

## 傳媒查詢
請用[聯絡表格](/contact?topic=press)，主題揀「傳媒查詢」，留低你嘅機構、截稿時間同問題，我哋會盡快回覆。

## 品牌資料

- 名稱：中文「師傅」，英文「Sifu」；一齊用時寫「Sifu 師傅」或「師傅 Sifu」
- 簡介：Sifu 師傅係香港本地服務平台，客戶講一次需要，就會收到附近專業師傅嘅報價，比較價錢、評價同牌照之後先聘請
- 服務地區：香港 18 區
- 語言：繁體中文同英文
- 收費模式：客戶免費；師傅唔使月費，只係發出報價時從預付點數扣報價費

## 平台數字（即時）

- 服務類別：{{category_count}} 類
- 已建立公開檔案嘅師傅：{{active_pro_count}} 位
- 每個需要最多交俾 {{match_limit}} 位師傅（視乎服務類別）

以上數字由系統即時計算，引用時請註明日期。各服務嘅收費數據可以參考[價錢指南](/price)同[計算方法](/price/methodology)。

## 引用 Sifu 嘅數據
價錢指南嘅數字來自 Sifu 上真實發出嘅報價，並列明樣本數目。引用時請寫明「資料來源：Sifu 師傅」同數據日期；如需進一步資料，請經[聯絡表格](/contact?topic=press)查詢。$zh$,
$en$Thank you for your interest in Sifu 師傅. The information below may be used in coverage.

## Media enquiries
Use the [contact form](/contact?topic=press) with the topic "Press", and include your outlet, deadline and questions. We will reply as soon as we can.

## Brand facts

- Name: "Sifu" in English and "師傅" in Chinese; together, "Sifu 師傅" or "師傅 Sifu"
- Description: Sifu 師傅 is a Hong Kong marketplace for local services. Customers describe a job once and receive quotes from nearby professionals, then compare prices, reviews and licences before hiring
- Area: Hong Kong's 18 districts
- Languages: Traditional Chinese and English
- Business model: free for customers; no monthly fee for pros, who pay a quote fee from prepaid credit only when they send a quote

## Platform figures (live)

- Service categories: {{category_count}}
- Pros with a public profile: {{active_pro_count}}
- Each request goes to at most {{match_limit}} pros, depending on the service

These figures are calculated live; please give the date when you quote them. For prices by service, see the [price guides](/price) and [how they are calculated](/price/methodology).

## Citing Sifu's data
The price guides come from quotes actually sent on Sifu and state their sample sizes. Please credit "Source: Sifu 師傅" with the date of the data; for more detail, ask through the [contact form](/contact?topic=press).$en$),

('site', 'careers', '加入我哋', 'Careers at Sifu',
 'Sifu 暫時未有公開招聘職位，但歡迎你自薦。睇下點樣申請，同埋我哋點樣處理你嘅資料。',
 'Sifu has no advertised openings at the moment, but speculative applications are welcome. How to apply and how we handle your details.',
$zh$我哋想令香港人搵師傅變得簡單、可靠。如果你都想一齊做，歡迎你話我哋知。

## 現時職位
暫時冇公開招聘中嘅職位。有職位時，我哋會喺呢頁列出。

## 自薦
我哋歡迎對以下範疇有興趣嘅人自薦：產品同工程、客戶同師傅支援、營運同信任安全、市場推廣同內容。請用[聯絡表格](/contact)，主題揀「其他」，並寫低：

- 你想做邊方面嘅工作
- 你嘅相關經驗，同埋你點解對 Sifu 有興趣
- 你嘅作品集或者網上履歷連結（如有）
- 你方便嘅聯絡方法

請唔好喺訊息入面附上身份證號碼等唔需要嘅個人資料。

## 我哋點樣處理你嘅申請
我哋會細心閱讀每一份自薦。如果有適合嘅機會，我哋會聯絡你。你嘅資料只會用嚟處理招聘，並按[私隱政策](/privacy)保存同處理。$zh$,
$en$We want finding a pro in Hong Kong to be simple and reliable. If you'd like to help, we'd like to hear from you.

## Current openings
There are no advertised openings at the moment. When there are, we will list them on this page.

## Speculative applications
We welcome people interested in product and engineering, customer and pro support, operations and trust and safety, and marketing and content. Use the [contact form](/contact) with the topic "Something else" and include:

- The kind of work you'd like to do
- Your relevant experience, and why Sifu interests you
- A link to your portfolio or online CV, if you have one
- How you'd like to be contacted

Please don't include personal data we don't need, such as your identity card number.

## How we handle your application
We read every application. If there is a suitable opportunity, we will contact you. Your details are used only for recruitment and are kept and handled under our [privacy policy](/privacy).$en$),

('legal', 'terms-of-service', '服務條款', 'Terms of Service',
 '使用 Sifu 師傅網站同 App 嘅條款：帳戶、客戶同師傅嘅責任、點數同收費、評價、私隱同法律適用。',
 'The terms for using the Sifu 師傅 website and apps: accounts, customers’ and pros’ responsibilities, credit and fees, reviews, privacy and governing law.',
$zh$歡迎使用 Sifu 師傅（「Sifu」、「我哋」）。本條款適用於你使用 Sifu 網站同 App（「平台」）。使用平台或者開設帳戶，即表示你同意本條款同[私隱政策](/privacy)。

## 1. Sifu 嘅角色
Sifu 係一個連接客戶同獨立專業師傅嘅平台。師傅唔係 Sifu 嘅僱員或者代理人。客戶同師傅之間就工作訂立嘅任何協議，係佢哋雙方之間嘅協議，Sifu 唔係協議一方，亦唔就工作嘅質素、安全、合法性或者完成作出保證。我哋審核師傅上載嘅牌照同證明文件，但審核只代表文件喺審核時看來有效。

## 2. 帳戶
你要提供真實、準確嘅資料，並保持更新。你要保管好密碼同登入方法，並對你帳戶下嘅活動負責。同一個人可以喺客戶同師傅身份之間切換。如發現帳戶被未經授權使用，請即[通知我哋](/contact)。

## 3. 客戶

- 發佈需要、收報價、傾偈同聘請都係免費
- 需要要真實，內容要準確；發佈前要確認手提電話號碼
- 工程費用由你同師傅按報價協議，直接支付俾師傅
- 只有喺師傅標示完工之後，你先可以就嗰次聘請寫評價

## 4. 師傅

- 你要準確描述你嘅服務、資歷同收費，並只報價你有能力同有時間完成嘅工作
- 法例要求註冊或牌照嘅工作（例如電力、煤氣、食水喉管同小型工程），你要持有有效嘅註冊或牌照
- 你要自行負責稅務、商業登記、保險（包括你僱用嘅人嘅僱員補償保險）同其他法律責任
- 你要以你嘅報價同客戶協議嘅條件完成工作

## 5. 點數、報價費同退款

- 師傅每發出一個報價，會從點數扣除嗰個服務類別嘅報價費；費用喺發出前顯示。網上預約會喺預約時收取報價費
- 你購買嘅點數唔會過期。免費點數（新手點數、活動、優惠碼同推薦獎勵）有期限，並會先於購買嘅點數使用
- 客戶 {{unread_refund_hours}} 個鐘內冇打開嘅報價，或者客戶將需要關閉為重複或無效，報價費會退還；已獲聘或已完成嘅報價唔會退還
- 新手套餐如以信用卡付款、喺 {{starter_refund_days}} 日內申請而且點數未曾使用，可以全數退款
- 除上述情況外，購買嘅點數唔設退款，亦唔可以兌換現金或轉讓
- 自動報價同自動增值只會喺你開啟嘅情況下，按你設定嘅預算同每月上限運作
- 付款由第三方付款服務供應商處理；點數會喺付款供應商確認收款後加入

## 6. 使用守則
你唔可以：發佈虛假需要、報價或者評價；冒充他人；騷擾、威脅或者歧視其他用戶；發送垃圾訊息或者廣告；上載侵權、違法或者含惡意程式嘅內容；干擾平台運作或者繞過保安措施；或者用平台進行任何違法活動。

## 7. 評價同內容
評價要基於真實經歷。我哋唔會因為師傅要求而刪除真實評價，但可能移除違反本條款或者法例嘅內容。你上載嘅內容（例如相片、描述、評價）版權仍屬於你；你授予 Sifu 非獨家、免版稅嘅許可，喺平台上顯示、複製同按需要調整格式，用嚟提供同推廣平台服務。

## 8. 暫停同終止
如果你違反本條款、法例或者對其他用戶構成風險，我哋可以限制、暫停或者終止你嘅帳戶或者部分功能。你可以隨時喺[私隱設定](/dashboard/privacy)刪除帳戶；如帳戶仍有購買嘅點數，刪除前你要確認放棄餘額。刪除後，部分紀錄（例如付款同點數紀錄、評價）會按[私隱政策](/privacy)保留或匿名處理。

## 9. 責任限制
平台按「現狀」提供。在法律容許嘅最大範圍內，Sifu 唔會就客戶同師傅之間嘅工作、爭議或者損失負責，亦唔會就間接或相應而生嘅損失負責。本條款不會排除或限制任何根據香港法例（包括《管制免責條款條例》）不能排除或限制嘅責任。

## 10. 私隱
我哋按《個人資料（私隱）條例》同[私隱政策](/privacy)處理你嘅個人資料。

## 11. 條款修改
我哋可能會更新本條款。重大修改會喺生效前喺平台通知你；修改生效後繼續使用平台，即表示你接受修改後嘅條款。

## 12. 適用法律
本條款受香港特別行政區法律管轄，並由香港法院處理任何爭議。

## 13. 聯絡我哋
對本條款有任何疑問，請用[聯絡表格](/contact)。$zh$,
$en$Welcome to Sifu 師傅 ("Sifu", "we"). These terms apply to your use of the Sifu website and apps (the "platform"). By using the platform or opening an account, you agree to these terms and to the [privacy policy](/privacy).

## 1. Sifu's role
Sifu is a platform that connects customers with independent professionals ("pros"). Pros are not Sifu's employees or agents. Any agreement about a job is between the customer and the pro; Sifu is not a party to it and gives no guarantee about the quality, safety, legality or completion of the work. We review the licences and documents pros upload, but a review only means a document appeared valid when it was checked.

## 2. Accounts
You must give true, accurate information and keep it up to date. Keep your password and sign-in methods safe; you are responsible for activity under your account. The same person may switch between the customer and pro roles. If you notice unauthorised use of your account, [tell us](/contact) at once.

## 3. Customers

- Posting requests, receiving quotes, chatting and hiring are free
- Requests must be genuine and accurate; you confirm your mobile number before posting
- You pay the pro for the work directly, as agreed in the quote
- You can review a hire only after the pro has marked the job completed

## 4. Pros

- Describe your services, qualifications and prices accurately, and quote only for work you are able and available to do
- For work that the law reserves to registered or licensed people (for example electrical, gas, fresh-water plumbing and minor building works), you must hold a valid registration or licence
- You are responsible for your own tax, business registration, insurance (including employees' compensation insurance for anyone you employ) and other legal obligations
- Do the work on the terms of your quote and your agreement with the customer

## 5. Credit, quote fees and refunds

- Each quote a pro sends deducts the category's quote fee from their credit; the fee is shown before sending. Online bookings charge the quote fee when the booking is made
- Credit you buy does not expire. Free credit (starter credit, events, coupons and referral rewards) has an end date and is spent before purchased credit
- A quote fee is refunded when the customer hasn't opened the quote within {{unread_refund_hours}} hours, or closes the request as a duplicate or invalid; fees for hired or completed quotes are not refunded
- The starter package is refunded in full if it was paid by card, the refund is requested within {{starter_refund_days}} days and none of its credit was spent
- Otherwise, purchased credit is not refundable, and cannot be exchanged for cash or transferred
- Auto quote and auto top-up run only when you turn them on, within the budget and monthly limit you set
- Payments are processed by third-party payment providers; credit is added once the provider confirms the payment

## 6. Rules of use
You must not: post false requests, quotes or reviews; pretend to be someone else; harass, threaten or discriminate against other users; send spam or advertising; upload content that infringes rights, is unlawful or contains malicious code; interfere with the platform or get around its security; or use the platform for anything unlawful.

## 7. Reviews and content
Reviews must reflect real experience. We don't remove genuine reviews at a pro's request, but we may remove content that breaks these terms or the law. You keep the copyright in what you upload (photos, descriptions, reviews); you give Sifu a non-exclusive, royalty-free licence to display, copy and reformat it on the platform to provide and promote the service.

## 8. Suspension and termination
We may restrict, suspend or close your account or some features if you break these terms or the law, or put other users at risk. You can delete your account at any time in [privacy settings](/dashboard/privacy); if purchased credit remains, you must confirm that you give up the balance first. After deletion, some records (such as payment and credit records and reviews) are kept or anonymised as the [privacy policy](/privacy) describes.

## 9. Limitation of liability
The platform is provided "as is". To the fullest extent the law allows, Sifu is not liable for the work, disputes or losses between customers and pros, or for indirect or consequential losses. Nothing in these terms excludes or limits any liability that cannot be excluded or limited under Hong Kong law, including the Control of Exemption Clauses Ordinance.

## 10. Privacy
We handle your personal data under the Personal Data (Privacy) Ordinance and our [privacy policy](/privacy).

## 11. Changes to these terms
We may update these terms. We will tell you on the platform before significant changes take effect; continuing to use the platform after that means you accept the updated terms.

## 12. Governing law
These terms are governed by the laws of the Hong Kong Special Administrative Region, and the Hong Kong courts deal with any dispute.

## 13. Contact
For questions about these terms, use the [contact form](/contact).$en$);
