/** SPEC §3 quote templates: a pro saves quote values per service (and optionally category) to reuse them. */
import type { QuoteTemplate, QuoteTemplateInput } from '@shared/schemas/bids.schema';
import type { Queryable } from '../../lib/db';
import { badRequest, notFound } from '../../lib/errors';
import { utcStringOf } from '../../lib/utc-time';
import { attachmentsFromJson, linkAttachments, resolveOwnAttachments } from '../attachments/attachments.service';
import * as repo from './quote-templates.repository';

function toWire(t: repo.TemplateRow): QuoteTemplate {
  return {
    id: t.id,
    display_name: t.display_name,
    quote_service_id: t.quote_service_id,
    quote_category_id: t.quote_category_id,
    rating_type: t.rating_type,
    price_note: t.price_note,
    hourly_rate_at: t.hourly_rate_at,
    flat_rate_at: t.flat_rate_at,
    on_site: t.on_site,
    attachments: attachmentsFromJson(t.attachments),
    created: utcStringOf(t.created),
    modified: utcStringOf(t.modified),
  };
}

async function values(q: Queryable, userId: number, input: QuoteTemplateInput): Promise<repo.TemplateValues> {
  if (!(await repo.serviceOwned(q, userId, input.quote_service_id))) throw notFound();
  const positive = (n: number | null | undefined) => (n && n > 0 ? n : null);
  // SPEC §5: a flat or hourly quote needs a price above 0, so a template of that type does too.
  const fields: Record<string, string> = {};
  if (input.rating_type === 'flat' && !positive(input.flat_rate_at)) fields.flat_rate_at = 'invalid_price';
  if (input.rating_type === 'hourly' && !positive(input.hourly_rate_at)) fields.hourly_rate_at = 'invalid_price';
  if (input.quote_category_id && !(await repo.serviceHasCategory(q, input.quote_service_id, input.quote_category_id)))
    fields.quote_category_id = 'invalid';
  if (Object.keys(fields).length) throw badRequest('validation', fields);
  return {
    quote_service_id: input.quote_service_id,
    quote_category_id: input.quote_category_id ?? null,
    display_name: input.display_name,
    rating_type: input.rating_type,
    price_note: input.price_note,
    hourly_rate_at: positive(input.hourly_rate_at),
    flat_rate_at: positive(input.flat_rate_at),
    on_site: input.on_site || input.rating_type === 'onsite',
    attachments: await resolveOwnAttachments(q, userId, input.attachments),
  };
}

/** GET /api/quote_templates */
export async function listTemplates(
  q: Queryable,
  userId: number,
  f: { serviceId?: number; categoryId?: number },
): Promise<QuoteTemplate[]> {
  return (await repo.list(q, userId, f)).map(toWire);
}

/** POST /api/quote_templates/add */
export async function addTemplate(q: Queryable, userId: number, input: QuoteTemplateInput): Promise<QuoteTemplate> {
  const row = await repo.insert(q, userId, await values(q, userId, input));
  await linkAttachments(q, input.attachments, 'template', row.id);
  return toWire(row);
}

/** POST /api/quote_templates/edit/{id} */
export async function editTemplate(q: Queryable, userId: number, id: number, input: QuoteTemplateInput): Promise<QuoteTemplate> {
  const row = await repo.update(q, userId, id, await values(q, userId, input));
  if (!row) throw notFound();
  await linkAttachments(q, input.attachments, 'template', row.id);
  return toWire(row);
}

/** POST /api/quote_templates/delete/{id} */
export async function deleteTemplate(q: Queryable, userId: number, id: number): Promise<{ deleted: true }> {
  if (!(await repo.remove(q, userId, id))) throw notFound();
  return { deleted: true };
}

/** Whether the pro owns this template (used when a quote names its template). */
export async function ownsTemplate(q: Queryable, userId: number, id: number): Promise<boolean> {
  return Boolean(await repo.findOwned(q, userId, id));
}
