/**
 * The fault-rule form as the console holds it (strings as typed) and the body it sends. Numbers
 * are sent as typed (the server validates them and answers with a message naming the field);
 * empty fields are left out.
 */
import type { FaultRule } from '@adc/contract';

export interface FaultForm {
  path: string;
  method: '' | 'GET' | 'POST';
  username: string;
  delay_ms: string;
  code: string;
  http_status: string;
  drop: boolean;
  probability: string;
  seed: string;
  times: string;
}

export const EMPTY_FAULT_FORM: FaultForm = {
  path: '',
  method: '',
  username: '',
  delay_ms: '',
  code: '',
  http_status: '',
  drop: false,
  probability: '',
  seed: '',
  times: '',
};

/** A typed number as a number, text that is not one as it is (the server names the field). */
function numeric(value: string): number | string | undefined {
  const trimmed = value.trim();
  if (!trimmed) return undefined;
  const parsed = Number(trimmed);
  return Number.isFinite(parsed) ? parsed : trimmed;
}

export type FaultRequestBody = Record<string, string | number | boolean | undefined>;

export function faultBody(form: FaultForm): FaultRequestBody {
  return {
    path: form.path.trim(),
    method: form.method || undefined,
    username: form.username.trim() || undefined,
    delay_ms: numeric(form.delay_ms),
    code: numeric(form.code),
    http_status: numeric(form.http_status),
    drop: form.drop || undefined,
    probability: numeric(form.probability),
    seed: numeric(form.seed),
    times: numeric(form.times),
  };
}

/** What a rule does, as short parts: delay, code, status, drop. */
export function faultEffects(rule: FaultRule): { key: string; values: Record<string, number> }[] {
  const parts: { key: string; values: Record<string, number> }[] = [];
  if (rule.delay_ms !== null) parts.push({ key: 'effect_delay', values: { ms: rule.delay_ms } });
  if (rule.code !== null) parts.push({ key: 'effect_code', values: { code: rule.code } });
  if (rule.http_status !== null)
    parts.push({ key: 'effect_status', values: { status: rule.http_status } });
  if (rule.drop) parts.push({ key: 'effect_drop', values: {} });
  return parts;
}
