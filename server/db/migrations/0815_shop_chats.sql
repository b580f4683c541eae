-- Shop chats (SPEC §7 nshop chats, §8 801/840; docs/decisions/0038): a consumer's question about an item before it is
-- bought, and the chat of an order between its consumer and its pro. A question is one chat per item and consumer
-- (shop_order_id NULL); an order has one chat. The parties are copied from the item's service and the order when the
-- chat opens, so a chat keeps its people whatever happens to the item later. Blocking is the chat module's
-- (chat_blocks), the same for bid chats and shop chats.
CREATE TABLE IF NOT EXISTS shop_chats (
  id               serial PRIMARY KEY,
  shop_item_id     integer NOT NULL REFERENCES shop_items(id),
  shop_order_id    integer UNIQUE REFERENCES shop_orders(id),
  consumer_id      integer NOT NULL REFERENCES users(id),
  pro_id           integer NOT NULL REFERENCES users(id),
  last_message_at  timestamptz,
  created          timestamptz NOT NULL DEFAULT now(),
  modified         timestamptz NOT NULL DEFAULT now(),
  CHECK (consumer_id <> pro_id)
);
-- One question chat per item and consumer (the order chats are unique by shop_order_id).
CREATE UNIQUE INDEX IF NOT EXISTS shop_chats_question_idx ON shop_chats (shop_item_id, consumer_id) WHERE shop_order_id IS NULL;
-- Each side's list of chats, the latest message first; a chat nobody wrote in yet is not listed.
CREATE INDEX IF NOT EXISTS shop_chats_consumer_idx ON shop_chats (consumer_id, last_message_at DESC) WHERE last_message_at IS NOT NULL;
CREATE INDEX IF NOT EXISTS shop_chats_pro_idx ON shop_chats (pro_id, last_message_at DESC) WHERE last_message_at IS NOT NULL;

-- A message: non-empty trimmed text of at most 2,000 characters (SPEC §5 a message is a non-empty string). A message
-- hidden by Sifu keeps its place in the chat as a placeholder, as a bid chat's does.
CREATE TABLE IF NOT EXISTS shop_chat_messages (
  id            serial PRIMARY KEY,
  shop_chat_id  integer NOT NULL REFERENCES shop_chats(id) ON DELETE CASCADE,
  sender_id     integer NOT NULL REFERENCES users(id),
  body          text NOT NULL CHECK (char_length(btrim(body)) BETWEEN 1 AND 2000),
  is_read       boolean NOT NULL DEFAULT false,
  hidden_at     timestamptz,
  created       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS shop_chat_messages_chat_idx ON shop_chat_messages (shop_chat_id, id);
CREATE INDEX IF NOT EXISTS shop_chat_messages_unread_idx ON shop_chat_messages (shop_chat_id, sender_id) WHERE NOT is_read;
