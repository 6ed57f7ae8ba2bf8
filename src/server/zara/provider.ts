/**
 * Any OpenAI-compatible chat-completions endpoint (a hosted service, or a local Ollama or vLLM), used when
 * ZARA_LLM_BASE_URL and ZARA_LLM_MODEL are set. Every failure (network, status, malformed JSON, empty answer,
 * timeout) throws `ProviderError`; the caller then answers with the built-in responder.
 */
import type { HistoryMessage } from '../../core/contracts/zara.ts';

export interface LlmConfig {
  baseUrl: string;
  model: string;
  apiKey: string | null;
  timeoutMs: number;
}

export class ProviderError extends Error {}

export interface ModelContext {
  stage: 'pregnant' | 'postpartum' | null;
  week: number | null;
  passages: { title: string; text: string; href: string }[];
  recentLogs: string[];
}

export function systemPrompt(ctx: ModelContext): string {
  const who =
    ctx.stage === 'pregnant'
      ? `She is pregnant${ctx.week !== null ? `, ${ctx.week} weeks` : ''}.`
      : ctx.stage === 'postpartum'
        ? `She gave birth${ctx.week !== null ? ` ${ctx.week} weeks ago` : ' recently'}.`
        : 'Her stage is not known yet.';
  return [
    'You are Zara, a warm, calm and practical companion for pregnant women and new mothers.',
    who,
    'Safety rules: never give medicine doses; never diagnose; never say a symptom is nothing to worry about when it could be serious;',
    'if anything sounds urgent, tell her to call her midwife, doctor or emergency services now. Say when you do not know.',
    'Begin your answer with one line "URGENCY: routine", "URGENCY: urgent" (she should call her midwife or doctor now) or "URGENCY: emergency" (she should call emergency services now), then the answer.',
    'Answer in 2 to 5 short sentences of plain English, specific to her week, using the passages below when they help.',
    ctx.passages.length
      ? `Passages from the app's library:\n${ctx.passages.map((p) => `- ${p.title}: ${p.text}`).join('\n')}`
      : '',
    ctx.recentLogs.length ? `Her recent logs:\n${ctx.recentLogs.map((l) => `- ${l}`).join('\n')}` : '',
  ]
    .filter(Boolean)
    .join('\n');
}

export async function askModel(
  cfg: LlmConfig,
  ctx: ModelContext,
  history: readonly HistoryMessage[],
  message: string,
  fetchImpl: typeof fetch = fetch,
): Promise<string> {
  const url = `${cfg.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  let res: Response;
  try {
    res = await fetchImpl(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(cfg.apiKey ? { authorization: `Bearer ${cfg.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: cfg.model,
        temperature: 0.4,
        max_tokens: 400,
        messages: [
          { role: 'system', content: systemPrompt(ctx) },
          ...history.map((h) => ({ role: h.role, content: h.content })),
          { role: 'user', content: message },
        ],
      }),
      signal: AbortSignal.timeout(cfg.timeoutMs),
    });
  } catch (err) {
    throw new ProviderError(`model request failed: ${err instanceof Error ? err.message : String(err)}`);
  }
  if (!res.ok) throw new ProviderError(`model answered ${String(res.status)}`);
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    throw new ProviderError('model answered with malformed JSON');
  }
  const content = (body as { choices?: { message?: { content?: unknown } }[] } | null)?.choices?.[0]?.message
    ?.content;
  if (typeof content !== 'string' || !content.trim())
    throw new ProviderError('model answered without content');
  return content.trim().slice(0, 4000);
}

/**
 * The model's own reading of urgency, from the first line its prompt asks for ("URGENCY: urgent"), and the
 * answer without that line. A missing or unreadable line reads as routine: triage's level stands.
 */
export function readModelUrgency(answer: string): {
  level: 'routine' | 'urgent' | 'emergency';
  answer: string;
} {
  const m = /^\s*urgency\s*:\s*(routine|urgent|emergency)\b[^\n]*\n?/i.exec(answer);
  if (!m) return { level: 'routine', answer };
  const level = (m[1] ?? 'routine').toLowerCase() as 'routine' | 'urgent' | 'emergency';
  return { level, answer: answer.slice(m[0].length).trim() || answer };
}
