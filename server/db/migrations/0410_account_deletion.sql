-- Personal data (Hong Kong's Personal Data (Privacy) Ordinance): deleting an account, the code e-mailed to confirm a
-- deletion for accounts without a password, and the privacy policy page (/privacy). Works on PostgreSQL 15 and 18.

-- A deleted account keeps its row (ledger, payment orders and reviews point at it) with every personal field cleared.
ALTER TABLE users ADD COLUMN IF NOT EXISTS deleted_at timestamptz;

-- A 6-digit code e-mailed to confirm deleting the account: single use, 15 minutes, 5 wrong guesses. Only a SHA-256 of
-- it is stored. A new code replaces the user's older unused ones.
CREATE TABLE account_deletion_codes (
  id          bigserial PRIMARY KEY,
  user_id     integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  code_hash   text NOT NULL,
  attempts    integer NOT NULL DEFAULT 0,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz,
  created     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX account_deletion_codes_user_idx ON account_deletion_codes (user_id, id DESC) WHERE used_at IS NULL;

-- Legal pages are CMS pages of their own kind: served at their own path (/privacy), never listed with the guides.
ALTER TABLE content_pages DROP CONSTRAINT content_pages_kind_check;
ALTER TABLE content_pages ADD CONSTRAINT content_pages_kind_check CHECK (kind IN ('info', 'blog', 'feature', 'legal'));

INSERT INTO content_pages (kind, slug, title_zh, title_en, summary_zh, summary_en, body_zh, body_en) VALUES
('legal', 'privacy-policy', '私隱政策', 'Privacy Policy',
 'Sifu 師傅點樣收集、使用、保存同保護你嘅個人資料，同埋你按《個人資料（私隱）條例》有咩權利。',
 'How Sifu collects, uses, keeps and protects your personal data, and your rights under Hong Kong''s Personal Data (Privacy) Ordinance.',
$zh$Sifu 師傅（「Sifu」、「我哋」）係一個連接香港客戶同專業師傅嘅平台。我哋重視你嘅私隱，並遵守香港法例第 486 章《個人資料（私隱）條例》（「私隱條例」）及其六項保障資料原則。本政策說明我哋收集咩資料、點用、同邊個分享、保留幾耐，以及你點樣查閱、更正或者刪除你嘅資料。

## 我哋收集嘅資料

- 帳戶資料：用戶名稱、電郵地址、姓名、地址、語言偏好。密碼只會以單向加密（雜湊）形式儲存，我哋睇唔到你嘅密碼。
- 電話號碼：你用短訊驗證碼確認嘅手提電話號碼。
- 你發佈嘅需要：服務類別、問卷答案、地區、日期、描述同相片。
- 報價同對話：師傅嘅報價、你哋之間嘅訊息同附件。
- 評價：你寫嘅評分、內容同相片。
- 師傅資料：商號名稱、簡介、服務地區、相片、常見問題、營業時間，以及為核實身份或牌照而提交嘅證明文件。
- 付款資料：訂單、金額、點數記錄。信用卡號碼由付款服務供應商處理，我哋只會保存卡種同最後四位數字。
- 裝置同使用資料：登入記錄（裝置、瀏覽器、時間）、IP 地址、瀏覽過嘅頁面，用嚟保障帳戶安全、防止濫用同改善服務。
- 你同客戶服務嘅往來：聯絡表格嘅內容同回覆。

## 收集目的

- 開設同管理你嘅帳戶，同埋確認你嘅身份。
- 將你嘅需要配對俾合適嘅師傅，傳送報價同訊息。
- 處理付款、點數、收據同發票。
- 保障用戶安全：防止詐騙、垃圾訊息同濫用，處理舉報。
- 傳送同服務有關嘅通知（例如新報價、新訊息），你可以喺設定揀收邊啲通知、用咩方式收。
- 遵守法律同監管要求，以及處理查詢同投訴。

我哋唔會喺未得到你同意之前，將你嘅個人資料用於直接促銷（私隱條例第 6A 部）。你隨時可以撤回同意。

## 提供資料係咪必須

開帳戶需要用戶名稱、電郵同密碼；冇呢啲資料我哋無法為你登記。發佈需要時要答必答嘅問題，師傅先可以準確報價。其他資料（例如頭像、地址）係自願提供。

## 我哋會同邊個分享

- 你邀請報價嘅師傅：可以睇到你需要嘅內容、地區同你嘅名；佢哋報價之後會見到你嘅全名，同埋你喺對話入面提供嘅資料。
- 客戶：師傅嘅公開檔案（商號名稱、簡介、相片、評價）係公開嘅。
- 付款服務供應商：處理信用卡、便利店同銀行轉帳付款。
- 為我哋提供服務嘅供應商：例如伺服器寄存、電郵同短訊發送、防詐騙服務。佢哋只可以按我哋嘅指示處理資料，並要保密。
- 執法或監管機構：法律要求或者為防止罪案時。
- 如果 Sifu 嘅業務轉讓或者合併，資料可能轉移俾承繼者，並繼續受本政策保障。

我哋唔會出售你嘅個人資料。部分供應商可能喺香港以外地方處理資料；我哋會要求佢哋提供同私隱條例相若嘅保障。

## 保留期限

- 帳戶資料喺帳戶使用期間保留。
- 你刪除帳戶之後，我哋會即時登出所有裝置，刪除或者匿名化你嘅個人資料：姓名、電郵、電話、地址、頭像、上載嘅檔案、已儲存嘅信用卡、通知同登入記錄都會刪除；未完成嘅需要會關閉，公開嘅師傅檔案會下架。
- 付款訂單同點數記錄屬會計紀錄，按《稅務條例》要求保留 7 年。
- 你寫過嘅評價會保留，作者顯示為「已刪除用戶」；你喺對話入面傳過嘅訊息會留喺對方嘅對話記錄，但唔再顯示你嘅名。
- 重設密碼連結、登入連結同驗證碼喺短時間內失效，用完即廢。

## 資料安全

- 全程使用加密連線（HTTPS）。
- 密碼同登入憑證只以雜湊形式儲存。
- 上載嘅相片會移除位置等隱藏資料（EXIF）。
- 身份同牌照文件只有核實團隊睇到，其他人只會見到核實標記。
- 員工只可以按工作需要查閱資料。

## 你嘅權利

- 查閱資料：登入後喺[私隱設定](/dashboard/privacy)下載你嘅資料（JSON 檔案），即時、免費。你亦可以書面提出查閱資料要求，我哋會喺 40 日內回覆。
- 更正資料：喺帳戶設定直接修改，或者聯絡我哋。
- 刪除帳戶：喺[私隱設定](/dashboard/privacy)刪除帳戶。如果錢包仲有已購買嘅點數，刪除前請先用完；刪除時放棄嘅點數唔會退回。
- 撤回直接促銷同意：喺通知設定關閉，或者聯絡我哋。

## Cookies

- session_token：保持你登入（只供伺服器讀取，最長一年）。
- device_id：識別你嘅裝置，用嚟保障帳戶安全同限制濫用（一年）。
- i18next：記住你揀嘅語言。
- 推薦 cookie：經邀請連結到訪時記住邀請人（30 日）。

我哋自己記錄頁面瀏覽，用嚟了解大家點樣使用 Sifu；我哋唔使用廣告追蹤 cookie。

## 兒童

Sifu 唔係為 18 歲以下人士而設。如果你相信有兒童向我哋提供咗個人資料，請聯絡我哋，我哋會刪除。

## 聯絡我哋

如對本政策或你嘅個人資料有任何查詢、查閱或更正要求，請聯絡 Sifu 資料保障主任：電郵 privacy@sifu.hk，或者使用[聯絡表格](/contact)。你亦可以向香港個人資料私隱專員公署作出投訴。

## 政策更新

我哋可能會更新本政策，更新後會喺呢頁公佈並更新日期；重大改動會另行通知你。$zh$,
$en$Sifu ("we") connects customers in Hong Kong with service professionals. We respect your privacy and comply with the Personal Data (Privacy) Ordinance (Cap. 486, "the PDPO") and its six Data Protection Principles. This policy explains what we collect, how we use it, who we share it with, how long we keep it, and how you can access, correct or delete your data.

## What we collect

- Account details: username, e-mail address, name, address and language. Your password is stored only as a one-way hash; we cannot read it.
- Phone number: the mobile number you confirm with an SMS code.
- Your requests: the service category, questionnaire answers, district, dates, description and photos.
- Quotes and conversations: pros' quotes, the messages between you and the files attached to them.
- Reviews: the rating, text and photos you write.
- Pro profiles: business name, description, service areas, photos, FAQs, opening hours, and the documents sent to verify identity or licences.
- Payments: orders, amounts and the credit ledger. Card numbers are handled by our payment provider; we keep only the card brand and last four digits.
- Devices and usage: sign-in records (device, browser, times), IP addresses and pages viewed, to keep accounts secure, prevent abuse and improve the service.
- Your contact with support: what you send through the contact form and our replies.

## Why we collect it

- To open and run your account and confirm who you are.
- To match your requests with suitable pros and deliver quotes and messages.
- To process payments, credit, receipts and invoices.
- To keep users safe: preventing fraud, spam and abuse, and handling reports.
- To send service notifications (such as a new quote or message); you choose which ones and how in your settings.
- To meet legal and regulatory duties and to handle enquiries and complaints.

We will not use your personal data in direct marketing without your consent (PDPO Part 6A). You can withdraw consent at any time.

## Is giving us your data required?

A username, e-mail address and password are needed to create an account; without them we cannot register you. Required questions in a request form let pros quote accurately. Everything else (a profile picture, an address) is optional.

## Who we share it with

- Pros you ask for quotes: they see your request, district and first name; once they quote they see your full name and what you share in the conversation.
- Customers: a pro's public profile (business name, description, photos, reviews) is public.
- Payment providers: to process card, convenience-store and bank-transfer payments.
- Service providers working for us: such as hosting, e-mail and SMS delivery and fraud prevention. They may use the data only on our instructions and must keep it confidential.
- Law enforcement or regulators: when the law requires it or to prevent crime.
- If Sifu's business is transferred or merged, the data may pass to the successor, still protected by this policy.

We never sell your personal data. Some providers may process data outside Hong Kong; we require them to protect it to a standard comparable to the PDPO.

## How long we keep it

- Account data is kept while your account is open.
- When you delete your account we sign you out everywhere at once and delete or anonymise your personal data: your name, e-mail, phone, address, profile picture, uploaded files, saved cards, notifications and sign-in records are deleted; unfinished requests are closed and a public pro profile is taken down.
- Payment orders and the credit ledger are accounting records, kept for 7 years as the Inland Revenue Ordinance requires.
- Reviews you wrote stay, with the author shown as "Deleted user"; messages you sent stay in the other person's conversation without your name.
- Password-reset links, sign-in links and codes expire quickly and work only once.

## Security

- Every connection is encrypted (HTTPS).
- Passwords and sign-in tokens are stored only as hashes.
- Hidden data such as location (EXIF) is removed from uploaded photos.
- Identity and licence documents are seen only by our verification team; others only see the verified badge.
- Staff can see data only when their work needs it.

## Your rights

- Access: when signed in, download your data from your [privacy settings](/dashboard/privacy) as a JSON file, at once and free of charge. You may also make a data access request in writing; we reply within 40 days.
- Correction: edit your details in your account settings, or ask us.
- Deletion: delete your account in your [privacy settings](/dashboard/privacy). If your wallet still holds purchased credit, use it first: credit given up when deleting is not refunded.
- Withdrawing marketing consent: switch it off in your notification settings, or contact us.

## Cookies

- session_token: keeps you signed in (readable only by our server, up to one year).
- device_id: recognises your device to keep your account secure and limit abuse (one year).
- i18next: remembers your language.
- Referral cookie: remembers who invited you when you arrive through an invitation link (30 days).

We record page views ourselves to understand how Sifu is used; we do not use advertising tracking cookies.

## Children

Sifu is not meant for anyone under 18. If you believe a child has given us personal data, contact us and we will delete it.

## Contact us

For questions about this policy or your personal data, or to make an access or correction request, contact Sifu's Data Protection Officer at privacy@sifu.hk or through the [contact form](/contact). You may also complain to the Office of the Privacy Commissioner for Personal Data, Hong Kong.

## Changes

We may update this policy. Updates are published on this page with a new date; we will tell you about significant changes.$en$)
ON CONFLICT (slug) DO NOTHING;
