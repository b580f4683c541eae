/**
 * AI profile text through an OpenAI-compatible chat API: POST {AI_BASE_URL}/chat/completions with a bearer key.
 * The prompt carries the pro's structured facts and tells the model to use nothing else. Any failure (network,
 * timeout, non-2xx, a response without text) is a ProviderError, which the API answers with 503 ai_unavailable.
 */
import type { Language } from '@shared/i18n/i18n-config';
import { MAX_DESCRIPTION_CHARS } from '@shared/schemas/service-editor.schema';
import { ProviderError, type DraftInput, type ModifyInput, type ProfileInstruction, type ProfileTextProvider } from './profile-text-types';

export interface OpenAiConfig {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
}

const LANGUAGE_NAME: Record<Language, string> = {
  'zh-HK': 'Traditional Chinese as written in Hong Kong (zh-HK)',
  'en-HK': 'English (Hong Kong, en-HK)',
};

const INSTRUCTION: Record<ProfileInstruction, string> = {
  shorter: 'Make it shorter: about half the length, keeping the most useful facts.',
  longer: 'Make it longer by adding facts from the JSON that the text does not mention yet. Add nothing else.',
  friendlier: 'Make the tone warmer and friendlier. Keep the same facts.',
  more_professional: 'Make the tone more professional and formal. Keep the same facts.',
};

/** The rules every request states; the facts are the only source the model may use. */
export function systemPrompt(language: Language): string {
  return [
    'You write the "about us" description of a service professional on Sifu, a Hong Kong services marketplace.',
    `Write in ${LANGUAGE_NAME[language]}.`,
    'Use ONLY the facts in the JSON you are given (and, when rewriting, statements already in the current text).',
    'Do not invent anything: no prices, guarantees, awards, licences, certificates, years of experience, customer numbers,',
    'response times or qualities that the facts do not state. No superlatives ("best", "No. 1", "cheapest").',
    'Write as the business ("we"). Plain text only, no markdown, no headings, no emoji.',
    `At most ${Math.floor(MAX_DESCRIPTION_CHARS / 3)} characters.`,
  ].join(' ');
}

function userPrompt(input: DraftInput | ModifyInput): string {
  const facts = `Facts (JSON):\n${JSON.stringify(input.facts, null, 1)}`;
  if (!('instruction' in input)) return `${facts}\n\nWrite the description.`;
  return `${facts}\n\nCurrent description:\n"""\n${input.text}\n"""\n\n${INSTRUCTION[input.instruction]} Answer with the new description only.`;
}

async function complete(cfg: OpenAiConfig, input: DraftInput | ModifyInput): Promise<string> {
  const url = `${cfg.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(cfg.apiKey ? { Authorization: `Bearer ${cfg.apiKey}` } : {}) },
      body: JSON.stringify({
        model: cfg.model,
        temperature: 0.3,
        max_tokens: 900,
        messages: [
          { role: 'system', content: systemPrompt(input.language) },
          { role: 'user', content: userPrompt(input) },
        ],
      }),
      signal: AbortSignal.timeout(cfg.timeoutMs),
    });
  } catch (err) {
    const name = (err as Error)?.name;
    throw new ProviderError(name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'network', { name });
  }
  if (!res.ok) {
    await res.body?.cancel().catch(() => undefined);
    throw new ProviderError('http-status', { status: res.status });
  }
  let body: { choices?: { message?: { content?: unknown } }[] };
  try {
    body = (await res.json()) as typeof body;
  } catch (err) {
    const name = (err as Error)?.name;
    throw new ProviderError(name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'bad-json', { name });
  }
  const text = body?.choices?.[0]?.message?.content;
  if (typeof text !== 'string' || !text.trim()) throw new ProviderError('empty-response');
  return text.trim().slice(0, MAX_DESCRIPTION_CHARS);
}

/** An OpenAI-compatible provider for `cfg`. */
export function createOpenAiProvider(cfg: OpenAiConfig): ProfileTextProvider {
  return {
    name: 'openai',
    draft: (input) => complete(cfg, input),
    modify: (input) => complete(cfg, input),
  };
}
